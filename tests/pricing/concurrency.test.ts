import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { setPricing } from "@/server/money/pricing/set-pricing";
import type { Pricing } from "@/server/money/pricing/defaults";
import { createTestMerchant } from "../support/fixtures";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("concurrent pricing changes of one merchant", () => {
  it("keep every change, and each audit event's before is the previous event's after", async () => {
    const m = await createTestMerchant();
    const fields: Array<keyof Pricing> = [
      "mdr1xBp",
      "mdr2to6Bp",
      "mdr7to12Bp",
      "anticipationMonthlyBp",
      "withdrawalFeePix",
      "withdrawalFeeTed",
    ];
    // Three rounds of the six prices, each change naming one price only: 18 at once.
    const changes = [0, 1, 2].flatMap((round) => fields.map((field, i) => ({ field, value: 100 + round * 10 + i })));
    await Promise.all(
      changes.map(({ field, value }) => setPricing({ ctx: systemCtx(), merchantId: m.id, input: { [field]: value } })),
    );

    const db = await getDb();
    const events = await db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, m.id))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    expect(events).toHaveLength(changes.length);
    // Serialised changes form a chain: no change read prices another change was replacing.
    const strip = (r: Record<string, unknown> | null) => {
      const { custom: _custom, ...prices } = r ?? {};
      return prices;
    };
    let chained = 0;
    const afters = events.map((e) => JSON.stringify(strip(e.after)));
    for (const e of events) if (afters.includes(JSON.stringify(strip(e.before)))) chained++;
    expect(chained).toBe(changes.length - 1);
    // …and no two changes started from the same prices (the second would have undone the first).
    expect(new Set(events.map((e) => JSON.stringify(strip(e.before)))).size).toBe(changes.length);

    // No lost update: each price holds the value of one of the changes that named it, the last applied.
    const final = await getPricing({ ctx: systemCtx(), merchantId: m.id });
    const last = strip(events.at(-1)!.after);
    expect(last).toEqual({
      mdr_1x_bp: final.mdr1xBp,
      mdr_2_6_bp: final.mdr2to6Bp,
      mdr_7_12_bp: final.mdr7to12Bp,
      anticipation_monthly_bp: final.anticipationMonthlyBp,
      withdrawal_fee_pix: final.withdrawalFeePix,
      withdrawal_fee_ted: final.withdrawalFeeTed,
      pix_mdr_bp: final.pixMdrBp,
      pix_fee_min: final.pixFeeMin,
      pix_fee_max: final.pixFeeMax,
      pix_settlement_days: final.pixSettlementDays,
      dispute_fee: final.disputeFee,
    });
    for (const field of fields)
      expect(changes.filter((c) => c.field === field).map((c) => c.value)).toContain(final[field]);
  });
});
