import { and, inArray } from "drizzle-orm";
import { withdrawals } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { recordEvent } from "@/server/platform/events/record-event";
import { byIdInTenant } from "@/server/platform/tenancy";
import { getWithdrawalRow } from "./get-withdrawal";
import { returnFunds } from "./ledger-moves";
import { presentWithdrawal } from "./present-withdrawal";

/**
 * Cancels a withdrawal the bank rail has not taken yet (`pending`, or `pending_review` waiting for an admin); its
 * amount and fee go back to `main`. The conditional update decides the race with the rail: exactly one of them wins.
 */
export async function cancelWithdrawal({ ctx, id }: { ctx: Ctx; id: string }) {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [row] = await tx.tx
      .update(withdrawals)
      .set({ status: "canceled", canceledAt: now, updatedAt: now })
      .where(and(byIdInTenant(tx, withdrawals, id), inArray(withdrawals.status, ["pending", "pending_review"])))
      .returning();
    if (!row) {
      const current = await getWithdrawalRow(tx, id);
      throw new InvalidRequestError(
        "invalid_state",
        `Only a pending withdrawal (or one waiting for review) can be canceled; this one is ${current.status}.`,
      );
    }
    await returnFunds(tx, row, "canceled");
    const view = presentWithdrawal(row);
    await recordEvent(tx, { merchantId: row.merchantId, name: "withdrawal.canceled", data: view });
    return view;
  });
}
