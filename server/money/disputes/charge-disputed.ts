import { and, eq, ne } from "drizzle-orm";
import { charges, disputes } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";

/**
 * A refund of a disputed charge is refused with `charge_disputed` (docs/api/disputes.md): the cardholder's bank
 * is already taking the money back, and a refund would return it twice. A dispute the merchant won no longer
 * stands in the way. The charge's row is locked first and the disputes read after, in a statement of its own:
 * a dispute booked meanwhile (it locks the same row) is then seen.
 */
export async function refuseRefundIfDisputed(ctx: Ctx & { tx: Executor }, chargeId: string): Promise<void> {
  await ctx.tx.select({ id: charges.id }).from(charges).where(eq(charges.id, chargeId)).for("update");
  const [dispute] = await ctx.tx
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(and(eq(disputes.chargeId, chargeId), ne(disputes.status, "won")))
    .limit(1);
  if (dispute)
    throw new InvalidRequestError(
      "charge_disputed",
      `The charge is disputed (dispute ${dispute.id}, ${dispute.status}); it cannot be refunded.`,
    );
}
