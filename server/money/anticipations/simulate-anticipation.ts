import type { z } from "zod";
import { executor, type Ctx } from "@/server/platform/context";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { merchantForNew } from "@/server/platform/tenancy";
import { approvalFor } from "./approval";
import { approvedAtOnceSince, DAY_MS } from "./approved-at-once";
import { totalsByMonth } from "./by-month";
import { effectiveFigures, priceReceivables } from "./fees";
import type { anticipationBody } from "./schemas";
import { chooseReceivables, unpaidTotal } from "./select-receivables";
import { settingsOf } from "./settings";
import { dayOf } from "./transitions";

/**
 * What a request with this body would take and pay, today; reads only, changes nothing. Without
 * `includeReceivables` the list is left out and the totals by month stay (docs/api/anticipations.md).
 */
export async function simulateAnticipation({
  ctx,
  input,
  includeReceivables = true,
}: {
  ctx: Ctx;
  input: z.output<typeof anticipationBody>;
  includeReceivables?: boolean;
}) {
  const merchantId = merchantForNew(ctx, "an anticipation", input.merchant_id);
  const db = await executor(ctx);
  const today = dayOf(ctx.now());
  const { anticipationMonthlyBp } = await getPricing({ ctx, merchantId });
  const chosen = await chooseReceivables(db, merchantId, input, today);
  const priced = priceReceivables(chosen, anticipationMonthlyBp, today);
  const approval = approvalFor(
    await settingsOf(ctx, merchantId),
    priced.amount,
    await unpaidTotal(db, merchantId, input.currency),
    await approvedAtOnceSince(db, merchantId, new Date(ctx.now().getTime() - DAY_MS)),
  );
  // Settlement dates are YYYY-MM-DD, so their text order is their date order.
  const dates = priced.receivables.map((r) => r.settlement_date).sort();
  return {
    ...priced,
    receivables: includeReceivables ? priced.receivables : [],
    receivable_count: priced.receivables.length,
    first_settlement_date: dates[0],
    last_settlement_date: dates[dates.length - 1],
    by_month: totalsByMonth(priced.receivables),
    currency: input.currency,
    monthly_rate_bp: anticipationMonthlyBp,
    anticipation_date: today,
    ...effectiveFigures(priced.receivables),
    approval,
  };
}
