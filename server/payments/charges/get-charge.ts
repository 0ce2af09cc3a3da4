import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { byIdInTenant } from "@/server/platform/tenancy";
import { chargeWithRefunds, refundRowsOf, refundsOf } from "./charge-rows";
import { presentCharge, type ChargeRow } from "./present-charge";
import type { ChargeView } from "./views";

/** GET /v1/charges/{id}: the caller's own charge with its refunds, in one statement, or 404. */
export async function getCharge({ ctx, id }: { ctx: Ctx; id: string }): Promise<ChargeView> {
  const db = await executor(ctx);
  const [found] = await db
    .select(chargeWithRefunds)
    .from(charges)
    .where(byIdInTenant(ctx, charges, id))
    .limit(1);
  if (!found) throw new NotFoundError("charge");
  const { refunds, ...row } = found;
  return presentCharge(row, refundRowsOf(refunds));
}

export async function viewOf(ctx: Ctx, row: ChargeRow): Promise<ChargeView> {
  // refunded_amount is raised by every refund: at 0 there is none to read.
  const refunds = row.refundedAmount > 0 ? ((await refundsOf(await executor(ctx), [row.id])).get(row.id) ?? []) : [];
  return presentCharge(row, refunds);
}
