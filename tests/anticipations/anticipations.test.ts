import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as one from "@/app/v1/anticipations/[id]/route";
import * as approve from "@/app/v1/anticipations/[id]/approve/route";
import * as reject from "@/app/v1/anticipations/[id]/reject/route";
import * as collection from "@/app/v1/anticipations/route";
import * as simulate from "@/app/v1/anticipations/simulate/route";
import * as summary from "@/app/v1/anticipations/summary/route";
import * as settingsRoute from "@/app/v1/merchants/[id]/anticipation-settings/route";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import { events, ledgerEntries, wallets } from "@/db/schema";
import { getDb, queryRows } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { anticipationFee } from "@/server/money/anticipations/fees";
import { runAutomaticAnticipations } from "@/server/money/anticipations/automatic-anticipations";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { setReserveSettings } from "@/tests/reserves/support";
import {
  chargeInInstallments,
  databaseFingerprint,
  examplePricing,
  mainBalance,
  postAnticipation,
  postSimulation,
  receivablesOf,
} from "./support";

const DAY = 86_400_000;
let admin: { auth: string };

beforeAll(async () => {
  admin = await createPlatformKey();
});

async function limits(m: TestMerchant, body: Record<string, unknown>) {
  const res = await call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/anticipation-settings`, {
    auth: admin.auth,
    params: { id: m.id },
    body,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function platformBalance(): Promise<number> {
  const db = await getDb();
  const [w] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.ownerType, "platform"), eq(wallets.walletType, "main")));
  return w?.balance ?? 0;
}

describe("the fee", () => {
  it("is amount × monthly rate ÷ 30 × days, half-up per receivable", () => {
    expect([30, 60, 90].map((d) => anticipationFee(4800, 250, d))).toEqual([120, 240, 360]);
    // 1000 × 2.49 % ÷ 30 × 1 = 0.83 centavo → 1; 0.5 rounds up, 0.49… down.
    expect(anticipationFee(1000, 249, 1)).toBe(1);
    expect(anticipationFee(600, 250, 1)).toBe(1); // 0.5
    expect(anticipationFee(599, 250, 1)).toBe(0); // 0.499…
    expect(anticipationFee(4800, 250, 0)).toBe(0);
  });
});

describe("the worked example: R$ 150,00 in 3 installments of R$ 48,00 net at 2.5 % a month", () => {
  it("simulates fees 1,20 + 2,40 + 3,60 and net 136,80 to the centavo, and changes nothing", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    const rs = await receivablesOf(chargeId);
    expect(rs.map((r) => Number(r.net_amount))).toEqual([4800, 4800, 4800]);

    const before = await databaseFingerprint();
    const res = await postSimulation(m.auth, { anticipation_type: "spot", receivable_ids: rs.map((r) => r.id) });
    expect(res.status).toBe(200);
    expect(await databaseFingerprint()).toEqual(before);
    const s = res.body.data;
    expect(s).toMatchObject({ amount: 14_400, fee_amount: 720, net_amount: 13_680, monthly_rate_bp: 250 });
    expect(
      s.receivables.map((r: { days: number; fee_amount: number; net_amount: number }) => [
        r.days,
        r.fee_amount,
        r.net_amount,
      ]),
    ).toEqual([
      [30, 120, 4680],
      [60, 240, 4560],
      [90, 360, 4440],
    ]);
    expect(s.effective_monthly_rate).toBe(2.5);
    expect(s.weighted_average_days).toBe(60);
    expect(s.approval).toBe("automatic");
  });

  it("adds the figures up by month, and leaves the list out when asked, with the same totals", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const rs = await receivablesOf(await chargeInInstallments(m, 15_000, 3));
    const body = { anticipation_type: "spot", settlement_date_to: "2999-12-31" };

    const full = (await postSimulation(m.auth, body)).body.data;
    const dates = rs.map((r) => r.settlement_date);
    expect(full).toMatchObject({
      receivable_count: 3,
      first_settlement_date: dates[0],
      last_settlement_date: dates[2],
    });
    // Each month holds the receivables that settle in it, and the months sum to the totals.
    const expected = new Map<string, { count: number; amount: number; fee_amount: number; net_amount: number }>();
    for (const r of full.receivables as Array<{
      settlement_date: string;
      amount: number;
      fee_amount: number;
      net_amount: number;
    }>) {
      const m = expected.get(r.settlement_date.slice(0, 7)) ?? { count: 0, amount: 0, fee_amount: 0, net_amount: 0 };
      expected.set(r.settlement_date.slice(0, 7), {
        count: m.count + 1,
        amount: m.amount + r.amount,
        fee_amount: m.fee_amount + r.fee_amount,
        net_amount: m.net_amount + r.net_amount,
      });
    }
    expect(full.by_month).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([month, t]) => ({ month, ...t })),
    );
    expect(full.by_month.reduce((s: number, b: { fee_amount: number }) => s + b.fee_amount, 0)).toBe(720);

    const before = await databaseFingerprint();
    const lean = await call(simulate.POST, "POST", "/v1/anticipations/simulate?include_receivables=false", {
      auth: m.auth,
      body,
    });
    expect(lean.status).toBe(200);
    expect(lean.body.data.receivables).toEqual([]);
    const { receivables: _list, ...totals } = full;
    expect(lean.body.data).toMatchObject(totals);
    expect(await databaseFingerprint()).toEqual(before);

    for (const q of ["include_receivables=maybe", "include_receivable=false"]) {
      const bad = await call(simulate.POST, "POST", `/v1/anticipations/simulate?${q}`, { auth: m.auth, body });
      expect(bad.status, q).toBe(400);
      expect(bad.body.error.type).toBe("validation_error");
    }
  });

  it("a request within the limits completes at once: +136,80 to the wallet, fee and MDR to the platform, receivables anticipated, settlement pays nothing again", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    const platformBefore = await platformBalance();
    const res = await postAnticipation(m.auth, { anticipation_type: "spot", settlement_date_to: "2999-12-31" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "completed",
      approval: "automatic",
      amount: 14_400,
      fee_amount: 720,
      net_amount: 13_680,
    });
    expect(await mainBalance(m.id)).toBe(13_680);
    // The platform: the card MDR (3 × 200) and the anticipation fee.
    expect((await platformBalance()) - platformBefore).toBe(600 + 720);
    expect((await receivablesOf(chargeId)).map((r) => r.status)).toEqual(["anticipated", "anticipated", "anticipated"]);
    const names = (await (await getDb()).select().from(events))
      .filter((e) => (e.data as { id?: string }).id === res.body.data.id)
      .map((e) => e.name);
    expect(names).toEqual(["anticipation.created", "anticipation.processing", "anticipation.completed"]);

    // At and after the original settlement dates nothing is credited twice.
    const run = await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 100 * DAY) }) });
    const settledMine = await queryRows<{ n: string }>(
      await getDb(),
      sql`select count(*) as n from receivables where charge_id = ${chargeId} and status = 'settled'`,
    );
    expect(Number(settledMine[0].n)).toBe(0);
    expect(run).toBeDefined();
    expect(await mainBalance(m.id)).toBe(13_680);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});

describe("choosing receivables", () => {
  let m: TestMerchant;
  let rows: Awaited<ReturnType<typeof receivablesOf>>;
  let ids: string[];
  beforeAll(async () => {
    m = await createTestMerchant();
    await examplePricing(m.id);
    rows = await receivablesOf(await chargeInInstallments(m, 15_000, 3));
    ids = rows.map((r) => r.id);
  });

  it("up to an amount takes whole receivables, earliest first", async () => {
    const res = await postSimulation(m.auth, { anticipation_type: "spot", amount: 10_000 });
    expect(res.status).toBe(200);
    expect(res.body.data.receivables.map((r: { receivable_id: string }) => r.receivable_id)).toEqual(ids.slice(0, 2));
    expect(res.body.data.amount).toBe(9_600);
  });

  it("a date range takes the eligible ones in it", async () => {
    const second = rows[1];
    const res = await postSimulation(m.auth, {
      anticipation_type: "spot",
      settlement_date_from: second.settlement_date,
      settlement_date_to: second.settlement_date,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.receivables.map((r: { receivable_id: string }) => r.receivable_id)).toEqual([ids[1]]);
  });

  it("named receivables that cannot be taken are a 422 naming each, and nothing is reserved", async () => {
    const other = await createTestMerchant("Outra");
    const theirs = (await receivablesOf(await chargeInInstallments(other, 3_000, 1)))[0].id;
    const before = await databaseFingerprint();
    const res = await postAnticipation(m.auth, { anticipation_type: "spot", receivable_ids: [ids[0], theirs] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("receivables_unavailable");
    expect(res.body.error.details).toEqual([{ param: "receivable_ids.1", message: `${theirs}: no such receivable` }]);
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("refuses a body that chooses nothing or mixes ids with a range, an automatic request, and one below the minimum", async () => {
    expect((await postAnticipation(m.auth, { anticipation_type: "spot" })).status).toBe(400);
    const mixed = await postAnticipation(m.auth, { anticipation_type: "spot", receivable_ids: [ids[0]], amount: 100 });
    expect(mixed.status).toBe(400);
    const auto = await postAnticipation(m.auth, { anticipation_type: "automatic", receivable_ids: [ids[0]] });
    expect(auto.body.error.code).toBe("invalid_anticipation_type");
    await limits(m, { auto_approve_min_amount: 5_000 });
    const small = await postAnticipation(m.auth, { anticipation_type: "spot", receivable_ids: [ids[0]] });
    expect(small.status).toBe(422);
    expect(small.body.error.code).toBe("amount_below_minimum");
    await limits(m, { auto_approve_min_amount: 100 });
  });
});

describe("approval, cancel and reject", () => {
  it("above the limit waits for an admin: reserved, cancel puts it back; an admin approves another", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    await limits(m, { auto_approve_max_amount: 10_000 });

    const first = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: "pending", approval: null, amount: 14_400 });
    expect((await receivablesOf(chargeId)).map((r) => r.status)).toEqual(["reserved", "reserved", "reserved"]);
    // Reserved receivables are not offered again.
    const again = await postSimulation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    expect(again.body.error.code).toBe("no_eligible_receivables");

    // A merchant cannot approve its own.
    const self = await call(approve.POST, "POST", "/x", { auth: m.auth, params: { id: first.body.data.id }, body: {} });
    expect(self.status).toBe(403);

    const canceled = await call(one.DELETE, "DELETE", "/x", { auth: m.auth, params: { id: first.body.data.id } });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe("canceled");
    expect((await receivablesOf(chargeId)).map((r) => r.status)).toEqual(["pending", "pending", "pending"]);

    const second = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    expect(second.body.data.status).toBe("pending");
    const approved = await call(approve.POST, "POST", "/x", {
      auth: admin.auth,
      params: { id: second.body.data.id },
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "completed", approval: "manual", net_amount: 13_680 });
    expect(await mainBalance(m.id)).toBe(13_680);

    // Cancel of a non-pending one is 422 and changes nothing.
    for (const id of [first.body.data.id, second.body.data.id]) {
      const before = await databaseFingerprint();
      const res = await call(one.DELETE, "DELETE", "/x", { auth: m.auth, params: { id } });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("invalid_state");
      expect(await databaseFingerprint()).toEqual(before);
    }
  });

  it("over the share limit waits too, and a rejection gives the receivables back with the reason", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    await limits(m, { auto_approve_max_share_bp: 5_000 });
    const half = await postSimulation(m.auth, { anticipation_type: "spot", amount: 4_800 });
    expect(half.body.data.approval).toBe("automatic");
    const most = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 9_600 });
    expect(most.body.data.status).toBe("pending");
    const rejected = await call(reject.POST, "POST", "/x", {
      auth: admin.auth,
      params: { id: most.body.data.id },
      body: { reason: "Volume acima do combinado" },
    });
    expect(rejected.body.data).toMatchObject({ status: "rejected", reason: "Volume acima do combinado" });
    expect((await receivablesOf(chargeId)).map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
  });

  it("a merchant may shape its automatic anticipation but not its limits", async () => {
    const m = await createTestMerchant();
    const url = `/v1/merchants/${m.id}/anticipation-settings`;
    const refused = await call(settingsRoute.PATCH, "PATCH", url, {
      auth: m.auth,
      params: { id: m.id },
      body: { auto_approve_max_amount: 1 },
    });
    expect(refused.status).toBe(403);
    const ok = await call(settingsRoute.PATCH, "PATCH", url, {
      auth: m.auth,
      params: { id: m.id },
      body: { automatic_enabled: true, automatic_share_bp: 5_000 },
    });
    expect(ok.body.data).toMatchObject({
      automatic_enabled: true,
      automatic_share_bp: 5_000,
      auto_approve_max_amount: 5_000_000,
    });
  });
});

describe("refunds", () => {
  it("after anticipation debit the merchant's wallet, and the statement says why", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    await postAnticipation(m.auth, { anticipation_type: "spot", amount: 100_000 });
    expect(await mainBalance(m.id)).toBe(13_680);
    // Past `main` only as far as an admin allows (docs/api/risk.md, "Refund allowance").
    await setReserveSettings(m.id, { refund_allowance: 1_320 });
    const res = await call(refundRoute.POST, "POST", `/v1/charges/${chargeId}/refund`, {
      auth: m.auth,
      params: { id: chargeId },
      body: { amount: 15_000 },
    });
    expect(res.status).toBe(200);
    // The whole gross goes back; the platform keeps its fees: the merchant owes the difference.
    expect(await mainBalance(m.id)).toBe(13_680 - 15_000);
    const db = await getDb();
    const refunds = await db.select().from(ledgerEntries).where(eq(ledgerEntries.type, "refund"));
    const mine = refunds.filter((e) => e.description?.includes(chargeId) && e.amount < 0);
    expect(mine).toHaveLength(3);
    for (const e of mine) expect(e.description).toMatch(/anticipated receivable/);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("of a reserved receivable before approval: the payout drops what was refunded away", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const kept = await chargeInInstallments(m, 15_000, 3);
    const refunded = await chargeInInstallments(m, 5_000, 1);
    await limits(m, { auto_approve_max_amount: 1_000 });
    const pending = await postAnticipation(m.auth, { anticipation_type: "spot", settlement_date_to: "2999-12-31" });
    expect(pending.body.data.receivables).toHaveLength(4);
    await call(refundRoute.POST, "POST", `/v1/charges/${refunded}/refund`, {
      auth: m.auth,
      params: { id: refunded },
      body: { amount: 5_000 },
    });
    const approved = await call(approve.POST, "POST", "/x", {
      auth: admin.auth,
      params: { id: pending.body.data.id },
      body: {},
    });
    expect(approved.body.data).toMatchObject({ status: "completed", amount: 14_400, net_amount: 13_680 });
    expect(approved.body.data.receivables).toHaveLength(3);
    expect((await receivablesOf(kept)).every((r) => r.status === "anticipated")).toBe(true);
    expect((await receivablesOf(refunded))[0].status).toBe("canceled");
    expect(await mainBalance(m.id)).toBe(13_680);
  });
});

describe("automatic anticipation", () => {
  it("the daily job anticipates a share of a capture day's receivables once", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    await call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/anticipation-settings`, {
      auth: m.auth,
      params: { id: m.id },
      body: { automatic_enabled: true, automatic_share_bp: 7_000, automatic_delay_days: 1 },
    });
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    const tomorrow = systemCtx({ now: () => new Date(Date.now() + DAY) });
    const run = await runAutomaticAnticipations({ ctx: tomorrow });
    const mine = run.created.filter((c) => c.merchant_id === m.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe("completed");
    // 70 % of 144,00 is 100,80: two receivables of 48,00, the earliest.
    expect((await receivablesOf(chargeId)).map((r) => r.status)).toEqual(["anticipated", "anticipated", "pending"]);
    const a = await call(one.GET, "GET", "/x", { auth: m.auth, params: { id: mine[0].anticipation_id } });
    // Anticipated a day after capture: 29 and 59 days.
    expect(a.body.data).toMatchObject({ anticipation_type: "automatic", amount: 9_600, fee_amount: 116 + 236 });
    const again = await runAutomaticAnticipations({ ctx: tomorrow });
    expect(again.created.filter((c) => c.merchant_id === m.id)).toHaveLength(0);
  });
});

describe("reads", () => {
  it("lists with filters, and sums by status with the fees paid and the effective rate", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    await chargeInInstallments(m, 15_000, 3);
    await postAnticipation(m.auth, { anticipation_type: "spot", amount: 4_800 });
    await limits(m, { auto_approve_max_amount: 1_000 });
    await postAnticipation(m.auth, { anticipation_type: "spot", amount: 9_600 });
    const listed = await call(collection.GET, "GET", "/v1/anticipations?status=pending", { auth: m.auth });
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBe(1);
    expect(listed.body.data[0].receivables).toHaveLength(2);
    const s = await call(summary.GET, "GET", "/v1/anticipations/summary", { auth: m.auth });
    expect(s.status).toBe(200);
    const by = Object.fromEntries(
      s.body.data.by_status.map((b: { status: string; count: number }) => [b.status, b.count]),
    );
    expect(by).toEqual({ pending: 1, processing: 0, completed: 1, canceled: 0, rejected: 0 });
    expect(s.body.data.completed).toMatchObject({
      count: 1,
      amount: 4_800,
      fee_amount: 120,
      weighted_average_days: 30,
      effective_monthly_rate: 2.5,
    });
    const forAdmin = await call(collection.GET, "GET", `/v1/anticipations?merchant_id=${m.id}`, { auth: admin.auth });
    expect(forAdmin.body.pagination.total).toBe(2);
    const platform = await call(collection.GET, "GET", "/v1/anticipations?owner_type=platform", { auth: admin.auth });
    expect(platform.body.pagination.total).toBe(0);
  });
});
