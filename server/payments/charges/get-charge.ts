import { executor, type Ctx } from "@/server/platform/context";
import { getChargeRowOrThrow, refundsOf } from "./charge-rows";
import { presentCharge, type ChargeRow } from "./present-charge";
import type { ChargeView } from "./views";

/** GET /v1/charges/{id}: the caller's own charge, or 404. */
export async function getCharge({ ctx, id }: { ctx: Ctx; id: string }): Promise<ChargeView> {
  return viewOf(ctx, await getChargeRowOrThrow(ctx, id));
}

export async function viewOf(ctx: Ctx, row: ChargeRow): Promise<ChargeView> {
  // refunded_amount is raised by every refund: at 0 there is none to read.
  const refunds = row.refundedAmount > 0 ? ((await refundsOf(await executor(ctx), [row.id])).get(row.id) ?? []) : [];
  return presentCharge(row, refunds);
}
