import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import * as settingsRoute from "@/app/v1/merchants/[id]/reserve-settings/route";
import { acquirerOperations, ledgerEntries, wallets } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb, queryRows } from "@/server/platform/db";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { sandboxAcquirer, sandboxEffects } from "@/server/payments/acquirer/sandbox-acquirer";
import { refundCharge } from "@/server/payments/charges/refund-charge";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";
import { capturedCharge, chargeRow } from "@/tests/charges/support";
import { databaseFingerprint } from "@/tests/support/fingerprint";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances } from "@/tests/withdrawals/support";
import { setReserveSettings } from "./support";

/**
 * The refund allowance (docs/api/risk.md): a refund of money already paid out may take the merchant's `main`
 * at most its allowance below zero (R$ 0 by default). Beyond it the refund is refused before the acquirer is
 * asked, and nothing changes; within it the paid part is held from `main` while the acquirer answers.
 */
const DAY = 86_400_000;
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});
afterEach(() => vi.restoreAllMocks());

/** A R$ 100,00 charge in one installment, settled: 9 681 in `main` (3.19 % MDR). */
async function settledCharge(m: TestMerchant, amount = 10_000) {
  const c = await capturedCharge(m, amount);
  await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
  return c.id;
}

function refund(m: TestMerchant, id: string, body: Record<string, unknown> = {}) {
  return call(refundRoute.POST, "POST", `/v1/charges/${id}/refund`, { auth: m.auth, params: { id }, body });
}

const refundsAsked = () => sandboxEffects().filter((e) => e.kind === "refund").length;

async function mainEntries(m: TestMerchant) {
  const db = await getDb();
  const [main] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.ownerId, m.id), eq(wallets.walletType, "main")));
  return db
    .select({ type: ledgerEntries.type, amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.walletId, main.id))
    .orderBy(ledgerEntries.seq);
}

describe("the settings", () => {
  it("default to no allowance and no rolling reserve; only an admin changes them, and bad values change nothing", async () => {
    const m = await createTestMerchant();
    const url = `/v1/merchants/${m.id}/reserve-settings`;
    const own = await call(settingsRoute.GET, "GET", url, { auth: m.auth, params: { id: m.id } });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      merchant_id: m.id,
      custom: false,
      refund_allowance: 0,
      rolling_reserve_bp: 0,
      rolling_reserve_days: 30,
    });
    const byMerchant = await call(settingsRoute.PATCH, "PATCH", url, {
      auth: m.auth,
      params: { id: m.id },
      body: { refund_allowance: 1_000_000 },
    });
    expect(byMerchant.status).toBe(403);
    expect(byMerchant.body.error.code).toBe("admin_only");
    for (const [body, param] of [
      [{ refund_allowance: -1 }, "refund_allowance"],
      [{ refund_allowance: 1.5 }, "refund_allowance"],
      [{ rolling_reserve_bp: 10_001 }, "rolling_reserve_bp"],
      [{ rolling_reserve_days: 0 }, "rolling_reserve_days"],
      [{ reserve: 10 }, "reserve"],
    ] as const) {
      const before = await databaseFingerprint();
      const bad = await call(settingsRoute.PATCH, "PATCH", url, { auth: admin.auth, params: { id: m.id }, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.param).toBe(param);
      expect(await databaseFingerprint()).toEqual(before);
    }
    const set = await call(settingsRoute.PATCH, "PATCH", url, {
      auth: admin.auth,
      params: { id: m.id },
      body: { refund_allowance: 50_000 },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ custom: true, refund_allowance: 50_000, rolling_reserve_days: 30 });
    const [audit] = await queryRows<{ action: string; after: { refund_allowance: number } }>(
      await getDb(),
      sql`select action, after from audit_events where target_id = ${m.id} and action = 'reserve_settings.updated'`,
    );
    expect(audit.after.refund_allowance).toBe(50_000);
  });
});

describe("a refund of money already paid out", () => {
  it("beyond the allowance is 422 insufficient_balance_for_refund: the acquirer is not asked and nothing changes", async () => {
    const m = await createTestMerchant();
    const id = await settledCharge(m);
    expect((await balances(m)).main).toBe(9_681);
    const asked = refundsAsked();
    const before = await databaseFingerprint();

    // The whole 10 000 was paid out; `main` holds 9 681 and may not go below 0.
    const res = await refund(m, id);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "insufficient_balance_for_refund",
      param: "amount",
    });
    expect(res.body.error.message).toMatch(/9681/);
    expect(refundsAsked()).toBe(asked);
    expect(await databaseFingerprint()).toEqual(before);
    expect(await chargeRow(id)).toMatchObject({ status: "captured", refundedAmount: 0, refundPendingAmount: 0 });
  });

  it("within `main` goes through: held while the acquirer answers, then refunded; the reserve ends where it was", async () => {
    const m = await createTestMerchant();
    const id = await settledCharge(m);
    const res = await refund(m, id, { amount: 9_681 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "partially_refunded", refunded_amount: 9_681 });
    expect(await balances(m)).toEqual({ main: 0, reserve: 0 });
    expect((await mainEntries(m)).map((e) => [e.type, e.amount])).toEqual([
      ["settlement", 9_681],
      ["refund_hold", -9_681],
      ["refund_release", 9_681],
      ["refund", -9_681],
    ]);
    // What is left (319) is beyond `main`: refused.
    expect((await refund(m, id)).body.error.code).toBe("insufficient_balance_for_refund");
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("may take `main` below zero down to the allowance an admin granted, to the centavo", async () => {
    const m = await createTestMerchant();
    const id = await settledCharge(m);
    await setReserveSettings(m.id, { refund_allowance: 318 });
    expect((await refund(m, id)).body.error.code).toBe("insufficient_balance_for_refund");
    await setReserveSettings(m.id, { refund_allowance: 319 });
    const res = await refund(m, id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("refunded");
    expect(await balances(m)).toEqual({ main: -319, reserve: 0 });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("of a charge not yet settled needs no balance: its receivables shrink", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 10_000);
    const res = await refund(m, c.id);
    expect(res.status).toBe(200);
    expect(await balances(m)).toEqual({ main: 0, reserve: 0 });
  });

  it("refused by the acquirer gives the hold back to `main`", async () => {
    const m = await createTestMerchant();
    const id = await settledCharge(m);
    vi.spyOn(sandboxAcquirer, "refund").mockResolvedValueOnce({
      ok: false,
      failureCode: "processing_error",
      failureMessage: "The acquirer refused the refund.",
    });
    const res = await refund(m, id, { amount: 5_000 });
    expect(res.status).toBe(502);
    expect(await balances(m)).toEqual({ main: 9_681, reserve: 0 });
    expect((await mainEntries(m)).map((e) => [e.type, e.amount])).toEqual([
      ["settlement", 9_681],
      ["refund_hold", -5_000],
      ["refund_release", 5_000],
    ]);
    expect(await chargeRow(id)).toMatchObject({ status: "captured", refundedAmount: 0, refundPendingAmount: 0 });
    const [op] = await (
      await getDb()
    )
      .select()
      .from(acquirerOperations)
      .where(and(eq(acquirerOperations.chargeId, id), eq(acquirerOperations.kind, "refund")));
    expect(op.status).toBe("failed");
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("of a suspended merchant, made by an admin, meets the same allowance", async () => {
    const m = await createTestMerchant();
    const id = await settledCharge(m);
    await updateMerchant({ ctx: systemCtx(), id: m.id, input: { status: "inactive" } });
    const asAdmin = { ...systemCtx(), actor: { role: "admin", via: "cli", actingMerchantId: m.id } as const };
    const asked = refundsAsked();
    await expect(refundCharge({ ctx: asAdmin, id, input: {} })).rejects.toMatchObject({
      code: "insufficient_balance_for_refund",
    });
    expect(refundsAsked()).toBe(asked);
    // Within `main` an admin may still refund the card holder.
    const done = await refundCharge({ ctx: asAdmin, id, input: { amount: 1_000 } });
    expect(done.refunded_amount).toBe(1_000);
    expect(await balances(m)).toEqual({ main: 8_681, reserve: 0 });
  });
});
