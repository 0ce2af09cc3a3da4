import type { z } from "zod";
import { withdrawals } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { recordEvent } from "@/server/platform/events/record-event";
import { newId } from "@/server/platform/ids";
import { bankByCode } from "@/server/money/banks/find-bank";
import { maskRecipient, primaryRecipients } from "@/server/money/recipients/primary-recipients";
import { lockActiveMerchant } from "@/server/accounts/merchants/lock-active-merchant";
import { merchantForNew } from "@/server/platform/tenancy";
import { DAY_MS } from "@/server/money/anticipations/approved-at-once";
import { scheduleFor } from "./bank-calendar";
import { destinationFor } from "./destination";
import { reserveFunds } from "./ledger-moves";
import { presentWithdrawal } from "./present-withdrawal";
import type { createWithdrawalBody } from "./schemas";
import { feeFor } from "./withdrawal-fee";
import { dailyMaxOf } from "./withdrawal-settings";
import { withdrawnAtOnceSince } from "./withdrawn-at-once";

const UNAVAILABLE = {
  pix_recipient_required: "Set a Pix key or a bank account (PUT /v1/recipients/{type}) before withdrawing by Pix.",
  bank_account_required: "Set a bank account (PUT /v1/recipients/bank_account) before withdrawing by TED.",
} as const;

/**
 * Asks for a withdrawal: the amount plus the fee leave `main` for `reserve` in one ledger transaction,
 * under the wallets' row locks, so concurrent withdrawals can never spend the same money twice. Not
 * enough available money is 422 `insufficient_funds` and leaves nothing behind. One that would take the
 * merchant's withdrawals of the last 24 hours past its daily total is made all the same, money held, but
 * `pending_review`: the payout job leaves it until an admin approves it (docs/api/risk.md). The total is read
 * under the merchant's row lock, so requests sent together cannot all slip under it.
 */
export async function createWithdrawal({ ctx, input }: { ctx: Ctx; input: z.output<typeof createWithdrawalBody> }) {
  const merchantId = merchantForNew(ctx, "a withdrawal");
  return inTransaction(ctx, async (tx) => {
    await lockActiveMerchant(tx, merchantId);
    const destination = destinationFor(input.method, await primaryRecipients(tx, merchantId));
    if (!destination.available) {
      throw new InvalidRequestError(destination.reason, UNAVAILABLE[destination.reason], "method");
    }
    const recipient = destination.recipient;
    const bank = recipient.bankCode ? await bankByCode(tx, recipient.bankCode) : undefined;
    const now = tx.now();
    const withdrawnLastDay = await withdrawnAtOnceSince(tx.tx, merchantId, new Date(now.getTime() - DAY_MS));
    const withinDay = withdrawnLastDay + input.amount <= (await dailyMaxOf(tx.tx, merchantId));
    const row = {
      id: newId(),
      merchantId,
      method: input.method,
      status: withinDay ? ("pending" as const) : ("pending_review" as const),
      approval: withinDay ? ("automatic" as const) : null,
      amount: input.amount,
      feeAmount: await feeFor(tx, merchantId, input.method),
      currency: "BRL",
      description: input.description ?? null,
      recipientId: recipient.id,
      destination: {
        recipientType: recipient.type,
        recipient: maskRecipient(recipient),
        bank: bank ? { code: bank.code, ispb: bank.ispb, name: bank.name } : null,
      },
      // A destination in its cooling-off takes the money into reserve now and pays it when the period ends.
      scheduledFor: new Date(Math.max(scheduleFor(input.method, now).getTime(), recipient.payoutsFrom.getTime())),
      createdAt: now,
      updatedAt: now,
    };
    await reserveFunds(tx, row);
    const [created] = await tx.tx.insert(withdrawals).values(row).returning();
    const view = presentWithdrawal(created);
    await recordEvent(tx, { merchantId, name: "withdrawal.created", data: view });
    return view;
  });
}
