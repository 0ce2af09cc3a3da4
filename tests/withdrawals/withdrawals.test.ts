import { describe, expect, it } from "vitest";
import * as list from "@/app/v1/withdrawals/route";
import * as one from "@/app/v1/withdrawals/[id]/route";
import * as cancel from "@/app/v1/withdrawals/[id]/cancel/route";
import * as methods from "@/app/v1/withdrawals/methods/route";
import * as fee from "@/app/v1/withdrawals/fee/route";
import * as summary from "@/app/v1/withdrawals/summary/route";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { setPricing } from "@/server/money/pricing/set-pricing";
import { systemCtx } from "@/server/platform/context";
import { createWithdrawal } from "@/server/money/withdrawals/create-withdrawal";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import {
  IN_WINDOW,
  balances,
  eventsOf,
  fund,
  ledgerOf,
  runPayouts,
  setRecipients,
  withdraw,
  withdrawalRow,
} from "./support";

describe("withdrawal methods and fees", () => {
  it("offers Pix with a Pix key or a bank account, and TED only with a bank account", async () => {
    const m = await createTestMerchant();
    const none = await call(methods.GET, "GET", "/v1/withdrawals/methods", { auth: m.auth });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([
      expect.objectContaining({ method: "pix", available: false, unavailable_reason: "pix_recipient_required" }),
      expect.objectContaining({ method: "ted", available: false, unavailable_reason: "bank_account_required" }),
    ]);

    await setRecipients(m, { pixKey: true });
    const pixOnly = (await call(methods.GET, "GET", "/v1/withdrawals/methods", { auth: m.auth })).body.data;
    expect(pixOnly[0]).toMatchObject({ method: "pix", available: true, recipient_type: "pix_key", fee_amount: 0 });
    expect(pixOnly[1]).toMatchObject({ method: "ted", available: false, fee_amount: 367, timing: "bank_window" });

    const m2 = await createTestMerchant();
    await setRecipients(m2, { bankAccount: true });
    const accountOnly = (await call(methods.GET, "GET", "/v1/withdrawals/methods", { auth: m2.auth })).body.data;
    expect(accountOnly[0]).toMatchObject({ method: "pix", available: true, recipient_type: "bank_account" });
    expect(accountOnly[1]).toMatchObject({ method: "ted", available: true, recipient_type: "bank_account" });
  });

  it("quotes the fee from the merchant's pricing", async () => {
    const m = await createTestMerchant();
    const ted = await call(fee.GET, "GET", "/v1/withdrawals/fee?amount=10000&method=ted", { auth: m.auth });
    expect(ted.body.data).toEqual({
      method: "ted",
      amount: 10000,
      fee_amount: 367,
      total_amount: 10367,
      currency: "BRL",
    });
    const pix = await call(fee.GET, "GET", "/v1/withdrawals/fee?amount=10000&method=pix", { auth: m.auth });
    expect(pix.body.data.fee_amount).toBe(0);

    await setPricing({ ctx: systemCtx(), merchantId: m.id, input: { withdrawalFeePix: 150, withdrawalFeeTed: 500 } });
    const custom = await call(fee.GET, "GET", "/v1/withdrawals/fee?amount=10000&method=pix", { auth: m.auth });
    expect(custom.body.data).toMatchObject({ fee_amount: 150, total_amount: 10150 });

    const bad = await call(fee.GET, "GET", "/v1/withdrawals/fee?amount=1.5&method=pix", { auth: m.auth });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("amount");
  });
});

describe("creating a withdrawal", () => {
  it("moves amount + fee from main to reserve in one ledger transaction and records withdrawal.created", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 50_000);
    const res = await withdraw(m, { amount: 10_000, method: "ted", description: "Retirada semanal" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "pending",
      method: "ted",
      amount: 10_000,
      fee_amount: 367,
      total_amount: 10_367,
      description: "Retirada semanal",
      bank: { code: "341", ispb: "60701190" },
      recipient: { type: "bank_account", account_number: "****5432", holder_document: "***.982.247-**" },
    });
    // Documents and account numbers never leave in clear.
    expect(JSON.stringify(res.body)).not.toContain("98765432");
    expect(JSON.stringify(res.body)).not.toContain("52998224725");
    expect(await balances(m)).toEqual({ main: 50_000 - 10_367, reserve: 10_367 });
    expect(await eventsOf(res.body.data.id)).toEqual(["withdrawal.created"]);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("refuses more than the available balance with 422 insufficient_funds and changes nothing", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 10_000);
    const res = await withdraw(m, { amount: 9_700, method: "ted" }); // 9 700 + 367 > 10 000
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: "invalid_request_error", code: "insufficient_funds" });
    expect(await balances(m)).toEqual({ main: 10_000, reserve: 0 });
    const listed = await call(list.GET, "GET", "/v1/withdrawals", { auth: m.auth });
    expect(listed.body.pagination.total).toBe(0);
    // Exactly the whole balance fits.
    expect((await withdraw(m, { amount: 9_633, method: "ted" })).status).toBe(201);
    expect(await balances(m)).toEqual({ main: 0, reserve: 10_000 });
  });

  it("needs a recipient for the method", async () => {
    const m = await createTestMerchant();
    await setRecipients(m, { pixKey: true });
    await fund(m, 10_000);
    const res = await withdraw(m, { amount: 1_000, method: "ted" });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "bank_account_required", param: "method" });
    expect(await balances(m)).toEqual({ main: 10_000, reserve: 0 });
  });

  it("validates the body strictly", async () => {
    const m = await createTestMerchant();
    for (const body of [
      { amount: 0, method: "pix" },
      { amount: 10.5, method: "pix" },
      { amount: "100", method: "pix" },
      { amount: 100, method: "doc" },
      { amount: 100, method: "pix", bank: "x" },
    ]) {
      const res = await withdraw(m, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("replays an Idempotency-Key instead of withdrawing twice", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 10_000);
    const key = { "idempotency-key": "withdraw-once-123" };
    const first = await withdraw(m, { amount: 1_000, method: "pix" }, key);
    const again = await withdraw(m, { amount: 1_000, method: "pix" }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balances(m)).toEqual({ main: 9_000, reserve: 1_000 });
    const other = await withdraw(m, { amount: 2_000, method: "pix" }, key);
    expect(other.status).toBe(409);
  });

  it("an admin must act for a merchant to withdraw", async () => {
    const admin = await createPlatformKey();
    const res = await call(list.POST, "POST", "/v1/withdrawals", {
      auth: admin.auth,
      body: { amount: 100, method: "pix" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("merchant_required");
  });
});

describe("the bank rail", () => {
  it("Pix completes at once: reserve to the external account, the fee to the platform, with its events", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 20_000);
    await setPricing({ ctx: systemCtx(), merchantId: m.id, input: { withdrawalFeePix: 100 } });
    const w = (await withdraw(m, { amount: 15_000, method: "pix" })).body.data;
    // Pix does not wait for banks: any day, any hour (the job sees every merchant's, hence "at least").
    const outcome = await runPayouts();
    expect(outcome.completed).toBeGreaterThanOrEqual(1);
    const row = await withdrawalRow(w.id);
    expect(row.status).toBe("completed");
    expect(row.authenticationCode).toMatch(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/);
    // A Pix key's institution comes from the rail (the sandbox places every key at 001).
    expect(row.destination.bank).toMatchObject({ code: "001", ispb: "00000000" });
    expect(await balances(m)).toEqual({ main: 20_000 - 15_100, reserve: 0 });
    expect(await ledgerOf(w.id)).toEqual({
      withdrawal: { "merchant:main": -15_100, "merchant:reserve": 15_100 },
      withdrawal_payout: { "merchant:reserve": -15_100, "external:main": 15_000, "platform:main": 100 },
    });
    expect(await eventsOf(w.id)).toEqual(["withdrawal.created", "withdrawal.processing", "withdrawal.completed"]);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
    // A second pass changes nothing.
    await runPayouts();
    expect(await balances(m)).toEqual({ main: 20_000 - 15_100, reserve: 0 });
    expect(await eventsOf(w.id)).toHaveLength(3);
    const got = await call(one.GET, "GET", `/v1/withdrawals/${w.id}`, { auth: m.auth, params: { id: w.id } });
    expect(got.body.data).toMatchObject({ status: "completed", receipt_url: `/v1/withdrawals/${w.id}/receipt` });
  });

  it("a failure returns everything to main, with the reason and withdrawal.failed", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 20_000);
    const w = (await withdraw(m, { amount: 10_051, method: "pix" })).body.data; // …51: account invalid
    expect(await balances(m)).toEqual({ main: 20_000 - 10_051, reserve: 10_051 });
    await runPayouts();
    const got = (await call(one.GET, "GET", `/v1/withdrawals/${w.id}`, { auth: m.auth, params: { id: w.id } })).body
      .data;
    expect(got).toMatchObject({ status: "failed", failure_code: "recipient_account_invalid", receipt_url: null });
    expect(got.failure_message).toBeTruthy();
    expect(await balances(m)).toEqual({ main: 20_000, reserve: 0 });
    expect((await ledgerOf(w.id)).withdrawal_return).toEqual({ "merchant:reserve": -10_051, "merchant:main": 10_051 });
    expect(await eventsOf(w.id)).toEqual(["withdrawal.created", "withdrawal.processing", "withdrawal.failed"]);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("a rail that has not answered keeps the withdrawal processing until it does", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 20_000);
    const w = (await withdraw(m, { amount: 1_054, method: "pix" })).body.data; // …54: stays processing
    expect((await runPayouts()).still_processing).toBeGreaterThanOrEqual(1);
    const row = await withdrawalRow(w.id);
    expect(row).toMatchObject({ status: "processing" });
    expect(row.railReference).toMatch(/^sbx_pix_/);
    // Too late to cancel: the rail has it.
    const res = await call(cancel.POST, "POST", `/v1/withdrawals/${w.id}/cancel`, {
      auth: m.auth,
      params: { id: w.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("invalid_state");
    expect(await balances(m)).toEqual({ main: 20_000 - 1_054, reserve: 1_054 });
  });

  it("cancel while pending returns the money, once, with withdrawal.canceled", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 20_000);
    const w = (await withdraw(m, { amount: 5_000, method: "ted" })).body.data;
    const first = await call(cancel.POST, "POST", `/v1/withdrawals/${w.id}/cancel`, {
      auth: m.auth,
      params: { id: w.id },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: "canceled" });
    expect(first.body.data.canceled_at).toBeTruthy();
    expect(await balances(m)).toEqual({ main: 20_000, reserve: 0 });
    const second = await call(cancel.POST, "POST", `/v1/withdrawals/${w.id}/cancel`, {
      auth: m.auth,
      params: { id: w.id },
    });
    expect(second.status).toBe(422);
    expect(await balances(m)).toEqual({ main: 20_000, reserve: 0 });
    expect(await eventsOf(w.id)).toEqual(["withdrawal.created", "withdrawal.canceled"]);
    // The payout job never takes a canceled withdrawal.
    await runPayouts(IN_WINDOW);
    expect((await withdrawalRow(w.id)).status).toBe("canceled");
  });

  it("a TED asked outside the window is scheduled for the next one and paid then", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 20_000);
    // Friday 2026-11-20 is Black Awareness Day (a national holiday): asked at 10:00 it waits for Monday 06:30.
    const askedAt = new Date("2026-11-20T13:00:00Z");
    const w = await createWithdrawal({
      ctx: { ...m.ctx, now: () => askedAt },
      input: { amount: 8_000, method: "ted" },
    });
    expect(w.scheduled_for).toBe("2026-11-23T09:30:00.000Z");
    await runPayouts(new Date("2026-11-21T15:00:00Z")); // Saturday
    expect((await withdrawalRow(w.id)).status).toBe("pending");
    await runPayouts(new Date("2026-11-23T09:29:00Z")); // Monday 06:29
    expect((await withdrawalRow(w.id)).status).toBe("pending");
    await runPayouts(new Date("2026-11-23T09:30:00Z"));
    const row = await withdrawalRow(w.id);
    expect(row.status).toBe("completed");
    expect(row.destination.bank).toMatchObject({ code: "341" });
    expect(await balances(m)).toEqual({ main: 20_000 - 8_367, reserve: 0 });
    expect(await eventsOf(w.id)).toEqual(["withdrawal.created", "withdrawal.processing", "withdrawal.completed"]);
  });

  it("a TED asked inside the window goes at once", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 20_000);
    const w = await createWithdrawal({
      ctx: { ...m.ctx, now: () => IN_WINDOW },
      input: { amount: 2_000, method: "ted" },
    });
    expect(w.scheduled_for).toBe(IN_WINDOW.toISOString());
    await runPayouts(IN_WINDOW);
    expect((await withdrawalRow(w.id)).status).toBe("completed");
  });
});

describe("lists and summary", () => {
  it("pages with per_page, filters by status and currency, and admins filter by merchant", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    for (const x of [m, other]) {
      await setRecipients(x);
      await fund(x, 100_000);
    }
    for (let i = 0; i < 3; i++) await withdraw(m, { amount: 1_000 + i, method: "ted" });
    const last = (await withdraw(m, { amount: 500, method: "pix" })).body.data;
    await call(cancel.POST, "POST", `/v1/withdrawals/${last.id}/cancel`, { auth: m.auth, params: { id: last.id } });
    await withdraw(other, { amount: 700, method: "pix" });

    const page = await call(list.GET, "GET", "/v1/withdrawals?per_page=2&page=2", { auth: m.auth });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({ page: 2, per_page: 2, total: 4, total_pages: 2 });
    expect(page.body.data).toHaveLength(2);
    const canceled = await call(list.GET, "GET", "/v1/withdrawals?status=canceled&currency=BRL", { auth: m.auth });
    expect(canceled.body.data.map((w: { id: string }) => w.id)).toEqual([last.id]);
    expect((await call(list.GET, "GET", "/v1/withdrawals?limit=2", { auth: m.auth })).status).toBe(400);
    expect((await call(list.GET, "GET", "/v1/withdrawals?per_page=101", { auth: m.auth })).status).toBe(400);

    const admin = await createPlatformKey();
    const all = await call(list.GET, "GET", "/v1/withdrawals?per_page=100", { auth: admin.auth });
    const merchantsSeen = new Set(all.body.data.map((w: { merchant_id: string }) => w.merchant_id));
    expect(merchantsSeen.has(m.id) && merchantsSeen.has(other.id)).toBe(true);
    const one = await call(list.GET, "GET", `/v1/withdrawals?merchant_id=${other.id}`, { auth: admin.auth });
    expect(one.body.data.map((w: { merchant_id: string }) => w.merchant_id)).toEqual([other.id]);
    const cross = await call(list.GET, "GET", `/v1/withdrawals?merchant_id=${other.id}`, { auth: m.auth });
    expect(cross.status).toBe(403);
    expect(cross.body.error.code).toBe("cross_merchant_filter");
  });

  it("sums by status and method, with the fees of completed withdrawals", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 100_000);
    const ted = await createWithdrawal({
      ctx: { ...m.ctx, now: () => IN_WINDOW },
      input: { amount: 10_000, method: "ted" },
    });
    await createWithdrawal({ ctx: { ...m.ctx, now: () => IN_WINDOW }, input: { amount: 3_051, method: "pix" } }); // fails
    await runPayouts(IN_WINDOW);
    await withdraw(m, { amount: 2_000, method: "pix" }); // pending, asked today
    const res = await call(summary.GET, "GET", "/v1/withdrawals/summary", { auth: m.auth });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.totals).toEqual({ count: 3, amount: 15_051, fee_amount: 367 });
    expect(s.by_status.find((b: { status: string }) => b.status === "completed")).toEqual({
      status: "completed",
      count: 1,
      amount: 10_000,
      fee_amount: 367,
    });
    expect(s.by_status.find((b: { status: string }) => b.status === "failed").count).toBe(1);
    expect(s.by_method).toEqual([
      { method: "pix", count: 2, amount: 5_051, fee_amount: 0 },
      { method: "ted", count: 1, amount: 10_000, fee_amount: 367 },
    ]);
    expect(s).toMatchObject({ withdrawn_amount: 10_000, fees_paid: 367 });
    expect((await withdrawalRow(ted.id)).status).toBe("completed");
    const period = await call(summary.GET, "GET", "/v1/withdrawals/summary?date_from=2026-11-18&date_to=2026-11-18", {
      auth: m.auth,
    });
    expect(period.body.data.totals.count).toBe(2);
  });
});
