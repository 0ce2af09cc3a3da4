import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as approveRoute from "@/app/v1/withdrawals/[id]/approve/route";
import * as cancelRoute from "@/app/v1/withdrawals/[id]/cancel/route";
import * as rejectRoute from "@/app/v1/withdrawals/[id]/reject/route";
import * as settingsRoute from "@/app/v1/merchants/[id]/withdrawal-settings/route";
import { auditEvents } from "@/db/schema";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances, eventsOf, fund, runPayouts, setRecipients, withdraw, withdrawalRow } from "./support";

/**
 * The daily withdrawal total (docs/api/risk.md): what a merchant's withdrawals take out without an admin in any
 * 24 hours is bounded; past it a withdrawal is made, its money held, but waits (`pending_review`) for an admin.
 */
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

const settingsUrl = (m: TestMerchant) => `/v1/merchants/${m.id}/withdrawal-settings`;

function readSettings(m: TestMerchant, auth = m.auth) {
  return call(settingsRoute.GET, "GET", settingsUrl(m), { auth, params: { id: m.id } });
}

function setLimit(m: TestMerchant, body: unknown, auth = admin.auth) {
  return call(settingsRoute.PATCH, "PATCH", settingsUrl(m), { auth, params: { id: m.id }, body });
}

function decide(kind: "approve" | "reject", id: string, body: unknown = {}, auth = admin.auth) {
  const handler = kind === "approve" ? approveRoute.POST : rejectRoute.POST;
  return call(handler, "POST", `/v1/withdrawals/${id}/${kind}`, { auth, params: { id }, body });
}

/** A merchant with recipients, R$ 1.000,00 available and a daily total of R$ 100,00. */
async function merchantWithLimit(limit = 10_000): Promise<TestMerchant> {
  const m = await createTestMerchant();
  await setRecipients(m);
  await fund(m, 100_000);
  expect((await setLimit(m, { daily_max_amount: limit })).status).toBe(200);
  return m;
}

async function auditOf(targetId: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, targetId)));
}

/** Two passes of the payout job: one takes the due Pix to the rail, the next reads its answer at the latest. */
async function payoutRuns() {
  await runPayouts();
  await runPayouts();
}

describe("the daily withdrawal total, set by admins", () => {
  it("is R$ 50.000,00 by default; the merchant reads it and what is left, but cannot change it", async () => {
    const m = await createTestMerchant();
    const read = await readSettings(m);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      merchant_id: m.id,
      daily_max_amount: 5_000_000,
      daily_used_amount: 0,
      daily_remaining_amount: 5_000_000,
    });
    const byMerchant = await setLimit(m, { daily_max_amount: 99_999_999 }, m.auth);
    expect(byMerchant.status).toBe(403);
    expect(byMerchant.body.error.code).toBe("admin_only");
    expect((await readSettings(m)).body.data.daily_max_amount).toBe(5_000_000);
    expect(await auditOf(m.id)).toEqual([]);
  });

  it("refuses a bad limit with the field named, and changes nothing", async () => {
    const m = await createTestMerchant();
    for (const body of [
      { daily_max_amount: -1 },
      { daily_max_amount: 10.5 },
      { daily_max_amount: "5000" },
      { daily_max_amount: 10_000_000_001 },
      {},
      { daily_max_amount: 1_000, per_day: 1 },
    ]) {
      const res = await setLimit(m, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.type).toBe("validation_error");
    }
    expect((await setLimit(m, { daily_max_amount: -1 })).body.error.param).toBe("daily_max_amount");
    expect((await readSettings(m)).body.data.daily_max_amount).toBe(5_000_000);
    expect(await auditOf(m.id)).toEqual([]);
  });

  it("an admin's change is audited with before and after; an unknown merchant is 404", async () => {
    const m = await createTestMerchant();
    const res = await setLimit(m, { daily_max_amount: 0 });
    expect(res.body.data).toMatchObject({ daily_max_amount: 0, daily_remaining_amount: 0 });
    const [entry] = await auditOf(m.id);
    expect(entry).toMatchObject({
      action: "withdrawal_settings.updated",
      before: { daily_max_amount: 5_000_000 },
      after: { daily_max_amount: 0 },
    });
    const ghost = "0190d4a0-0000-7000-8000-000000000000";
    const missing = await call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${ghost}/withdrawal-settings`, {
      auth: admin.auth,
      params: { id: ghost },
      body: { daily_max_amount: 1 },
    });
    expect(missing.status).toBe(404);
  });
});

describe("a withdrawal past the daily total", () => {
  it("under the total goes on at once; past it waits for review with its money held, through payout runs", async () => {
    const m = await merchantWithLimit(10_000);
    const first = await withdraw(m, { amount: 6_000, method: "pix" });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: "pending", approval: "automatic" });
    // 6 000 + 5 000 > 10 000: made all the same, but waits.
    const second = await withdraw(m, { amount: 5_000, method: "pix" });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ status: "pending_review", approval: null, reason: null });
    expect(await balances(m)).toEqual({ main: 89_000, reserve: 11_000 });
    // What is left of the day is what still fits: 4 000 goes on at once.
    expect((await readSettings(m)).body.data).toMatchObject({
      daily_used_amount: 6_000,
      daily_remaining_amount: 4_000,
    });
    expect((await withdraw(m, { amount: 4_000, method: "pix" })).body.data.status).toBe("pending");

    await payoutRuns();
    expect((await withdrawalRow(first.body.data.id)).status).toBe("completed");
    expect((await withdrawalRow(second.body.data.id)).status).toBe("pending_review");
    expect(await eventsOf(second.body.data.id)).toEqual(["withdrawal.created"]);
    expect(await balances(m)).toEqual({ main: 85_000, reserve: 5_000 });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("counts only the last 24 hours, rolling", async () => {
    const m = await merchantWithLimit(10_000);
    expect((await withdraw(m, { amount: 10_000, method: "pix" })).body.data.status).toBe("pending");
    expect((await withdraw(m, { amount: 100, method: "pix" })).body.data.status).toBe("pending_review");
    const { createWithdrawal } = await import("@/server/money/withdrawals/create-withdrawal");
    const at = (ms: number) => ({ ...m.ctx, now: () => new Date(Date.now() + ms) });
    // 23 h 59 min later the first one still counts; a minute past 24 hours it no longer does.
    const early = await createWithdrawal({ ctx: at(86_340_000), input: { amount: 100, method: "pix" } });
    expect(early.status).toBe("pending_review");
    const late = await createWithdrawal({ ctx: at(86_460_000), input: { amount: 10_000, method: "pix" } });
    expect(late.status).toBe("pending");
  });

  it("failed, canceled and rejected withdrawals give their amount back to the day; approved ones do not use it", async () => {
    const m = await merchantWithLimit(10_000);
    // The sandbox rail fails an amount ending in 51.
    const failing = await withdraw(m, { amount: 9_951, method: "pix" });
    expect(failing.body.data.status).toBe("pending");
    await payoutRuns();
    expect((await withdrawalRow(failing.body.data.id)).status).toBe("failed");
    const canceled = await withdraw(m, { amount: 10_000, method: "pix" });
    expect(canceled.body.data.status).toBe("pending");
    expect(
      (await call(cancelRoute.POST, "POST", "/", { auth: m.auth, params: { id: canceled.body.data.id } })).status,
    ).toBe(200);

    const held = await withdraw(m, { amount: 20_000, method: "pix" });
    expect(held.body.data.status).toBe("pending_review");
    expect((await decide("approve", held.body.data.id)).status).toBe(200);
    const rejected = await withdraw(m, { amount: 30_000, method: "pix" });
    expect((await decide("reject", rejected.body.data.id)).status).toBe(200);
    expect((await readSettings(m)).body.data).toMatchObject({ daily_used_amount: 0, daily_remaining_amount: 10_000 });
    expect((await withdraw(m, { amount: 10_000, method: "pix" })).body.data.status).toBe("pending");
  });

  it("the merchant may cancel one waiting for review: the money is back in main", async () => {
    const m = await merchantWithLimit(0);
    const held = await withdraw(m, { amount: 1_000, method: "ted" });
    expect(held.body.data).toMatchObject({ status: "pending_review", fee_amount: 367 });
    const res = await call(cancelRoute.POST, "POST", "/", { auth: m.auth, params: { id: held.body.data.id } });
    expect(res.body.data.status).toBe("canceled");
    expect(await balances(m)).toEqual({ main: 100_000, reserve: 0 });
    expect(await eventsOf(held.body.data.id)).toEqual(["withdrawal.created", "withdrawal.canceled"]);
  });
});

describe("an admin's review", () => {
  it("approves: the withdrawal goes on like any pending one, with its event and audit entry", async () => {
    const m = await merchantWithLimit(0);
    const held = (await withdraw(m, { amount: 2_500, method: "pix" })).body.data;
    const res = await decide("approve", held.id, { reason: "Confirmado por telefone" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "pending", approval: "manual", reason: "Confirmado por telefone" });
    expect(res.body.data.approved_at).not.toBeNull();
    await payoutRuns();
    expect((await withdrawalRow(held.id)).status).toBe("completed");
    expect(await eventsOf(held.id)).toEqual([
      "withdrawal.created",
      "withdrawal.approved",
      "withdrawal.processing",
      "withdrawal.completed",
    ]);
    const [entry] = await auditOf(held.id);
    expect(entry).toMatchObject({
      action: "withdrawal.approved",
      merchantId: m.id,
      before: { status: "pending_review" },
      after: { status: "pending", amount: 2_500 },
    });
    expect(await balances(m)).toEqual({ main: 97_500, reserve: 0 });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("rejects: the money is back in main, the merchant sees the reason; a second decision is 422", async () => {
    const m = await merchantWithLimit(0);
    const held = (await withdraw(m, { amount: 2_500, method: "ted" })).body.data;
    const res = await decide("reject", held.id, { reason: "Chave Pix recém-trocada" });
    expect(res.body.data).toMatchObject({ status: "rejected", reason: "Chave Pix recém-trocada", approval: "manual" });
    expect(await balances(m)).toEqual({ main: 100_000, reserve: 0 });
    expect(await eventsOf(held.id)).toEqual(["withdrawal.created", "withdrawal.rejected"]);
    expect((await auditOf(held.id)).map((e) => e.action)).toEqual(["withdrawal.rejected"]);

    for (const kind of ["approve", "reject"] as const) {
      const again = await decide(kind, held.id);
      expect(again.status).toBe(422);
      expect(again.body.error.code).toBe("invalid_state");
    }
    const seen = await call((await import("@/app/v1/withdrawals/[id]/route")).GET, "GET", "/", {
      auth: m.auth,
      params: { id: held.id },
    });
    expect(seen.body.data).toMatchObject({ status: "rejected", reason: "Chave Pix recém-trocada" });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("is an admin's: the merchant cannot approve or reject its own, and nothing changes", async () => {
    const m = await merchantWithLimit(0);
    const held = (await withdraw(m, { amount: 2_500, method: "pix" })).body.data;
    for (const kind of ["approve", "reject"] as const) {
      const res = await decide(kind, held.id, {}, m.auth);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("admin_only");
    }
    const row = await withdrawalRow(held.id);
    expect(row.status).toBe("pending_review");
    expect(await auditOf(held.id)).toEqual([]);
  });

  it("refuses a bad body or an unknown id and changes nothing; a pending one (not held) is 422", async () => {
    const m = await merchantWithLimit(0);
    const held = (await withdraw(m, { amount: 2_500, method: "pix" })).body.data;
    for (const body of [{ reason: "" }, { reason: "x".repeat(501) }, { approve: true }]) {
      const res = await decide("approve", held.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const ghost = "0190d4a0-0000-7000-8000-000000000000";
    expect((await decide("reject", ghost)).status).toBe(404);
    expect((await withdrawalRow(held.id)).status).toBe("pending_review");

    expect((await setLimit(m, { daily_max_amount: 1_000_000 })).status).toBe(200);
    const pending = (await withdraw(m, { amount: 1_000, method: "pix" })).body.data;
    expect(pending.status).toBe("pending");
    expect((await decide("reject", pending.id)).body.error.code).toBe("invalid_state");
    expect(await balances(m)).toEqual({ main: 96_500, reserve: 3_500 });
  });

  it("cannot approve a suspended merchant's until reactivation, but may reject it", async () => {
    const m = await merchantWithLimit(0);
    const one = (await withdraw(m, { amount: 1_000, method: "pix" })).body.data;
    const two = (await withdraw(m, { amount: 2_000, method: "pix" })).body.data;
    await updateMerchant({ ctx: systemCtx(), id: m.id, input: { status: "inactive" } });
    const refused = await decide("approve", one.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("merchant_inactive");
    expect((await withdrawalRow(one.id)).status).toBe("pending_review");
    expect((await decide("reject", two.id)).body.data.status).toBe("rejected");

    await updateMerchant({ ctx: systemCtx(), id: m.id, input: { status: "active" } });
    expect((await decide("approve", one.id)).body.data.status).toBe("pending");
    await payoutRuns();
    expect((await withdrawalRow(one.id)).status).toBe("completed");
    expect(await balances(m)).toEqual({ main: 99_000, reserve: 0 });
  });
});

describe("the operator's command", () => {
  it("shows and sets the daily total, refusing a bad amount", async () => {
    const { withdrawalLimitCommand } = await import("@/server/money/withdrawals/withdrawal-limit-command");
    const m = await createTestMerchant();
    expect(await withdrawalLimitCommand.run({ merchant: m.id }, systemCtx())).toMatchObject({
      daily_max_amount: 5_000_000,
    });
    for (const bad of ["-1", "1.5", "abc", "10000000001"])
      await expect(withdrawalLimitCommand.run({ merchant: m.id, "daily-max": bad }, systemCtx())).rejects.toMatchObject(
        {
          type: "validation_error",
        },
      );
    expect(await withdrawalLimitCommand.run({ merchant: m.id, "daily-max": "2000000" }, systemCtx())).toMatchObject({
      daily_max_amount: 2_000_000,
    });
    expect((await readSettings(m)).body.data.daily_max_amount).toBe(2_000_000);
  });
});
