import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as listRoute } from "@/app/v1/receivables/route";
import { GET as summaryRoute } from "@/app/v1/receivables/summary/route";
import { GET as getRoute } from "@/app/v1/receivables/[id]/route";
import { POST as settleRoute } from "@/app/v1/settlements/route";
import { receivables, wallets } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { call } from "@/tests/support/http";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { DAY, T0, capture, refund, settle } from "@/tests/ledger/support";

let a: TestMerchant;
let b: TestMerchant;
let c: TestMerchant;
let admin: { auth: string };
let splitCharge: string;
let plainCharge: string;

async function rowsOf(chargeId: string) {
  const db = await getDb();
  return db
    .select()
    .from(receivables)
    .where(eq(receivables.chargeId, chargeId))
    .orderBy(sql`split_rule nulls first`, receivables.installmentNumber);
}

async function mainBalance(merchantId: string) {
  const db = await getDb();
  const [w] = await db
    .select()
    .from(wallets)
    .where(sql`owner_type = 'merchant' and owner_id = ${merchantId} and wallet_type = 'main'`);
  return w?.balance ?? 0;
}

beforeAll(async () => {
  a = await createTestMerchant("Loja A");
  b = await createTestMerchant("Loja B");
  c = await createTestMerchant("Loja C");
  admin = await createPlatformKey();
  plainCharge = await capture(a.id, 10_001, { installments: 3 });
  splitCharge = await capture(a.id, 9_999, {
    installments: 2,
    split: {
      rules: [
        { merchant_id: a.id, percentage: 60, charge_processing_fee: true },
        { merchant_id: b.id, percentage: 40 },
      ],
    },
  });
});

describe("receivables on capture", () => {
  it("one per installment and split rule, adding up exactly", async () => {
    const plain = await rowsOf(plainCharge);
    expect(plain.map((r) => [r.installmentNumber, r.amount, r.settlementDate])).toEqual([
      [1, 3_335, "2026-12-21"],
      [2, 3_333, "2027-01-20"],
      [3, 3_333, "2027-02-19"],
    ]);
    // The charge's fee, 3.79 % of 10 001 = 379.04 → 379, spread over the installments (docs/api/splits.md):
    // 126.38, 126.31, 126.31 floored, the leftover centavo on the first.
    expect(plain.map((r) => r.feeAmount)).toEqual([127, 126, 126]);
    const split = await rowsOf(splitCharge);
    expect(split).toHaveLength(4);
    expect(split.reduce((s, r) => s + r.amount, 0)).toBe(9_999);
    const bRows = split.filter((r) => r.merchantId === b.id);
    expect(bRows.reduce((s, r) => s + r.amount, 0)).toBe(3_999); // 40 % of 9 999 = 3 999.6: floored, the remainder on the first rule
    expect(bRows.every((r) => r.feeAmount === 0 && r.sourceMerchantId === a.id)).toBe(true);
  });

  it("a capture hook that runs twice makes its receivables once", async () => {
    await capture(a.id, 10_001, { installments: 3, chargeId: plainCharge });
    expect(await rowsOf(plainCharge)).toHaveLength(3);
  });
});

describe("GET /v1/receivables", () => {
  it("shows each merchant the receivables it receives, split ones included", async () => {
    const mine = await call(listRoute, "GET", "/v1/receivables?limit=100", { auth: a.auth });
    expect(mine.status).toBe(200);
    expect(mine.body.data.every((r: { merchant_id: string }) => r.merchant_id === a.id)).toBe(true);
    expect(mine.body.pagination.total).toBe(5);
    const theirs = await call(listRoute, "GET", `/v1/receivables?charge_id=${splitCharge}`, { auth: b.auth });
    expect(theirs.body.data).toHaveLength(2);
    const none = await call(listRoute, "GET", "/v1/receivables", { auth: c.auth });
    expect(none.body.data).toEqual([]);
  });

  it("refuses another merchant's merchant_id/owner_id filter with 403", async () => {
    for (const q of [`merchant_id=${a.id}`, `owner_id=${a.id}`, "owner_type=platform"]) {
      const res = await call(listRoute, "GET", `/v1/receivables?${q}`, { auth: c.auth });
      expect(res.status).toBe(403);
      const sum = await call(summaryRoute, "GET", `/v1/receivables/summary?${q}`, { auth: c.auth });
      expect(sum.status).toBe(403);
    }
  });

  it("lets an admin see everything and filter", async () => {
    const all = await call(listRoute, "GET", "/v1/receivables?limit=100", { auth: admin.auth });
    expect(all.body.pagination.total).toBe(7);
    const onlyB = await call(listRoute, "GET", `/v1/receivables?merchant_id=${b.id}`, { auth: admin.auth });
    expect(onlyB.body.pagination.total).toBe(2);
    const dated = await call(
      listRoute,
      "GET",
      "/v1/receivables?settlement_date_from=2027-01-01&settlement_date_to=2027-01-31&status=pending",
      { auth: admin.auth },
    );
    expect(dated.body.data.every((r: { settlement_date: string }) => r.settlement_date.startsWith("2027-01"))).toBe(
      true,
    );
    expect((await call(listRoute, "GET", "/v1/receivables?status=lost", { auth: admin.auth })).status).toBe(400);
  });

  it("GET by id: the owner and an admin, 404 to others", async () => {
    const [r] = await rowsOf(splitCharge).then((rows) => rows.filter((x) => x.merchantId === b.id));
    expect(
      (await call(getRoute, "GET", `/v1/receivables/${r.id}`, { auth: b.auth, params: { id: r.id } })).status,
    ).toBe(200);
    expect(
      (await call(getRoute, "GET", `/v1/receivables/${r.id}`, { auth: admin.auth, params: { id: r.id } })).status,
    ).toBe(200);
    expect(
      (await call(getRoute, "GET", `/v1/receivables/${r.id}`, { auth: c.auth, params: { id: r.id } })).status,
    ).toBe(404);
    expect((await call(getRoute, "GET", `/v1/receivables/nope`, { auth: b.auth, params: { id: "nope" } })).status).toBe(
      404,
    );
  });
});

describe("refunds", () => {
  it("cancel unsettled receivables in proportion, fees shrinking with them", async () => {
    const id = await capture(c.id, 30_000, { installments: 3 });
    await refund(id, c.id, 15_000);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.refundedAmount, r.feeAmount, r.netAmount, r.status])).toEqual([
      [5_000, 190, 4_810, "pending"],
      [5_000, 190, 4_810, "pending"],
      [5_000, 190, 4_810, "pending"],
    ]);
    await refund(id, c.id, 15_000);
    expect((await rowsOf(id)).every((r) => r.status === "canceled" && r.netAmount === 0 && r.feeAmount === 0)).toBe(
      true,
    );
  });

  it("debit the wallet once the receivable is settled; the platform keeps its fee", async () => {
    const id = await capture(c.id, 10_000, { at: T0 });
    await settle(T0 + 30 * DAY);
    const before = await mainBalance(c.id);
    await refund(id, c.id, 4_000, T0 + 31 * DAY);
    expect(await mainBalance(c.id)).toBe(before - 4_000);
    const [r] = await rowsOf(id);
    expect([r.status, r.refundedAmount, r.feeAmount]).toEqual(["settled", 4_000, 319]);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});

describe("settlement", () => {
  it("settling twice, or from several processes at once, credits once", async () => {
    const m = await createTestMerchant("Concorrente");
    for (let i = 0; i < 10; i++) await capture(m.id, 1_000 + i, { installments: 2, at: T0 - 200 * DAY });
    const expected = (await (await getDb()).select().from(receivables).where(eq(receivables.merchantId, m.id))).reduce(
      (s, r) => s + r.netAmount,
      0,
    );
    const runs = await Promise.all([1, 2, 3, 4].map(() => settle(T0 - 100 * DAY)));
    expect(runs.reduce((s, r) => s + r.settled, 0)).toBe(20);
    const again = await settle(T0 - 100 * DAY);
    expect(again.settled).toBe(0);
    expect(await mainBalance(m.id)).toBe(expected);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("POST /v1/settlements is admin only and settles as of a date", async () => {
    const denied = await call(settleRoute, "POST", "/v1/settlements", { auth: a.auth, body: {} });
    expect(denied.status).toBe(403);
    const run = await call(settleRoute, "POST", "/v1/settlements", { auth: admin.auth, body: { as_of: "2027-12-31" } });
    expect(run.status).toBe(200);
    expect(run.body.data.as_of).toBe("2027-12-31");
    const pending = await call(listRoute, "GET", "/v1/receivables?status=pending", { auth: admin.auth });
    expect(pending.body.pagination.total).toBe(0);
    const bad = await call(settleRoute, "POST", "/v1/settlements", { auth: admin.auth, body: { as_of: "tomorrow" } });
    expect(bad.status).toBe(400);
  });
});

describe("GET /v1/receivables/summary", () => {
  it("sums by status and per period, every status present", async () => {
    const res = await call(summaryRoute, "GET", "/v1/receivables/summary?period=month", { auth: a.auth });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.by_status.map((x: { status: string }) => x.status)).toEqual([
      "pending",
      "reserved",
      "anticipated",
      "settled",
      "canceled",
      "suspended",
    ]);
    expect(s.totals.amount).toBe(10_001 + 6_000);
    expect(s.series.every((x: { period_start: string }) => /^\d{4}-\d{2}-01$/.test(x.period_start))).toBe(true);
    const week = await call(
      summaryRoute,
      "GET",
      "/v1/receivables/summary?period=week&date_from=2026-12-01&date_to=2026-12-31",
      { auth: a.auth },
    );
    expect(week.body.data.totals.count).toBe(2);
    expect((await call(summaryRoute, "GET", "/v1/receivables/summary?period=quarter", { auth: a.auth })).status).toBe(
      400,
    );
  });
});
