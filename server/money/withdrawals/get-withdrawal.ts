import { withdrawals } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { byIdInTenant } from "@/server/platform/tenancy";
import { presentWithdrawal, type WithdrawalRow } from "./present-withdrawal";

/** The row, tenant in the WHERE: another merchant's withdrawal is the same 404 as a missing one. */
export async function getWithdrawalRow(ctx: Ctx, id: string): Promise<WithdrawalRow> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(byIdInTenant(ctx, withdrawals, id))
    .limit(1);
  if (!row) throw new NotFoundError("withdrawal");
  return row;
}

export async function getWithdrawal({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentWithdrawal(await getWithdrawalRow(ctx, id));
}
