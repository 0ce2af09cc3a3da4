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
