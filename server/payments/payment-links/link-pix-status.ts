import { and, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { findPublicLink, withQuery } from "./pay-link";
import type { LinkPixStatus } from "./pay-schemas";

const PAID = new Set(["captured", "partially_refunded", "refunded"]);

/**
 * What the page polls while its Pix code is shown: a Pix charge of this link and of the link's own merchant,
 * by the two ids in the URL (both unguessable; the page got them when it made the charge). Anything else is
 * the same 404. A pending code past its expiry reads `expired` at once, before the expiry job cancels it.
 */
export async function linkPixStatus({
  ctx,
  linkId,
  chargeId,
}: {
  ctx: Ctx;
  linkId: string;
  chargeId: string;
}): Promise<LinkPixStatus> {
  const link = await findPublicLink(ctx, linkId);
  if (!link) throw new NotFoundError("Pix charge");
  const db = await executor(ctx);
  const [c] = await db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.id, chargeId),
        eq(charges.merchantId, link.merchantId),
        eq(charges.paymentLinkId, link.id),
        eq(charges.paymentMethod, "pix"),
      ),
    )
    .limit(1);
  if (!c || !c.pixExpiresAt) throw new NotFoundError("Pix charge");
  const paid = PAID.has(c.status);
  const state: LinkPixStatus["state"] = paid
    ? "paid"
    : c.status === "pending"
      ? c.pixExpiresAt.getTime() <= ctx.now().getTime()
        ? "expired"
        : "pending"
      : c.failureCode === "expired"
        ? "expired"
        : c.failureCode === "link_used_up"
          ? "used_up"
          : "canceled";
  return {
    charge_id: c.id,
    state,
    expires_at: c.pixExpiresAt.toISOString(),
    next_url: paid && link.redirectUrl ? withQuery(link.redirectUrl, "charge_id", c.id) : null,
    receipt: paid
      ? {
          amount: c.amount,
          reference: c.id.slice(-8).toUpperCase(),
          paid_at: (c.capturedAt ?? c.updatedAt).toISOString(),
          end_to_end_id: c.pixEndToEndId,
        }
      : null,
  };
}
