import { describe, expect, it } from "vitest";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";
import { capturedCharge } from "@/tests/charges/support";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances, setRecipients, withdraw } from "@/tests/withdrawals/support";
import { lowestMain, setReserveSettings } from "./support";

/**
 * Refunds of paid-out money and withdrawals sent together on one merchant (run on PostgreSQL with
 * TEST_DATABASE_URL; PGlite runs them one after another): whatever order the database picks, `main` never goes
 * below minus the refund allowance, at any entry, and the books stay exact. Each request is either done or
 * refused with its own code.
 */
const DAY = 86_400_000;
const ALLOWANCE = 2_000;

describe("refunds and withdrawals at once", () => {
  it("never take `main` below the allowance, and money is conserved", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await setReserveSettings(m.id, { refund_allowance: ALLOWANCE });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await capturedCharge(m, 10_000)).id);
    await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
    expect((await balances(m)).main).toBe(8 * 9_681);

    // 80 000 of refunds and 45 000 of withdrawals against 77 448 (+ 2 000 allowed below zero).
    const answers = await Promise.all([
      ...ids.map((id) =>
        call(refundRoute.POST, "POST", `/v1/charges/${id}/refund`, { auth: m.auth, params: { id }, body: {} }),
      ),
      ...[15_000, 15_000, 15_000].map((amount) => withdraw(m, { amount, method: "pix" })),
    ]);
    const refunds = answers.slice(0, ids.length);
    const withdrawals = answers.slice(ids.length);
    for (const r of refunds) {
      expect([200, 422], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 422) expect(r.body.error.code).toBe("insufficient_balance_for_refund");
    }
    for (const w of withdrawals) {
      expect([201, 422], JSON.stringify(w.body)).toContain(w.status);
      if (w.status === 422) expect(w.body.error.code).toBe("insufficient_funds");
    }
    const refunded = refunds.filter((r) => r.status === 200).length * 10_000;
    const withdrawn = withdrawals.filter((w) => w.status === 201).length * 15_000;
    expect(refunded + withdrawn).toBeLessThanOrEqual(8 * 9_681 + ALLOWANCE);
    expect(refunded).toBeGreaterThan(0);

    const after = await balances(m);
    expect(after.main).toBe(8 * 9_681 - refunded - withdrawn);
    expect(after.reserve).toBe(withdrawn);
    expect(await lowestMain(m)).toBeGreaterThanOrEqual(-ALLOWANCE);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("on a suspended merchant the same: an admin's refunds at once stop at the allowance", async () => {
    const m = await createTestMerchant();
    await setReserveSettings(m.id, { refund_allowance: 1_000 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await capturedCharge(m, 10_000)).id);
    await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
    await updateMerchant({ ctx: systemCtx(), id: m.id, input: { status: "inactive" } });
    const { refundCharge } = await import("@/server/payments/charges/refund-charge");
    const asAdmin = { ...systemCtx(), actor: { role: "admin", via: "cli", actingMerchantId: m.id } as const };
    const results = await Promise.allSettled(ids.map((id) => refundCharge({ ctx: asAdmin, id, input: {} })));
    // 4 × 9 681 = 38 724 and 1 000 below zero cover three full refunds (30 000); a fourth would leave −1 276.
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "insufficient_balance_for_refund" });
    expect((await balances(m)).main).toBe(38_724 - 30_000);
    expect(await lowestMain(m)).toBeGreaterThanOrEqual(-1_000);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});
