import { beforeAll, describe, expect, it } from "vitest";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import * as approveRoute from "@/app/v1/anticipations/[id]/approve/route";
import * as settingsRoute from "@/app/v1/merchants/[id]/anticipation-settings/route";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { runAutomaticAnticipations } from "@/server/money/anticipations/automatic-anticipations";
import { loseNextSandboxAnswer } from "@/server/payments/acquirer/sandbox-acquirer";
import { failStaleProcessingCharges, STALE_OPERATION_MS } from "@/server/payments/charges/fail-stale-processing";
import { capturedCharge, chargeRow } from "@/tests/charges/support";
import { postAnticipation, receivablesOf } from "@/tests/anticipations/support";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances } from "@/tests/withdrawals/support";
import { lowestMain } from "./support";

/**
 * A charge's receivables wait while a refund of it awaits the acquirer (docs/api/risk.md, "Refund allowance"): the
 * refund's hold counted them unpaid, so paying them meanwhile would let the refund take that money from `main` with
 * no allowance checked. Part 11 of the reliability suite met it: a refund whose answer was lost in the failover was
 * recorded after the final settlement run had paid its receivable, and took `main` below zero.
 */
const DAY = 86_400_000;
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

const refundLost = async (m: TestMerchant, chargeId: string, amount: number) => {
  loseNextSandboxAnswer("refund");
  const lost = await call(refundRoute.POST, "POST", `/v1/charges/${chargeId}/refund`, {
    auth: m.auth,
    params: { id: chargeId },
    body: { amount },
  });
  expect(lost.status).toBe(502);
  expect(await chargeRow(chargeId)).toMatchObject({ refundPendingAmount: amount, refundedAmount: 0 });
};
const sweepStaleOperations = () =>
  failStaleProcessingCharges({ ctx: systemCtx({ now: () => new Date(Date.now() + STALE_OPERATION_MS + 60_000) }) });
const settleFor = (m: TestMerchant) =>
  settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }), merchantId: m.id });

describe("receivables of a charge with a refund in flight", () => {
  it("are neither settled nor anticipated until the acquirer answers, then settle what is left", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 10_000);
    const [receivable] = await receivablesOf(c.id);

    await refundLost(m, c.id, 4_000);

    // Due, but its charge's refund is unanswered: the run passes it by.
    expect((await settleFor(m)).settled).toBe(0);
    expect((await receivablesOf(c.id))[0].status).toBe("pending");

    const named = await postAnticipation(m.auth, { anticipation_type: "spot", receivable_ids: [receivable.id] });
    expect(named.status).toBe(422);
    expect(named.body.error.code).toBe("receivables_unavailable");
    expect(named.body.error.details[0].message).toMatch(/refund of its charge awaits the acquirer/);
    const byAmount = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 1_000_000 });
    expect(byAmount.status).toBe(422);
    expect(byAmount.body.error.code).toBe("no_eligible_receivables");

    // The acquirer's answer is recorded: the refund shrinks the unpaid receivable, nothing leaves `main`.
    await sweepStaleOperations();
    expect(await chargeRow(c.id)).toMatchObject({ refundPendingAmount: 0, refundedAmount: 4_000 });
    expect(await balances(m)).toEqual({ main: 0, reserve: 0 });

    // The next run pays the rest: R$ 60,00 less its fee.
    const run = await settleFor(m);
    expect(run).toMatchObject({ settled: 1, gross_amount: 6_000 });
    expect((await receivablesOf(c.id))[0].status).toBe("settled");
    expect((await balances(m)).main).toBe(run.net_amount);
    expect(await lowestMain(m)).toBeGreaterThanOrEqual(0);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("an anticipation approved while one is in flight pays without it, and the refund takes nothing from `main`", async () => {
    const m = await createTestMerchant();
    const refunded = await capturedCharge(m, 10_000);
    const other = await capturedCharge(m, 20_000);
    const limits = await call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/anticipation-settings`, {
      auth: admin.auth,
      params: { id: m.id },
      body: { auto_approve_max_amount: 10_000 },
    });
    expect(limits.status).toBe(200);
    const asked = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 1_000_000 });
    expect(asked.body.data).toMatchObject({ status: "pending", approval: null });
    expect((await receivablesOf(refunded.id))[0].status).toBe("reserved");

    // Reserved is unpaid: the refund holds nothing, and its answer is lost.
    await refundLost(m, refunded.id, 4_000);
    const approved = await call(approveRoute.POST, "POST", "/x", {
      auth: admin.auth,
      params: { id: asked.body.data.id },
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe("completed");
    expect((await receivablesOf(refunded.id))[0].status).toBe("pending");
    expect((await receivablesOf(other.id))[0].status).toBe("anticipated");
    const paid = (await balances(m)).main;
    expect(paid).toBe(approved.body.data.net_amount);

    await sweepStaleOperations();
    expect(await chargeRow(refunded.id)).toMatchObject({ refundPendingAmount: 0, refundedAmount: 4_000 });
    expect((await balances(m)).main).toBe(paid);
    expect(await lowestMain(m)).toBeGreaterThanOrEqual(0);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("the daily automatic anticipation leaves that charge's receivables out and takes the day's others", async () => {
    const m = await createTestMerchant();
    const enabled = await call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/anticipation-settings`, {
      auth: m.auth,
      params: { id: m.id },
      body: { automatic_enabled: true, automatic_share_bp: 10_000, automatic_delay_days: 1 },
    });
    expect(enabled.status).toBe(200);
    const refunded = await capturedCharge(m, 10_000);
    const other = await capturedCharge(m, 20_000);
    await refundLost(m, refunded.id, 4_000);

    const run = await runAutomaticAnticipations({ ctx: systemCtx({ now: () => new Date(Date.now() + DAY) }) });
    const mine = run.created.filter((c) => c.merchant_id === m.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe("completed");
    expect((await receivablesOf(refunded.id))[0].status).toBe("pending");
    expect((await receivablesOf(other.id))[0].status).toBe("anticipated");

    await sweepStaleOperations();
    expect(await chargeRow(refunded.id)).toMatchObject({ refundPendingAmount: 0, refundedAmount: 4_000 });
    expect(await lowestMain(m)).toBeGreaterThanOrEqual(0);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});
