import type { z } from "zod";
import { and, count, eq, isNull } from "drizzle-orm";
import { merchants, webhookEndpoints } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { presentEndpoint } from "./present";
import type { createEndpointBody } from "./schemas";
import { sealSecret } from "./secret-box";
import { generateSigningSecret } from "./signing";
import { validateEndpointUrl } from "./url-policy";
import { merchantForNew } from "@/server/platform/tenancy";
import { CURRENT_API_VERSION } from "@/server/universal/api-versions";

/** Each endpoint multiplies every event into a delivery; a bound keeps one merchant from flooding the queue. */
export const MAX_ENDPOINTS_PER_MERCHANT = 20;

/**
 * Makes an endpoint with a fresh signing secret; the secret is in this answer only. It is pinned to the
 * version asked for, or to the current one (docs/api/versioning.md).
 */
export async function createEndpoint({ ctx, input }: { ctx: Ctx; input: z.output<typeof createEndpointBody> }) {
  const merchantId = merchantForNew(ctx, "a webhook endpoint");
  const url = await validateEndpointUrl(input.url);
  const secret = generateSigningSecret();
  const row = await inTransaction(ctx, async (c) => {
    // The merchant row lock serialises concurrent creations, so the bound holds.
    await c.tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for("update");
    const [{ n }] = await c.tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.merchantId, merchantId), isNull(webhookEndpoints.deletedAt)));
    if (n >= MAX_ENDPOINTS_PER_MERCHANT) {
      throw new InvalidRequestError(
        "endpoint_limit_reached",
        `A merchant can have at most ${MAX_ENDPOINTS_PER_MERCHANT} webhook endpoints.`,
      );
    }
    // One instant for both: a new row has not been updated since it was created.
    const now = ctx.now();
    const [created] = await c.tx
      .insert(webhookEndpoints)
      .values({
        id: newId(),
        merchantId,
        url,
        description: input.description ?? null,
        events: input.events,
        active: input.active,
        apiVersion: input.api_version ?? CURRENT_API_VERSION,
        secretCiphertext: sealSecret(secret),
        secretLastFour: secret.slice(-4),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created;
  });
  return { ...presentEndpoint(row), secret };
}
