import { and, inArray } from "drizzle-orm";
import { charges, type ChargeStatus } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { recordEvent, type EventName } from "@/server/platform/events/record-event";
import { InvalidRequestError } from "@/server/platform/errors";
import { getChargeRowOrThrow, refundsOf } from "./charge-rows";
import { presentCharge, type ChargeRow } from "./present-charge";
import { byIdInTenant } from "@/server/platform/tenancy";
import { withArticle } from "@/server/universal/with-article";

type TxCtx = Ctx & { tx: Executor };

/**
 * Moves a charge from one of `from` to a new state in one conditional update, so that two
 * concurrent calls can never both make the same move. Undefined when the charge was not in `from`.
 */
export async function transition(
  ctx: TxCtx,
  id: string,
  from: ChargeStatus[],
  set: Partial<typeof charges.$inferInsert> & { status: ChargeStatus },
): Promise<ChargeRow | undefined> {
  const [row] = await ctx.tx
    .update(charges)
    .set({ ...set, updatedAt: ctx.now() })
    .where(and(byIdInTenant(ctx, charges, id), inArray(charges.status, from)))
    .returning();
  return row;
}

/** Writes the charge's event with the charge as GET answers it, in the transaction of the change. */
export async function emitChargeEvent(ctx: TxCtx, row: ChargeRow, name: EventName): Promise<void> {
  // refunded_amount is raised by every refund: at 0 there is none to read (a query saved per event).
  const refunds = row.refundedAmount > 0 ? ((await refundsOf(ctx.tx, [row.id])).get(row.id) ?? []) : [];
  await recordEvent(ctx, { merchantId: row.merchantId, name, data: presentCharge(row, refunds) });
}

/** The 422 for a move the charge's current state does not allow (or 404 when it is not the caller's). */
export async function invalidState(ctx: Ctx, id: string, action: string): Promise<never> {
  const row = await getChargeRowOrThrow(ctx, id);
  throw new InvalidRequestError("invalid_state", `${withArticle(row.status, true)} charge cannot be ${action}.`);
}
