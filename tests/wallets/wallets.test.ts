import { beforeAll, describe, expect, it } from "vitest";
import { GET as listWalletsRoute } from "@/app/v1/wallets/route";
import { GET as getWalletRoute } from "@/app/v1/wallets/[id]/route";
import { GET as statementRoute } from "@/app/v1/wallets/[id]/statement/route";
import { GET as entriesRoute } from "@/app/v1/wallets/[id]/entries/route";
import { call } from "@/tests/support/http";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { DAY, T0, capture, refund, settle } from "@/tests/ledger/support";
import { statementCsv } from "@/components/wallets/statement-csv";
import { localDay, startOfLocalDay } from "@/server/universal/local-day";

let a: TestMerchant;
let b: TestMerchant;
let admin: { auth: string };
let walletA: string;

beforeAll(async () => {
  a = await createTestMerchant("Loja A");
  b = await createTestMerchant("Loja B");
  admin = await createPlatformKey();
  // Three settlements on three days for A, one refund after settlement, one pending charge.
  const c1 = await capture(a.id, 10_000, { at: T0 });
  await capture(a.id, 20_000, { at: T0 + DAY });
  await capture(a.id, 30_001, { at: T0 + 2 * DAY, installments: 3 });
  await capture(b.id, 5_000, { at: T0 });
  await settle(T0 + 30 * DAY);
  await settle(T0 + 31 * DAY);
  await settle(T0 + 32 * DAY);
  await refund(c1, a.id, 2_500, T0 + 32 * DAY + 3_600_000);
  const res = await call(listWalletsRoute, "GET", "/v1/wallets", { auth: a.auth });
  walletA = res.body.data[0].id;
});

describe("GET /v1/wallets", () => {
  it("shows a merchant only its own wallets, with balance and pending receivables", async () => {
    const res = await call(listWalletsRoute, "GET", "/v1/wallets", { auth: a.auth });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const w = res.body.data[0];
    expect(w).toMatchObject({ owner_type: "merchant", owner_id: a.id, wallet_type: "main", currency_code: "BRL" });
    // 10 000 − 319 fee, 20 000 − 638, 10 001 − 379 (installment 1 of 3), minus a 2 500 refund of settled money.
    // The fee of the 3-installment charge is rounded once (379) and its first installment carries the odd
    // centavo (127 + 126 + 126, docs/api/splits.md): one centavo more than a per-installment rounding.
    expect(w.balance).toBe(10_000 - 319 + 20_000 - 638 + 10_001 - 379 - 2_500 - 1);
    // …and the two installments still pending carry one centavo less of fee between them.
    expect(w.pending_receivables).toBe(2 * (10_000 - 379) + 1);
  });

  it("refuses a merchant's filter naming another owner or the platform (403) and leaks nothing", async () => {
    for (const q of [`owner_id=${b.id}`, "owner_type=platform"]) {
      const res = await call(listWalletsRoute, "GET", `/v1/wallets?${q}`, { auth: a.auth });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("cross_merchant_filter");
    }
    const own = await call(listWalletsRoute, "GET", `/v1/wallets?owner_id=${a.id}`, { auth: a.auth });
    expect(own.body.data.map((w: { owner_id: string }) => w.owner_id)).toEqual([a.id]);
  });

  it("shows an admin every wallet including the platform's fee wallet, filterable by owner", async () => {
    const all = await call(listWalletsRoute, "GET", "/v1/wallets", { auth: admin.auth });
    expect(all.status).toBe(200);
    const platform = all.body.data.find((w: { owner_type: string }) => w.owner_type === "platform");
    expect(platform.balance).toBe(319 + 638 + 379 + 160 + 1);
    expect(all.body.data.some((w: { owner_type: string }) => w.owner_type === "external")).toBe(false);
    const onlyB = await call(listWalletsRoute, "GET", `/v1/wallets?owner_id=${b.id}`, { auth: admin.auth });
    expect(onlyB.body.data.map((w: { owner_id: string }) => w.owner_id)).toEqual([b.id]);
    const plat = await call(listWalletsRoute, "GET", "/v1/wallets?owner_type=platform", { auth: admin.auth });
    expect(plat.body.data).toHaveLength(1);
    const bad = await call(listWalletsRoute, "GET", "/v1/wallets?wallet_type=savings", { auth: admin.auth });
    expect(bad.status).toBe(400);
  });
});

describe("GET /v1/wallets/{id}", () => {
  it("answers the owner and an admin, 404 to another merchant", async () => {
    const own = await call(getWalletRoute, "GET", `/v1/wallets/${walletA}`, { auth: a.auth, params: { id: walletA } });
    expect(own.status).toBe(200);
    expect(own.body.data.last_movement).toMatchObject({ type: "refund", amount: -2_500, direction: "debit" });
    expect(
      (await call(getWalletRoute, "GET", `/v1/wallets/${walletA}`, { auth: admin.auth, params: { id: walletA } }))
        .status,
    ).toBe(200);
    const other = await call(getWalletRoute, "GET", `/v1/wallets/${walletA}`, {
      auth: b.auth,
      params: { id: walletA },
    });
    expect(other.status).toBe(404);
    const statement = await call(
      statementRoute,
      "GET",
      `/v1/wallets/${walletA}/statement?start_date=2026-01-01&end_date=2028-01-01`,
      { auth: b.auth, params: { id: walletA } },
    );
    expect(statement.status).toBe(404);
    const entries = await call(entriesRoute, "GET", `/v1/wallets/${walletA}/entries`, {
      auth: b.auth,
      params: { id: walletA },
    });
    expect(entries.status).toBe(404);
  });
});

describe("GET /v1/wallets/{id}/statement", () => {
  it("opening + the period's entries = closing, for every range cutting through the entries", async () => {
    const full = await call(entriesRoute, "GET", `/v1/wallets/${walletA}/entries?limit=100`, {
      auth: a.auth,
      params: { id: walletA },
    });
    const days = [
      ...new Set(full.body.data.map((e: { created_at: string }) => e.created_at.slice(0, 10))),
    ].sort() as string[];
    expect(days.length).toBeGreaterThanOrEqual(3);
    const bounds = ["2026-01-01", ...days, "2027-12-31"];
    for (let i = 0; i < bounds.length; i++) {
      for (let j = i; j < bounds.length; j++) {
        const res = await call(
          statementRoute,
          "GET",
          `/v1/wallets/${walletA}/statement?start_date=${bounds[i]}&end_date=${bounds[j]}`,
          {
            auth: a.auth,
            params: { id: walletA },
          },
        );
        expect(res.status).toBe(200);
        const s = res.body.data;
        const sum = s.entries.reduce((t: number, e: { amount: number }) => t + e.amount, 0);
        expect(s.closing_balance).toBe(s.opening_balance + sum);
        expect(s.summary.net_change).toBe(sum);
        expect(s.summary.total_credits - s.summary.total_debits).toBe(sum);
      }
    }
    // Adjacent periods chain: the closing of one is the opening of the next, at every cut.
    const statement = async (start: string, end: string) =>
      (
        await call(statementRoute, "GET", `/v1/wallets/${walletA}/statement?start_date=${start}&end_date=${end}`, {
          auth: a.auth,
          params: { id: walletA },
        })
      ).body.data;
    const nextDay = (d: string) => new Date(Date.parse(d) + DAY).toISOString().slice(0, 10);
    for (const cut of days) {
      const left = await statement("2026-01-01", cut);
      const right = await statement(nextDay(cut), "2027-12-31");
      expect(right.opening_balance).toBe(left.closing_balance);
    }
    // Cuts at instants inside the history: an entry's own time starts the later period.
    for (const e of full.body.data as Array<{ created_at: string }>) {
      const before = await call(
        statementRoute,
        "GET",
        `/v1/wallets/${walletA}/statement?start_date=${e.created_at}&end_date=2027-12-31`,
        { auth: a.auth, params: { id: walletA } },
      );
      const s = before.body.data;
      expect(s.closing_balance).toBe(
        s.opening_balance + s.entries.reduce((t: number, x: { amount: number }) => t + x.amount, 0),
      );
      expect(s.entries[0].created_at).toBe(e.created_at);
    }
    const last = await call(
      statementRoute,
      "GET",
      `/v1/wallets/${walletA}/statement?start_date=${days[1]}&end_date=${days[days.length - 1]}`,
      {
        auth: a.auth,
        params: { id: walletA },
      },
    );
    expect(last.body.data.opening_balance).toBe(10_000 - 319);
    const w = await call(getWalletRoute, "GET", `/v1/wallets/${walletA}`, { auth: a.auth, params: { id: walletA } });
    expect(last.body.data.closing_balance).toBe(w.body.data.balance);
    expect(last.body.data.summary.by_type.map((t: { type: string }) => t.type)).toEqual(["refund", "settlement"]);
  });

  it("requires both dates and refuses a backwards period", async () => {
    const missing = await call(statementRoute, "GET", `/v1/wallets/${walletA}/statement?start_date=2026-01-01`, {
      auth: a.auth,
      params: { id: walletA },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.param).toBe("end_date");
    const backwards = await call(
      statementRoute,
      "GET",
      `/v1/wallets/${walletA}/statement?start_date=2026-02-01&end_date=2026-01-01`,
      {
        auth: a.auth,
        params: { id: walletA },
      },
    );
    expect(backwards.status).toBe(400);
  });
});

describe("the statement's days are the merchant's (Brasília) days", () => {
  it("puts a movement at 22:30 Brasília time on its local day, in the API and in the CSV", async () => {
    const c = await createTestMerchant("Loja Noturna");
    // Settled at 2026-12-21 12:00 UTC, then a refund at 22:30 in São Paulo: 2026-12-22T01:30Z, the next UTC day.
    const charge = await capture(c.id, 10_000, { at: T0 });
    await settle(T0 + 30 * DAY);
    const late = Date.parse("2026-12-22T01:30:00.000Z");
    await refund(charge, c.id, 2_500, late);
    const wallet = (await call(listWalletsRoute, "GET", "/v1/wallets", { auth: c.auth })).body.data[0].id;
    const statement = async (start: string, end: string) => {
      const res = await call(
        statementRoute,
        "GET",
        `/v1/wallets/${wallet}/statement?start_date=${start}&end_date=${end}`,
        {
          auth: c.auth,
          params: { id: wallet },
        },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const day = await statement("2026-12-21", "2026-12-21");
    expect(day).toMatchObject({
      time_zone: "America/Sao_Paulo",
      start_date: "2026-12-21T03:00:00.000Z",
      end_date: "2026-12-22T03:00:00.000Z",
    });
    expect(day.entries.map((e: { type: string }) => e.type)).toEqual(["settlement", "refund"]);
    expect(day.entries[1].created_at).toBe("2026-12-22T01:30:00.000Z");
    // The next local day has nothing: in UTC it would have held the refund.
    const next = await statement("2026-12-22", "2026-12-22");
    expect(next.entries).toEqual([]);
    expect(next.opening_balance).toBe(day.closing_balance);

    const lines = statementCsv(day, "pt-BR")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[1]).toMatch(/^21\/12\/2026;/);
    expect(lines[3]).toMatch(/^21\/12\/2026 22:30;refund;/);
    expect(lines[4]).toMatch(/^21\/12\/2026;Saldo final;/);
  });

  it("finds local midnight in Brasília and the local day of an instant", () => {
    expect(startOfLocalDay("2026-01-31").toISOString()).toBe("2026-01-31T03:00:00.000Z");
    expect(localDay("2026-02-01T02:59:59.999Z")).toBe("2026-01-31");
    expect(localDay("2026-02-01T03:00:00.000Z")).toBe("2026-02-01");
    // 2018-11-04 began at 01:00 (daylight saving started at midnight): the day's first instant is 03:00Z.
    expect(startOfLocalDay("2018-11-04").toISOString()).toBe("2018-11-04T03:00:00.000Z");
    expect(startOfLocalDay("2019-01-15").toISOString()).toBe("2019-01-15T02:00:00.000Z");
    // 2019-02-17 began when 23:59:59 of the 16th (second time round) ended: 03:00Z.
    expect(startOfLocalDay("2019-02-17").toISOString()).toBe("2019-02-17T03:00:00.000Z");
  });
});

describe("GET /v1/wallets/{id}/entries", () => {
  it("filters by type and date", async () => {
    const refunds = await call(entriesRoute, "GET", `/v1/wallets/${walletA}/entries?type=refund`, {
      auth: a.auth,
      params: { id: walletA },
    });
    expect(refunds.body.data).toHaveLength(1);
    expect(refunds.body.pagination.total).toBe(1);
    const firstDay = new Date(T0 + 30 * DAY).toISOString().slice(0, 10);
    const day = await call(
      entriesRoute,
      "GET",
      `/v1/wallets/${walletA}/entries?date_from=${firstDay}&date_to=${firstDay}`,
      { auth: a.auth, params: { id: walletA } },
    );
    expect(day.body.data.map((e: { amount: number }) => e.amount)).toEqual([10_000 - 319]);
  });
});
