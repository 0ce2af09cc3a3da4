import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ledgerEntries, wallets, withdrawals } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { createTestMerchant } from "@/tests/support/fixtures";
import { balances, fund, runPayouts, setRecipients, withdraw } from "./support";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("concurrent withdrawals", () => {
  it("50 withdrawals that together exceed the balance: exactly the ones that fit succeed, never below zero", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 100_000);
    // TED: 2 633 + 367 of fee = 3 000 each, so 33 fit in 100 000 and 1 000 stays.
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, { amount: 2_633, method: "ted" })));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(created).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.body.error.code).toBe("insufficient_funds");
    expect(await balances(m)).toEqual({ main: 1_000, reserve: 99_000 });

    const db = await getDb();
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.merchantId, m.id));
    expect(rows).toHaveLength(33);
    // Every balance the main wallet ever had, entry by entry, stayed at or above zero.
    const [main] = await db
      .select()
      .from(wallets)
      .where(and(eq(wallets.ownerId, m.id), eq(wallets.walletType, "main")));
    const history = await db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, main.id));
    expect(history).toHaveLength(34);
    expect(Math.min(...history.map((e) => e.balanceAfter))).toBeGreaterThanOrEqual(0);

    const ledger = await checkLedger({ ctx: systemCtx() });
    expect(ledger.walletMismatches).toEqual([]);
    expect(ledger.unbalancedTransactions).toEqual([]);
    expect(ledger.totals).toEqual([{ currency: "BRL", total: 0 }]);
  });

  it("40 withdrawals sent together around the daily total: what goes on at once never passes it, money conserved", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 200_000);
    const { updateWithdrawalSettings } = await import("@/server/money/withdrawals/update-withdrawal-settings");
    await updateWithdrawalSettings({ ctx: systemCtx(), id: m.id, input: { daily_max_amount: 10_000 } });
    // Pix of 3 000 (no fee): three fit in 10 000, so exactly three go on and the other 37 wait, all held.
    const results = await Promise.all(Array.from({ length: 40 }, () => withdraw(m, { amount: 3_000, method: "pix" })));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    const statuses = results.map((r) => r.body.data.status as string);
    expect(statuses.filter((s) => s === "pending")).toHaveLength(3);
    expect(statuses.filter((s) => s === "pending_review")).toHaveLength(37);
    expect(await balances(m)).toEqual({ main: 80_000, reserve: 120_000 });

    // The payout job and more requests at once: only the three are paid; the held ones stay held.
    const more = await Promise.all([
      runPayouts(),
      ...Array.from({ length: 5 }, () => withdraw(m, { amount: 1_000, method: "pix" })),
      runPayouts(),
    ]);
    await runPayouts();
    const db = await getDb();
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.merchantId, m.id));
    const atOnce = rows.filter((r) => r.approval === "automatic");
    // 9 000 were used: of the five of 1 000, exactly one still fits.
    expect(atOnce.reduce((t, r) => t + r.amount, 0)).toBe(10_000);
    expect(atOnce).toHaveLength(4);
    expect(rows.filter((r) => r.status === "completed").every((r) => r.approval === "automatic")).toBe(true);
    expect(rows.filter((r) => r.status === "pending_review").length).toBe(rows.length - atOnce.length);
    expect(more.slice(1, 6).every((r) => "status" in r && r.status === 201)).toBe(true);
    // Money conserved: what the merchant had is in main, in reserve for the held ones, or paid out.
    const paid = rows.filter((r) => r.status === "completed").reduce((t, r) => t + r.amount, 0);
    const { main, reserve } = await balances(m);
    expect(main + reserve + paid).toBe(200_000);
    expect(reserve).toBe(rows.filter((r) => r.status !== "completed").reduce((t, r) => t + r.amount, 0));
    const ledger = await checkLedger({ ctx: systemCtx() });
    expect(ledger.ok).toBe(true);
    expect(ledger.totals).toEqual([{ currency: "BRL", total: 0 }]);
  });

  it("a cancel racing the payout job: exactly one wins and the money moves once", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 10_000);
    const w = (await withdraw(m, { amount: 4_000, method: "pix" })).body.data;
    const { cancelWithdrawal } = await import("@/server/money/withdrawals/cancel-withdrawal");
    const [canceled] = await Promise.allSettled([cancelWithdrawal({ ctx: m.ctx, id: w.id }), runPayouts()]);
    const db = await getDb();
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    if (canceled.status === "fulfilled") {
      expect(row.status).toBe("canceled");
      expect(await balances(m)).toEqual({ main: 10_000, reserve: 0 });
    } else {
      expect(row.status).toBe("completed");
      expect(await balances(m)).toEqual({ main: 6_000, reserve: 0 });
    }
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});
