import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { charges } from "@/db/schema";
import { seedDemoCharges } from "@/server/payments/charges/demo-charges";
import { revenueChart } from "@/server/payments/charges/revenue-chart";
import { revenueChartQuery } from "@/server/payments/charges/schemas";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";

describe("demo charges", () => {
  it("makes a varied year of charges through the domain verbs", async () => {
    const m = await createTestMerchant("Loja Demo");
    const started = Date.now();
    await seedDemoCharges(
      systemCtx(),
      {
        merchantId: m.id,
        merchantUserId: "",
        adminUserId: "",
        otherMerchantId: "",
        publicKey: m.publicKey,
        secretKey: m.secretKey,
      },
      { count: 150 },
    );
    const ms = Date.now() - started;
    const db = await getDb();
    const rows = await db
      .select({ status: charges.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(charges)
      .where(eq(charges.merchantId, m.id))
      .groupBy(charges.status);
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(Object.values(by).reduce((a, b) => a + b, 0)).toBe(150);
    for (const s of ["captured", "partially_refunded", "refunded", "failed", "canceled"])
      expect(by[s], s).toBeGreaterThan(0);
    const chart = await revenueChart({ ctx: m.ctx, input: revenueChartQuery.parse({}) });
    expect(chart.months.filter((x) => x.revenue > 0).length).toBeGreaterThanOrEqual(9);
    console.log(`demo charges: ${ms} ms`, by);
  }, 120_000);
});
