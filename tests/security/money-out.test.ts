import { beforeAll, describe, expect, it } from "vitest";
import * as approveRoute from "@/app/v1/anticipations/[id]/approve/route";
import * as settingsRoute from "@/app/v1/merchants/[id]/anticipation-settings/route";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";
import { runAutomaticAnticipations } from "@/server/money/anticipations/automatic-anticipations";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { systemCtx } from "@/server/platform/context";
import { chargeInInstallments, examplePricing, postAnticipation } from "@/tests/anticipations/support";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances, fund, runPayouts, setRecipients, withdraw, withdrawalRow } from "@/tests/withdrawals/support";

/**
 * Money out (docs/api/risk.md): rolling 24-hour ceilings on anticipations approved and withdrawals sent without an admin,
 * and a suspended merchant's money stays in: no withdrawal advances, no anticipation is made or approved,
 * and what was pending resumes on reactivation.
 */
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

async function settings(m: TestMerchant, body?: Record<string, unknown>) {
  const url = `/v1/merchants/${m.id}/anticipation-settings`;
  const res = body
    ? await call(settingsRoute.PATCH, "PATCH", url, { auth: admin.auth, params: { id: m.id }, body })
    : await call(settingsRoute.GET, "GET", url, { auth: admin.auth, params: { id: m.id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function suspend(m: TestMerchant, status: "active" | "inactive") {
  await updateMerchant({ ctx: systemCtx(), id: m.id, input: { status } });
}

describe("the daily ceiling of anticipations approved at once", () => {
  it("is R$ 50.000,00 in any 24 hours by default, and only an admin changes it", async () => {
    const m = await createTestMerchant();
    expect(await settings(m)).toMatchObject({ auto_approve_daily_max_amount: 5_000_000 });
    const byMerchant = await call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/anticipation-settings`, {
      auth: m.auth,
      params: { id: m.id },
      body: { auto_approve_daily_max_amount: 99_999_999 },
    });
    expect(byMerchant.status).toBe(403);
    expect(byMerchant.body.error.code).toBe("admin_only");
    expect(await settings(m)).toMatchObject({ auto_approve_daily_max_amount: 5_000_000 });
  });

  it("sends a request past the day's total to an admin, each request being within the per-request limit", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    for (let i = 0; i < 3; i++) await chargeInInstallments(m, 15_000, 3);
    await settings(m, { auto_approve_max_amount: 15_000, auto_approve_daily_max_amount: 20_000 });

    const first = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    expect(first.body.data).toMatchObject({ status: "completed", approval: "automatic" });
    // 14 000 + this one's amount would pass 20 000 in 24 hours: held for an admin, nothing credited.
    const second = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ status: "pending", approval: null });
    // The admin's decision is the way past the ceiling.
    const approved = await call(approveRoute.POST, "POST", `/v1/anticipations/${second.body.data.id}/approve`, {
      auth: admin.auth,
      params: { id: second.body.data.id },
      body: {},
    });
    expect(approved.body.data).toMatchObject({ status: "completed", approval: "manual" });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  // On PostgreSQL the requests run at once: the merchant's row lock counts them one after another.
  it("counts requests sent together one after another: one approved at once, the others wait", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    for (let i = 0; i < 4; i++) await chargeInInstallments(m, 15_000, 3);
    await settings(m, { auto_approve_max_amount: 15_000, auto_approve_daily_max_amount: 20_000 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const automatic = answers.filter((a) => a.body.data.approval === "automatic");
    expect(automatic).toHaveLength(1);
    expect(answers.filter((a) => a.body.data.status === "pending")).toHaveLength(3);
  });
});

describe("the daily total of withdrawals", () => {
  it("pays the first of three R$ 40.000,00 withdrawals in a row; the next two wait for an admin, money held", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 13_000_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await withdraw(m, { amount: 4_000_000, method: "pix" });
      expect(made.status).toBe(201);
      ids.push(made.body.data.id as string);
    }
    for (let i = 0; i < 3; i++) await runPayouts(new Date(Date.now() + i * 60_000));
    const statuses = await Promise.all(ids.map(async (id) => (await withdrawalRow(id)).status));
    expect(statuses).toEqual(["completed", "pending_review", "pending_review"]);
    // R$ 40.000,00 left the platform; R$ 80.000,00 stays in reserve until an admin decides.
    expect(await balances(m)).toEqual({ main: 1_000_000, reserve: 8_000_000 });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});

describe("a suspended merchant", () => {
  it("keeps its pending withdrawal pending through payout runs; it completes after reactivation", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 50_000);
    const made = await withdraw(m, { amount: 10_000, method: "pix" });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;

    await suspend(m, "inactive");
    for (let i = 0; i < 3; i++) await runPayouts(new Date(Date.now() + i * 60_000));
    expect((await withdrawalRow(id)).status).toBe("pending");
    // Still in reserve: nothing left the platform.
    expect((await balances(m)).reserve).toBeGreaterThanOrEqual(10_000);

    await suspend(m, "active");
    await runPayouts(new Date(Date.now() + 5 * 60_000));
    await runPayouts(new Date(Date.now() + 6 * 60_000));
    expect((await withdrawalRow(id)).status).toBe("completed");
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("gets no new withdrawal or anticipation, and an admin cannot approve its pending one until reactivation", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    await chargeInInstallments(m, 15_000, 3);
    await settings(m, { auto_approve_max_amount: 1_000 });
    const waiting = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    expect(waiting.body.data.status).toBe("pending");
    await setRecipients(m);
    await fund(m, 50_000);
    await suspend(m, "inactive");

    // Its own keys stop working; an admin acting for it meets the freeze.
    const asAdmin = { ...systemCtx(), actor: { role: "admin", via: "cli", actingMerchantId: m.id } as const };
    const { createWithdrawal } = await import("@/server/money/withdrawals/create-withdrawal");
    await expect(createWithdrawal({ ctx: asAdmin, input: { amount: 1_000, method: "pix" } })).rejects.toMatchObject({
      code: "merchant_inactive",
    });
    const approveNow = () =>
      call(approveRoute.POST, "POST", `/v1/anticipations/${waiting.body.data.id}/approve`, {
        auth: admin.auth,
        params: { id: waiting.body.data.id },
        body: {},
      });
    const refused = await approveNow();
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("merchant_inactive");
    const before = await balances(m);

    // The daily automatic run skips it, saying why.
    await settings(m, { automatic_enabled: true });
    const run = await runAutomaticAnticipations({ ctx: systemCtx({ now: () => new Date(Date.now() + 86_400_000) }) });
    expect(run.created.filter((c) => c.merchant_id === m.id)).toEqual([]);
    expect(await balances(m)).toEqual(before);

    await suspend(m, "active");
    expect((await approveNow()).body.data).toMatchObject({ status: "completed", approval: "manual" });
  });
});
