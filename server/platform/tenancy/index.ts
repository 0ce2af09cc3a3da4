import { and, eq, sql, type Column, type SQL } from "drizzle-orm";
import type { Actor, Ctx } from "@/server/platform/context";
import { InvalidRequestError, PermissionError } from "@/server/platform/errors";

/**
 * The one tenant rule of the service (docs/api/tenancy.md). Every read and write of a merchant's data
 * goes through here, so that "whose data may this call touch" is decided in one place:
 *
 * - a merchant (API key, dashboard user, its public key, a buyer on its checkout) reaches only its own;
 * - an admin reaches every merchant, narrowed to the merchant it switched to in the dashboard, or to the
 *   `merchant_id` it names in a filter;
 * - a buyer before a checkout capability has named the merchant reaches nothing.
 *
 * A merchant naming another merchant in a filter is refused with 403 `cross_merchant_filter`, everywhere;
 * another merchant's id in a path is the same 404 as a missing one, because the tenant is in the WHERE.
 */
export type Tenant =
  { kind: "merchant"; merchantId: string } | { kind: "platform"; merchantId?: string } | { kind: "nobody" };

export function tenantOf(actor: Actor): Tenant {
  switch (actor.role) {
    case "merchant":
    case "public":
      return { kind: "merchant", merchantId: actor.merchantId };
    case "admin":
      return { kind: "platform", merchantId: actor.actingMerchantId };
    case "buyer":
    case "anonymous":
      return { kind: "nobody" };
  }
}

function refuseCrossMerchant(): never {
  throw new PermissionError("A merchant can only see its own data.", "cross_merchant_filter");
}

/**
 * The merchant a call is about: a merchant's own id (naming another is a 403); for an admin the
 * merchant it named, or switched to, or undefined for "every merchant".
 */
export function merchantInScope(ctx: Ctx, requested?: string): string | undefined {
  const tenant = tenantOf(ctx.actor);
  if (tenant.kind === "merchant") {
    if (requested !== undefined && requested !== tenant.merchantId) refuseCrossMerchant();
    return tenant.merchantId;
  }
  if (tenant.kind === "nobody") return NO_MERCHANT;
  return requested ?? tenant.merchantId;
}

/** Matches no merchant: what a caller without a tenant is narrowed to. */
const NO_MERCHANT = "00000000-0000-0000-0000-000000000000";

/** The tenant as the WHERE of any table with a merchant column; `requested` is a `merchant_id` filter. */
export function tenantWhere(ctx: Ctx, merchantColumn: Column, requested?: string): SQL | undefined {
  if (tenantOf(ctx.actor).kind === "nobody") return sql`false`;
  const merchantId = merchantInScope(ctx, requested);
  return merchantId ? eq(merchantColumn, merchantId) : undefined;
}

/** One row by id, within the tenant: another merchant's row and a missing one are the same miss. */
export function byIdInTenant(ctx: Ctx, table: { id: Column; merchantId: Column }, id: string): SQL | undefined {
  return and(eq(table.id, id), tenantWhere(ctx, table.merchantId));
}

/** The merchant a new object belongs to: the caller's own, or the one an admin names or switched to. */
export function merchantForNew(ctx: Ctx, what: string, requested?: string): string {
  const merchantId = merchantInScope(ctx, requested);
  if (!merchantId || merchantId === NO_MERCHANT) {
    throw new InvalidRequestError("merchant_required", `Switch to a merchant before creating ${what}.`);
  }
  return merchantId;
}

/**
 * Owner filters of wallets and receivables (`owner_type` + `owner_id`, or `merchant_id`): the same rule,
 * with the platform as a possible owner that only admins may name.
 */
export function ownerInScope(
  ctx: Ctx,
  filter: { owner_type?: "merchant" | "platform"; owner_id?: string; merchant_id?: string },
): { ownerType?: "merchant" | "platform"; merchantId?: string } {
  const tenant = tenantOf(ctx.actor);
  if (tenant.kind !== "platform") {
    if (filter.owner_type === "platform") refuseCrossMerchant();
    const merchantId = merchantInScope(ctx, filter.owner_id);
    merchantInScope(ctx, filter.merchant_id);
    return { ownerType: "merchant", merchantId };
  }
  const named = filter.merchant_id ?? filter.owner_id;
  const merchantId = named ?? (filter.owner_type === "platform" ? undefined : tenant.merchantId);
  return { ownerType: merchantId ? "merchant" : filter.owner_type, merchantId };
}

/** A buyer's call, once a checkout capability (a link or a charge) has named the merchant it pays. */
export function actingForMerchant(ctx: Ctx, merchantId: string): Ctx {
  return { ...ctx, actor: { role: "public", merchantId, via: "checkout" } };
}

/**
 * Owner filters as the WHERE of a table with owner columns (wallets, receivables): the platform's
 * rows carry owner type `platform`, a merchant's carry its id.
 */
export function ownerWhere(
  ctx: Ctx,
  filter: { owner_type?: "merchant" | "platform"; owner_id?: string; merchant_id?: string },
  cols: { ownerType: Column; ownerId: Column },
): SQL | undefined {
  const owner = ownerInScope(ctx, filter);
  if (owner.merchantId) return and(eq(cols.ownerType, "merchant"), eq(cols.ownerId, owner.merchantId));
  return owner.ownerType ? eq(cols.ownerType, owner.ownerType) : undefined;
}
