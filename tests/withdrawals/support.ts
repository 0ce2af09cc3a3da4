import { and, eq } from "drizzle-orm";
import * as create from "@/app/v1/withdrawals/route";
import { events, ledgerEntries, ledgerTransactions, recipients, wallets, withdrawals } from "@/db/schema";
import { inTransaction, systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { postTransaction } from "@/server/money/ledger/post-transaction";
import { externalAccount, walletFor } from "@/server/money/ledger/wallet-for";
import { advanceWithdrawals } from "@/server/money/withdrawals/advance-withdrawals";
import type { TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

/** Money in the merchant's `main` wallet, as a settlement would put it there (from the external account). */
export async function fund(m: TestMerchant, amount: number): Promise<void> {
  await inTransaction(systemCtx(), async (tx) => {
    const main = await walletFor(tx, { ownerType: "merchant", ownerId: m.id }, "main");
    await walletFor(tx, { ownerType: "merchant", ownerId: m.id }, "reserve");
    const external = await externalAccount(tx);
    await postTransaction(tx, {
      type: "adjustment",
      lines: [
        { walletId: external.id, amount: -amount, type: "settlement" },
        { walletId: main.id, amount, type: "settlement" },
      ],
    });
  });
}

/**
 * The merchant's primary recipients, written straight into the recipients table and verified (their own API
 * and cooling-off are tested in tests/recipients): a bank account at Itaú (341) and an e-mail Pix key, or either.
 */
export async function setRecipients(
  m: TestMerchant,
  which: { bankAccount?: boolean; pixKey?: boolean } = { bankAccount: true, pixKey: true },
): Promise<void> {
  const db = await getDb();
  const now = new Date();
  // Destinations verified long ago (past their cooling-off): these tests drive the clock back and forth.
  const payoutsFrom = new Date(0);
  if (which.bankAccount) {
    await db
      .insert(recipients)
      .values({
        id: newId(),
        merchantId: m.id,
        type: "bank_account",
        bankCode: "341",
        branch: "1234",
        accountNumber: "98765432",
        accountCheckDigit: "1",
        accountType: "checking",
        holderName: "Loja Teste Ltda",
        holderDocument: "52998224725",
        createdAt: now,
        payoutsFrom,
      })
      .onConflictDoNothing(); // a merchant that already has one keeps it
  }
  if (which.pixKey) {
    await db
      .insert(recipients)
      .values({
        id: newId(),
        merchantId: m.id,
        type: "pix_key",
        keyType: "email",
        key: "financeiro@lojateste.com.br",
        createdAt: now,
        payoutsFrom,
      })
      .onConflictDoNothing();
  }
}

export async function balances(m: TestMerchant): Promise<{ main: number; reserve: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.ownerType, "merchant"), eq(wallets.ownerId, m.id)));
  return {
    main: rows.find((w) => w.walletType === "main")?.balance ?? 0,
    reserve: rows.find((w) => w.walletType === "reserve")?.balance ?? 0,
  };
}

/** The ledger lines of a withdrawal's transactions, by transaction type, as `{owner/wallet type: amount}`. */
export async function ledgerOf(withdrawalId: string): Promise<Record<string, Record<string, number>>> {
  const db = await getDb();
  const rows = await db
    .select({
      type: ledgerTransactions.type,
      amount: ledgerEntries.amount,
      owner: wallets.ownerType,
      kind: wallets.walletType,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(eq(ledgerTransactions.referenceId, withdrawalId));
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows) (out[r.type] ??= {})[`${r.owner}:${r.kind}`] = r.amount;
  return out;
}

export function withdraw(m: TestMerchant, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(create.POST, "POST", "/v1/withdrawals", { auth: m.auth, body, headers });
}

/** One pass of the payout job at a given instant. */
export function runPayouts(at: Date = new Date()) {
  return advanceWithdrawals({ ctx: systemCtx({ now: () => at }) });
}

export async function withdrawalRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function eventsOf(withdrawalId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select().from(events).orderBy(events.createdAt, events.id);
  return rows.filter((e) => (e.data as { id?: string }).id === withdrawalId).map((e) => e.name);
}

/** A weekday inside the TED window: Wednesday 2026-11-18, 10:00 in Brasília (13:00 UTC). */
export const IN_WINDOW = new Date("2026-11-18T13:00:00Z");
