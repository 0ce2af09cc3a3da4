import { and, eq, isNull, type SQL } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { scopedMerchantId, type Ctx } from "@/server/context";
import { InvalidRequestError } from "@/server/http/errors";

/**
 * Tenant conditions: a merchant only ever sees its own endpoints and deliveries; an admin sees
 * the merchant it has switched to, or all. Another merchant's id is therefore a plain 404.
 */
export function endpointScope(ctx: Ctx, id?: string): SQL | undefined {
  const merchantId = scopedMerchantId(ctx);
  return and(
    id ? eq(webhookEndpoints.id, id) : undefined,
    merchantId ? eq(webhookEndpoints.merchantId, merchantId) : undefined,
    isNull(webhookEndpoints.deletedAt),
  );
}

export function deliveryScope(ctx: Ctx, id?: string): SQL | undefined {
  const merchantId = scopedMerchantId(ctx);
  return and(id ? eq(webhookDeliveries.id, id) : undefined, merchantId ? eq(webhookDeliveries.merchantId, merchantId) : undefined);
}

/** Endpoints belong to one merchant: an admin must have switched to one to create it. */
export function ownerOfNewEndpoint(ctx: Ctx): string {
  const merchantId = scopedMerchantId(ctx);
  if (!merchantId) throw new InvalidRequestError("merchant_required", "Switch to a merchant before creating a webhook endpoint.");
  return merchantId;
}
