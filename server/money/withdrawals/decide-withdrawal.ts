import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import { withdrawals } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";
import { recordEvent } from "@/server/platform/events/record-event";
import { byIdInTenant } from "@/server/platform/tenancy";
import { lockActiveMerchant } from "@/server/accounts/merchants/lock-active-merchant";
import { getWithdrawalRow } from "./get-withdrawal";
import { returnFunds } from "./ledger-moves";
import { presentWithdrawal, type WithdrawalRow } from "./present-withdrawal";
import type { withdrawalDecisionBody } from "./schemas";

type Decision = { ctx: Ctx; id: string; input: z.output<typeof withdrawalDecisionBody> };

/**
 * Takes the withdrawal out of review by a conditional update (`… where status = 'pending_review'`), so two
 * decisions, or a decision and the merchant's cancel, cannot both win; the loser is 422 `invalid_state`.
 */
async function decide(
  t: Ctx & { tx: Executor },
  { id, input }: Omit<Decision, "ctx">,
  outcome: { status: "pending"; approvedAt: Date } | { status: "rejected"; rejectedAt: Date },
): Promise<WithdrawalRow> {
  const [row] = await t.tx
    .update(withdrawals)
    .set({ ...outcome, approval: "manual", reason: input.reason ?? null, updatedAt: t.now() })
    .where(and(byIdInTenant(t, withdrawals, id), eq(withdrawals.status, "pending_review")))
    .returning();
  if (row) return row;
  const current = await getWithdrawalRow(t, id);
  throw new InvalidRequestError(
    "invalid_state",
    `Only a withdrawal waiting for review can be ${outcome.status === "pending" ? "approved" : "rejected"}; this one is ${current.status}.`,
  );
}

/** The decision's event and audit entry, in its transaction; answers the withdrawal as GET does. */
async function announce(ctx: Ctx & { tx: Executor }, row: WithdrawalRow) {
  const view = presentWithdrawal(row);
  const decided = row.status === "rejected" ? "rejected" : "approved";
  await recordEvent(ctx, { merchantId: row.merchantId, name: `withdrawal.${decided}`, data: view });
  await recordAudit(ctx, {
    action: `withdrawal.${decided}`,
    targetType: "withdrawal",
    targetId: row.id,
    merchantId: row.merchantId,
    before: { status: "pending_review" },
    after: { status: row.status, amount: row.amount, fee_amount: row.feeAmount, reason: row.reason },
  });
  return view;
}

/**
 * Admin: a withdrawal held past the merchant's daily total goes on (`pending`), due at its `scheduled_for` like any
 * other. A suspended merchant's stays held: it may be rejected, not approved, until reactivation.
 */
export async function approveWithdrawal({ ctx, id, input }: Decision) {
  requireAdmin(ctx, "approve a withdrawal");
  return inTransaction(ctx, async (t) => {
    const found = await getWithdrawalRow(t, id);
    await lockActiveMerchant(t, found.merchantId);
    return announce(t, await decide(t, { id, input }, { status: "pending", approvedAt: t.now() }));
  });
}

/** Admin: a held withdrawal is `rejected` with the reason the merchant sees; its amount and fee go back to `main`. */
export async function rejectWithdrawal({ ctx, id, input }: Decision) {
  requireAdmin(ctx, "reject a withdrawal");
  return inTransaction(ctx, async (t) => {
    const row = await decide(t, { id, input }, { status: "rejected", rejectedAt: t.now() });
    await returnFunds(t, row, "rejected");
    return announce(t, row);
  });
}
