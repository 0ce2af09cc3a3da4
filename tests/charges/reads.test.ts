import { beforeAll, describe, expect, it } from "vitest";
import * as collection from "@/app/v1/charges/route";
import * as summary from "@/app/v1/charges/summary/route";
import * as chart from "@/app/v1/charges/revenue-chart/route";
import * as methods from "@/app/v1/charges/payment-methods/route";
import * as exportCsv from "@/app/v1/charges/export/route";
import { createCharge } from "@/server/payments/charges/create-charge";
import { createPaymentLink } from "@/server/payments/payment-links/create-payment-link";
import { createPaymentLinkBody } from "@/server/payments/payment-links/schemas";
import { refundCharge } from "@/server/payments/charges/refund-charge";
import { revenueChart } from "@/server/payments/charges/revenue-chart";
import { createChargeBody, revenueChartQuery } from "@/server/payments/charges/schemas";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { tokenFor } from "./support";

let LINK: string;
let m: TestMerchant;
const ids: Record<string, string> = {};

async function chargeAt(at: string, body: Record<string, unknown>): Promise<string> {
  const ctx = { ...m.ctx, now: () => new Date(at) };
  return (await createCharge({ ctx, input: createChargeBody.parse(body) })).id;
}

async function card(number = "4111111111111111", installments = 1) {
  return { payment_method: "credit_card", payment_details: { token: await tokenFor(m, number), installments } };
}

beforeAll(async () => {
  m = await createTestMerchant("Known data");
  // A charge may name only a payment link of its own merchant, so the filter below needs a real one.
  LINK = (
    await createPaymentLink({
      ctx: m.ctx,
      input: createPaymentLinkBody.parse({
        title: "Known link",
        amount: 3000,
        product_type: "digital",
        allowed_payment_methods: ["apple_pay"],
      }),
    })
  ).id;
  ids.c1 = await chargeAt("2026-01-15T12:00:00Z", {
    amount: 10000,
    ...(await card()),
    customer: { name: "Maria Silva", email: "maria@example.com", tax_id: "529.982.247-25" },
  });
  ids.c2 = await chargeAt("2026-02-10T23:59:00Z", {
    amount: 25000,
    ...(await card("5555555555554444", 3)),
    customer: { name: "João Souza", email: "joao@loja.com", tax_id: "11.222.333/0001-81" },
  });
  await refundCharge({
    ctx: { ...m.ctx, now: () => new Date("2026-03-05T10:00:00Z") },
    id: ids.c2,
    input: { amount: 5000 },
  });
  ids.c3 = await chargeAt("2026-03-20T09:00:00Z", {
    amount: 5000,
    ...(await card("4000000000000002")),
    customer: { name: "Ana Lima", email: "ana@example.com" },
  });
  ids.c4 = await chargeAt("2026-03-21T09:00:00Z", { amount: 7000, ...(await card()), capture: false });
  ids.c5 = await chargeAt("2026-03-22T09:00:00Z", { amount: 3000, payment_method: "apple_pay", payment_link_id: LINK });
  ids.c6 = await chargeAt("2026-03-25T09:00:00Z", {
    amount: 12000,
    ...(await card()),
    customer: { name: "Cliente 1700 Centro", email: "centro@example.org" },
  });
  await refundCharge({ ctx: { ...m.ctx, now: () => new Date("2026-03-25T18:00:00Z") }, id: ids.c6, input: {} });
  // Another merchant's charge must never show up.
  const other = await createTestMerchant("Other");
  const ctx = { ...other.ctx, now: () => new Date("2026-03-01T00:00:00Z") };
  await createCharge({
    ctx,
    input: createChargeBody.parse({
      amount: 999,
      payment_method: "apple_pay",
      customer: { name: "Maria Silva", email: "maria@example.com" },
    }),
  });
});

async function listed(query: string): Promise<string[]> {
  const res = await call(collection.GET, "GET", `/v1/charges?${query}`, { auth: m.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Every match on one page: the total counts each charge once, whichever parts of a search it matches
  // (maria@example.com is Maria Silva's: the e-mail and the name both find her).
  if (!query.includes("limit=")) expect(res.body.pagination.total).toBe(res.body.data.length);
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return res.body.data.map((c: { id: string }) => names[c.id] ?? c.id);
}

describe("list filters", () => {
  it.each([
    ["", ["c6", "c5", "c4", "c3", "c2", "c1"]],
    ["status=captured", ["c1"]],
    ["status=partially_refunded", ["c2"]],
    ["status=failed", ["c3"]],
    ["payment_method=apple_pay", ["c5"]],
    ["date_from=2026-03-01", ["c6", "c5", "c4", "c3"]],
    ["date_to=2026-02-10", ["c2", "c1"]],
    ["date_from=2026-02-01T00:00:00Z&date_to=2026-03-20T09:00:00Z", ["c3", "c2"]],
    ["amount_min=7000&amount_max=12000", ["c6", "c4", "c1"]],
    ["installments=3", ["c2"]],
    ["search=maria", ["c1"]],
    ["search=SOUZA", ["c2"]],
    ["search=silva%20mar", ["c1"]],
    ["search=ana%40exa", ["c3"]],
    ["search=529.982", ["c1"]],
    ["search=11222333", ["c2"]],
    // Digits match the start of a word of the name too, not only of the tax id.
    ["search=cliente%201700", ["c6"]],
    ["search=170", ["c6"]],
    // Digits matching no tax id and no name word: nothing, whatever the other words match.
    ["search=maria%20999", []],
    ["search=maria%20529", ["c1"]],
    ["currency=BRL&status=refunded", ["c6"]],
    ["currency=USD", []],
    ["limit=2&page=2", ["c4", "c3"]],
  ])("?%s", async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it("filters by the payment link", async () => {
    expect(await listed(`payment_link_id=${LINK}`)).toEqual(["c5"]);
  });

  it.each(["o'brien \\ a:b & c | !d (e)", "@ + _ -", "joão.silva@x 12.3/4", "   .  "])(
    "answers any search text, %s, with a list (the words become a tsquery value)",
    async (q) => {
      const res = await call(collection.GET, "GET", `/v1/charges?search=${encodeURIComponent(q)}`, { auth: m.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  );

  it("finds a charge by its id", async () => {
    expect(await listed(`search=${ids.c4}`)).toEqual(["c4"]);
  });

  it("paginates with totals and refuses bad parameters naming them", async () => {
    const res = await call(collection.GET, "GET", "/v1/charges?limit=4&page=2", { auth: m.auth });
    expect(res.body.pagination).toEqual({
      page: 2,
      limit: 4,
      total: 6,
      total_pages: 2,
      total_is_estimate: false,
      has_more: false,
    });
    for (const [q, param] of [
      ["limit=101", "limit"],
      ["status=paid", "status"],
      ["amount_min=-1", "amount_min"],
      ["date_from=yesterday", "date_from"],
      ["foo=1", "foo"],
    ]) {
      const bad = await call(collection.GET, "GET", `/v1/charges?${q}`, { auth: m.auth });
      expect(bad.status).toBe(400);
      expect(bad.body.error.param).toBe(param);
    }
  });
});

describe("summary", () => {
  it("adds up the known charges", async () => {
    const res = await call(summary.GET, "GET", "/v1/charges/summary", { auth: m.auth });
    const s = res.body.data;
    expect(s).toMatchObject({
      total_count: 6,
      total_amount: 62000,
      approval_rate: 0.8,
      captured_volume: 47000,
      refunded_volume: 17000,
      net_volume: 30000,
      captured_count: 3,
      average_ticket: 15667,
    });
    const by = Object.fromEntries(
      s.by_status.map((b: { status: string; count: number; amount: number }) => [b.status, [b.count, b.amount]]),
    );
    expect(by).toEqual({
      pending: [1, 3000],
      processing: [0, 0],
      authorized: [1, 7000],
      captured: [1, 10000],
      partially_refunded: [1, 25000],
      refunded: [1, 12000],
      failed: [1, 5000],
      canceled: [0, 0],
    });
  });

  it("applies the list's filters", async () => {
    const res = await call(summary.GET, "GET", "/v1/charges/summary?date_from=2026-03-01&payment_method=credit_card", {
      auth: m.auth,
    });
    expect(res.body.data).toMatchObject({
      total_count: 3,
      captured_volume: 12000,
      refunded_volume: 12000,
      net_volume: 0,
      approval_rate: 0.6667,
    });
  });
});

describe("revenue chart", () => {
  it("gives captured less refunded per month, with empty months as zero", async () => {
    const data = await revenueChart({
      ctx: { ...m.ctx, now: () => new Date("2026-04-10T00:00:00Z") },
      input: revenueChartQuery.parse({ months: "6" }),
    });
    expect(data.months).toEqual([
      { month: "2025-11", captured: 0, refunded: 0, revenue: 0, charges: 0 },
      { month: "2025-12", captured: 0, refunded: 0, revenue: 0, charges: 0 },
      { month: "2026-01", captured: 10000, refunded: 0, revenue: 10000, charges: 1 },
      { month: "2026-02", captured: 25000, refunded: 0, revenue: 25000, charges: 1 },
      { month: "2026-03", captured: 12000, refunded: 17000, revenue: -5000, charges: 1 },
      { month: "2026-04", captured: 0, refunded: 0, revenue: 0, charges: 0 },
    ]);
  });

  it("answers 12 months by default over HTTP and refuses months=0", async () => {
    const res = await call(chart.GET, "GET", "/v1/charges/revenue-chart", { auth: m.auth });
    expect(res.body.data.months).toHaveLength(12);
    expect(
      (await call(chart.GET, "GET", "/v1/charges/revenue-chart?months=0", { auth: m.auth })).body.error.param,
    ).toBe("months");
  });
});

describe("payment methods and export", () => {
  it("lists methods per currency", async () => {
    const brl = await call(methods.GET, "GET", "/v1/charges/payment-methods?currency=BRL", { auth: m.auth });
    const enabled = brl.body.data.payment_methods
      .filter((p: { enabled: boolean }) => p.enabled)
      .map((p: { payment_method: string }) => p.payment_method);
    expect(enabled).toEqual(["credit_card", "apple_pay", "pix"]);
    const usd = await call(methods.GET, "GET", "/v1/charges/payment-methods?currency=USD", { auth: m.auth });
    expect(usd.body.data.payment_methods.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
  });

  it("exports the filtered list as CSV", async () => {
    const res = await call(exportCsv.GET, "GET", "/v1/charges/export?date_from=2026-03-01", { auth: m.auth });
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = String(res.body).trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,status/);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([ids.c6, ids.c5, ids.c4, ids.c3]);
  });
});
