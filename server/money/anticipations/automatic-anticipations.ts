import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { anticipations, anticipationSettings, receivables } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { DomainError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { requestAnticipation } from "./request-anticipation";
import { dayOf } from "./transitions";
import { noRefundInFlight } from "@/server/money/receivables/refund-in-flight";

const DAY = 86_400_000;
const plusDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));

/** How far back a run still makes a missed day's anticipation (the service was down that day). */
const CATCH_UP_DAYS = 7;

export interface AutomaticRun {
  as_of: string;
  created: Array<{ merchant_id: string; day: string; anticipation_id: string; status: string }>;
  skipped: Array<{ merchant_id: string; day: string; reason: string }>;
}

/**
 * The daily automatic anticipation (docs/api/anticipations.md): for each merchant that turned it on,
 * the receivables captured on the day `automatic_delay_days` ago are anticipated up to
 * `automatic_share_bp` of their net amount, earliest-settling first, through the same verb as a
 * spot request (so the same limits and approval apply). One per merchant and capture day: the
 * unique key on (merchant, day) makes a repeated or concurrent run a no-op.
 */
export async function runAutomaticAnticipations({
  ctx,
  merchantId,
}: {
  ctx: Ctx;
  /** Only this merchant (a test clock's run); every merchant that turned it on without it. */
  merchantId?: string;
}): Promise<AutomaticRun> {
  const db = await executor(ctx);
  const today = dayOf(ctx.now());
  const run: AutomaticRun = { as_of: today, created: [], skipped: [] };
  const enabled = await db
    .select()
    .from(anticipationSettings)
    .where(
      and(
        eq(anticipationSettings.automaticEnabled, true),
        merchantId ? eq(anticipationSettings.merchantId, merchantId) : undefined,
      ),
    );
  for (const s of enabled) {
    const last = plusDays(today, -s.automaticDelayDays);
    const since = s.automaticSince ? dayOf(s.automaticSince) : last;
    const first = [since, plusDays(last, -(CATCH_UP_DAYS - 1))].sort()[1];
    for (let day = first; day <= last; day = plusDays(day, 1)) {
      const [done] = await db
        .select({ id: anticipations.id })
        .from(anticipations)
        .where(and(eq(anticipations.merchantId, s.merchantId), eq(anticipations.automaticForDate, day)))
        .limit(1);
      if (done) continue;
      const fresh = await db
        .select({ id: receivables.id, netAmount: receivables.netAmount })
        .from(receivables)
        .where(
          and(
            eq(receivables.merchantId, s.merchantId),
            eq(receivables.status, "pending"),
            eq(receivables.currency, "BRL"),
            gte(receivables.createdAt, new Date(`${day}T00:00:00Z`)),
            lt(receivables.createdAt, new Date(`${plusDays(day, 1)}T00:00:00Z`)),
            gt(receivables.settlementDate, today),
            gt(receivables.netAmount, 0),
            // Named below: one with a refund awaiting the acquirer would make the whole day's request a 422.
            noRefundInFlight,
          ),
        )
        .orderBy(asc(receivables.settlementDate), asc(receivables.id));
      const total = fresh.reduce((sum, r) => sum + r.netAmount, 0);
      let left = Math.floor((total * s.automaticShareBp) / 10_000);
      const ids: string[] = [];
      for (const r of fresh)
        if (r.netAmount <= left) {
          ids.push(r.id);
          left -= r.netAmount;
        }
      if (ids.length === 0) continue;
      try {
        const a = await requestAnticipation({
          ctx,
          input: { anticipation_type: "automatic", receivable_ids: ids, currency: "BRL", merchant_id: s.merchantId },
          automaticForDate: day,
        });
        run.created.push({ merchant_id: s.merchantId, day, anticipation_id: a.id, status: a.status });
      } catch (error) {
        // Below the minimum, or a spot request took them first: nothing to do for that day.
        const reason = error instanceof DomainError ? error.code : "conflict";
        if (!(error instanceof DomainError))
          log.warn("automatic anticipation skipped", { merchantId: s.merchantId, day, error: String(error) });
        run.skipped.push({ merchant_id: s.merchantId, day, reason });
      }
    }
  }
  return run;
}
