import { and, eq, gt, isNull } from "drizzle-orm";
import { banks, recipients, withdrawals } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { recordEvent } from "@/server/platform/events/record-event";
import { requireStepUp } from "@/server/accounts/auth/step-up";
import { scheduleFor } from "./bank-calendar";
import type { RecipientType } from "@/server/money/recipients/primary-recipients";
import { presentRecipient } from "@/server/money/recipients/present-recipient";
import { recipientMerchant } from "@/server/money/recipients/recipient-merchant";

/**
 * Admin only: ends a payout destination's cooling-off now (here, with the withdrawals it lets go, not in the
 * recipients area, which the payouts read) (docs/api/risk.md, "Payout destinations"), after the
 * platform confirmed the change with the merchant. Withdrawals already waiting for it are due at once
 * (a TED at the next bank window). Releasing a verified destination changes nothing.
 */
export async function releaseRecipient({
  ctx,
  type,
  merchantId: requested,
}: {
  ctx: Ctx;
  type: RecipientType;
  merchantId?: string;
}) {
  requireAdmin(ctx, "release a payout destination");
  // Letting payouts reach a destination early is a money-out change like setting it: a fresh code first.
  await requireStepUp(ctx, "release a payout destination");
  const merchantId = recipientMerchant(ctx, requested);
  return inTransaction(ctx, async (t) => {
    const now = t.now();
    const [current] = await t.tx
      .select({ recipient: recipients, bank: banks })
      .from(recipients)
      .leftJoin(banks, eq(banks.code, recipients.bankCode))
      .where(and(eq(recipients.merchantId, merchantId), eq(recipients.type, type), isNull(recipients.replacedAt)))
      .for("update", { of: recipients });
    if (!current) throw new NotFoundError(type === "bank_account" ? "bank account recipient" : "Pix key recipient");
    if (current.recipient.payoutsFrom <= now) return presentRecipient(current.recipient, current.bank, now);

    const [row] = await t.tx
      .update(recipients)
      .set({ payoutsFrom: now })
      .where(eq(recipients.id, current.recipient.id))
      .returning();
    const waiting = await t.tx
      .select({ id: withdrawals.id, method: withdrawals.method })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.recipientId, row.id), eq(withdrawals.status, "pending"), gt(withdrawals.scheduledFor, now)),
      );
    for (const w of waiting)
      await t.tx
        .update(withdrawals)
        .set({ scheduledFor: scheduleFor(w.method, now), updatedAt: now })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, "pending")));
    const view = presentRecipient(row, current.bank, now);
    await recordEvent(t, { merchantId, name: "recipient.updated", data: view });
    await recordAudit(t, {
      action: "recipient.released",
      targetType: "recipient",
      targetId: row.id,
      merchantId,
      before: { status: "pending_verification", payouts_available_at: current.recipient.payoutsFrom.toISOString() },
      after: { status: view.status, payouts_available_at: view.payouts_available_at },
    });
    return view;
  });
}
