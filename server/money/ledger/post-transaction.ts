import { eq, inArray, sql } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions, wallets } from "@/db/schema";
import type { LedgerEntryType } from "@/db/vocabularies";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";

export interface PostingLine {
  walletId: string;
  /** Signed centavos: positive credits the wallet, negative debits it. */
  amount: number;
  /** Entry type shown in statements: `settlement`, `fee`, `refund`, ... */
  type: LedgerEntryType;
  description?: string;
}

export interface PostingInput {
  type: LedgerEntryType;
  description?: string;
  referenceType?: string;
  referenceId?: string;
  /** A second posting with the same key does nothing and returns the first one's id. */
  idempotencyKey?: string;
  metadata?: Record<string, unknown>;
  lines: PostingLine[];
  /** Wallets allowed to go below zero by this posting (a refund of money already paid out). */
  allowNegative?: string[];
  /**
   * Wallets allowed below zero only so far: the lowest balance is minus the given centavos (a refund
   * within the merchant's refund allowance, server/money/receivables/hold-refund.ts).
   */
  overdraft?: Record<string, number>;
}

export interface PostingResult {
  transactionId: string;
  /** False when the idempotency key had already been posted. */
  posted: boolean;
}

export class LedgerInvariantError extends Error {}

/**
 * The one verb that moves money. A transaction is a set of immutable entries summing to zero;
 * each wallet's cached balance changes in the same database transaction, under a row lock taken
 * in id order so that two postings touching the same wallets cannot deadlock. Nothing else in
 * the service writes entries or balances.
 */
export async function postTransaction(ctx: Ctx & { tx: Executor }, input: PostingInput): Promise<PostingResult> {
  const lines = input.lines.filter((l) => l.amount !== 0);
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amount))
      throw new LedgerInvariantError(`Ledger amounts are integer centavos, got ${l.amount}.`);
  }
  if (lines.length < 2) throw new LedgerInvariantError("A ledger transaction needs at least two non-zero entries.");
  if (lines.reduce((s, l) => s + l.amount, 0) !== 0)
    throw new LedgerInvariantError("A ledger transaction must sum to zero.");

  const tx = ctx.tx;
  if (input.idempotencyKey) {
    const first = await postedWith(tx, input.idempotencyKey);
    if (first) return { transactionId: first, posted: false };
  }

  const ids = [...new Set(lines.map((l) => l.walletId))].sort();
  const locked = await tx.select().from(wallets).where(inArray(wallets.id, ids)).orderBy(wallets.id).for("update");
  if (locked.length !== ids.length) throw new LedgerInvariantError("A ledger line names an unknown wallet.");
  if (new Set(locked.map((w) => w.currency)).size !== 1)
    throw new LedgerInvariantError("A ledger transaction cannot mix currencies.");

  const now = ctx.now();
  const transactionId = newId();
  const balances = new Map(locked.map((w) => [w.id, w.balance]));
  const entries = lines.map((l) => {
    const after = (balances.get(l.walletId) ?? 0) + l.amount;
    balances.set(l.walletId, after);
    return {
      id: newId(),
      transactionId,
      walletId: l.walletId,
      amount: l.amount,
      balanceAfter: after,
      type: l.type,
      description: l.description ?? null,
      createdAt: now,
    };
  });
  for (const w of locked) {
    const after = balances.get(w.id) ?? 0;
    // The external account mirrors the outside world and is negative by nature.
    const floor = input.allowNegative?.includes(w.id) ? -Infinity : -(input.overdraft?.[w.id] ?? 0);
    if (after < floor && after < w.balance && w.ownerType !== "external") {
      throw new InvalidRequestError("insufficient_funds", "The wallet's balance does not cover this movement.");
    }
  }

  // Everything is checked before the first write, so a refused posting leaves no trace.
  const inserted = await tx
    .insert(ledgerTransactions)
    .values({
      id: transactionId,
      type: input.type,
      description: input.description ?? null,
      referenceType: input.referenceType ?? null,
      referenceId: input.referenceId ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      metadata: input.metadata ?? {},
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (inserted.length === 0) {
    // Another transaction posted the same key meanwhile (it held the wallet locks first).
    const first = await postedWith(tx, input.idempotencyKey ?? "");
    if (!first) throw new LedgerInvariantError("Ledger transaction conflict without an idempotency key.");
    return { transactionId: first, posted: false };
  }
  await tx.insert(ledgerEntries).values(entries);
  for (const w of locked) {
    const delta = (balances.get(w.id) ?? 0) - w.balance;
    await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${delta}`, lastEntryAt: now, updatedAt: now })
      .where(sql`${wallets.id} = ${w.id}`);
  }
  return { transactionId, posted: true };
}

async function postedWith(tx: Executor, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key))
    .limit(1);
  return row?.id;
}
