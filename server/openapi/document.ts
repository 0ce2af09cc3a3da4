import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { apiKeyPaths } from "@/server/api-keys/openapi";
import { chargePaths } from "@/server/charges/openapi";
import { paymentLinkPaths } from "@/server/payment-links/openapi";
import { webhookPaths } from "@/server/webhooks/openapi";
import { walletPaths } from "@/server/wallets/openapi";
import { receivablePaths } from "@/server/receivables/openapi";
import { pricingPaths } from "@/server/pricing/openapi";
import { tokenizePaths } from "@/server/tokens/openapi";

// Each resource publishes its own paths next to its schemas; this list joins them.
const resourcePaths = [apiKeyPaths, chargePaths, paymentLinkPaths, webhookPaths, walletPaths, receivablePaths, pricingPaths, tokenizePaths];

let cached: ReturnType<typeof createDocument> | undefined;

export function openApiDocument() {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "Payments API",
      version: "1.0.0",
      description:
        "Card payments for Brazilian merchants. Amounts are integers in centavos; timestamps are ISO-8601 UTC; " +
        "objects answer `{data}`, lists `{data, pagination}`, errors `{error: {type, code, message, param?, details?}}`. " +
        "Every response carries `X-Request-Id`.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        basicAuth: { type: "http", scheme: "basic", description: "Public key as user name, secret key as password." },
        publicKey: { type: "http", scheme: "basic", description: "Public key as user name, empty password (browser calls)." },
      },
    },
    paths: Object.assign({}, ...resourcePaths) as ZodOpenApiPathsObject,
  });
  return cached;
}
