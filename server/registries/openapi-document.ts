import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { apiKeyPaths, apiKeyTags } from "@/server/accounts/api-keys/openapi";
import { chargePaths, chargeTags } from "@/server/payments/charges/openapi";
import { paymentLinkPaths, paymentLinkTags } from "@/server/payments/payment-links/openapi";
import { webhookEventsTag, webhookPaths, webhookTags } from "@/server/delivery/webhooks/openapi";
import { walletPaths, walletTags } from "@/server/money/wallets/openapi";
import { receivablePaths, receivableTags } from "@/server/money/receivables/openapi";
import { pricingPaths, pricingTags } from "@/server/money/pricing/openapi";
import { reservesPaths, reservesTags } from "@/server/money/reserves/openapi";
import { anticipationPaths, anticipationTags } from "@/server/money/anticipations/openapi";
import { tokenizePaths, tokenizeTags } from "@/server/payments/tokens/openapi";
import { bankPaths, bankTags } from "@/server/money/banks/openapi";
import { recipientPaths, recipientTags } from "@/server/money/recipients/openapi";
import { splitPartnerPaths, splitPartnerTags } from "@/server/money/split-partners/openapi";
import { withdrawalPaths, withdrawalTags } from "@/server/money/withdrawals/openapi";
import { testClockPaths, testClockTags } from "@/server/money/test-clocks/openapi";
import { disputePaths, disputeTags } from "@/server/money/disputes/openapi";
import { threeDsPaths, threeDsTags } from "@/server/payments/three-ds/openapi";
import { fraudPaths, fraudTags } from "@/server/payments/fraud/openapi";
import { userPaths, userTags } from "@/server/accounts/users/openapi";
import { merchantPaths, merchantTags } from "@/server/accounts/merchants/openapi";
import { auditPaths, auditTags } from "@/server/platform/audit/openapi";
import { sharedResponses, type ApiArea } from "@/server/platform/openapi/operation";
import { lazy } from "@/server/platform/process/lazy";
import { webhookDataSchemas, webhookEvents } from "./openapi-webhooks";

// The aggregator: each area publishes its tags and paths next to its schemas and this list joins them.
// Areas import ./operation.ts only, never this file (docs/api/openapi.md).
const areas: ApiArea[] = [
  { tags: apiKeyTags, paths: apiKeyPaths },
  { tags: chargeTags, paths: chargePaths },
  { tags: paymentLinkTags, paths: paymentLinkPaths },
  { tags: webhookTags, paths: webhookPaths },
  { tags: walletTags, paths: walletPaths },
  { tags: receivableTags, paths: receivablePaths },
  { tags: pricingTags, paths: pricingPaths },
  { tags: reservesTags, paths: reservesPaths },
  { tags: anticipationTags, paths: anticipationPaths },
  { tags: tokenizeTags, paths: tokenizePaths },
  { tags: bankTags, paths: bankPaths },
  { tags: recipientTags, paths: recipientPaths },
  { tags: splitPartnerTags, paths: splitPartnerPaths },
  { tags: withdrawalTags, paths: withdrawalPaths },
  { tags: testClockTags, paths: testClockPaths },
  { tags: disputeTags, paths: disputePaths },
  { tags: threeDsTags, paths: threeDsPaths },
  { tags: fraudTags, paths: fraudPaths },
  { tags: userTags, paths: userPaths },
  { tags: merchantTags, paths: merchantPaths },
  { tags: auditTags, paths: auditPaths },
];

/** The areas' paths in one object; two areas publishing the same path is a bug, not a silent overwrite. */
function joinPaths(): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const area of areas)
    for (const [url, item] of Object.entries(area.paths)) {
      if (url in paths) throw new Error(`${url} is published by two areas`);
      paths[url] = item;
    }
  return paths;
}

export const openApiDocument = lazy(() =>
  createDocument({
    openapi: "3.1.0",
    info: {
      title: "Payments API",
      version: "1.0.0",
      description:
        "Card payments for Brazilian merchants. Amounts are integers in centavos; timestamps are ISO-8601 UTC; " +
        "objects answer `{data}`, lists `{data, pagination}`, errors `{error: {type, code, message, param?, details?}}`. " +
        "Every response carries `X-Request-Id` and `Pagamentos-Version`, the dated API version that shaped it; " +
        "a request may send `Pagamentos-Version` to ask for one (docs/api/versioning.md).",
    },
    servers: [{ url: "/", description: "The host that serves this document." }],
    tags: areas.flatMap((area) => area.tags),
    components: {
      // The webhooks' `data`, rendered as answers are (server/registries/openapi-webhooks.ts).
      schemas: webhookDataSchemas(),
      responses: sharedResponses,
      securitySchemes: {
        basicAuth: { type: "http", scheme: "basic", description: "Public key as user name, secret key as password." },
        publicKey: {
          type: "http",
          scheme: "basic",
          description: "Public key as user name, empty password (browser calls).",
        },
      },
    },
    paths: joinPaths(),
    // What the service POSTs to webhook endpoints, per event and version (OpenAPI 3.1 `webhooks`).
    webhooks: webhookEvents(webhookEventsTag),
  }),
);
