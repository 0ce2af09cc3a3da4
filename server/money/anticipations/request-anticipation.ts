import type { z } from "zod";
import { and, eq, inArray } from "drizzle-orm";
import { anticipationReceivables, anticipations, receivables } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { lockActiveMerchant } from "@/server/accounts/merchants/lock-active-merchant";
import { merchantForNew } from "@/server/platform/tenancy";
import { approvalFor } from "./approval";
import { approvedAtOnceSince, DAY_MS } from "./approved-at-once";
import { completeAnticipation } from "./complete-anticipation";
import { priceReceivables } from "./fees";
import { getAnticipation } from "./get-anticipation";
import type { anticipationBody } from "./schemas";
import { chooseReceivables, lockChosen, unpaidTotal } from "./select-receivables";
import { settingsOf } from "./settings";
import { dayOf, emit } from "./transitions";

/**
 * Creates an anticipation and reserves its receivables in one transaction (docs/api/anticipations.md).
 * Within the merchant's limits it is approved at once and paid out right after, in a transaction of
 * its own (a crash in between leaves it `processing`, which the completion job finishes); above
 * them it stays `pending` for an admin. `automaticForDate` is set by the daily job only.
 */
export async function requestAnticipation({
  ctx,
  input,
  automaticForDate,
}: {
  ctx: Ctx;
  input: z.output<typeof anticipationBody>;
  automaticForDate?: string;
}) {
  if (input.anticipation_type === "automatic" && !automaticForDate)
    throw new InvalidRequestError(
      "invalid_anticipation_type",
      "Automatic anticipations are made by the daily job from the merchant's settings; request a `spot` one.",
      "anticipation_type",
    );
  const merchantId = merchantForNew(ctx, "an anticipation", input.merchant_id);
  const created = await inTransaction(ctx, async (t) => {
    await lockActiveMerchant(t, merchantId);
    const now = t.now();
    const today = dayOf(now);
    const { anticipationMonthlyBp } = await getPricing({ ctx: t, merchantId });
    const settings = await settingsOf(t, merchantId);
    const chosen = await chooseReceivables(t.tx, merchantId, input, today);
    const locked = await lockChosen(t.tx, merchantId, input, today, chosen);
    const priced = priceReceivables(locked, anticipationMonthlyBp, today);
    const approval = approvalFor(
      settings,
      priced.amount,
      await unpaidTotal(t.tx, merchantId, input.currency),
      await approvedAtOnceSince(t.tx, merchantId, new Date(now.getTime() - DAY_MS)),
    );
    const id = newId();
    const [row] = await t.tx
      .insert(anticipations)
      .values({
        id,
        merchantId,
        type: input.anticipation_type,
        status: "pending",
        currency: input.currency,
        amount: priced.amount,
        feeAmount: priced.fee_amount,
        netAmount: priced.net_amount,
        monthlyRateBp: anticipationMonthlyBp,
        anticipationDate: today,
        requestedAmount: input.amount ?? null,
        settlementDateFrom: input.settlement_date_from ?? null,
        settlementDateTo: input.settlement_date_to ?? null,
        automaticForDate: automaticForDate ?? null,
        metadata: input.metadata ?? {},
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await t.tx.insert(anticipationReceivables).values(
      priced.receivables.map((r) => ({
        anticipationId: id,
        receivableId: r.receivable_id,
        merchantId,
        settlementDate: r.settlement_date,
        amount: r.amount,
        feeAmount: r.fee_amount,
        netAmount: r.net_amount,
        days: r.days,
      })),
    );
    await t.tx
      .update(receivables)
      .set({ status: "reserved", updatedAt: now })
      .where(
        and(
          inArray(
            receivables.id,
            locked.map((r) => r.id),
          ),
          eq(receivables.status, "pending"),
        ),
      );
    await emit(t, row, "anticipation.created");
    if (approval === "automatic") {
      const [approved] = await t.tx
        .update(anticipations)
        .set({ status: "processing", approval, approvedAt: now, updatedAt: now })
        .where(eq(anticipations.id, id))
        .returning();
      await emit(t, approved, "anticipation.processing");
    }
    return { id, approval };
  });
  if (created.approval === "automatic") await completeAnticipation({ ctx, id: created.id });
  return getAnticipation({ ctx, id: created.id });
}
