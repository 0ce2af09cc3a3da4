import { and, eq, inArray, sql } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions, receivables, wallets } from "@/db/schema";
import type { Executor } from "@/server/platform/db";
import type { EntryView, WalletView } from "./schemas";

type WalletRow = typeof wallets.$inferSelect;

const ownerKey = (ownerId: string | null, currency: string) => `${ownerId ?? "platform"}:${currency}`;

/** Wallets as the API shows them, with the held funds and pending receivables of their owners. */
export async function presentWallets(db: Executor, rows: WalletRow[]): Promise<WalletView[]> {
  if (rows.length === 0) return [];
  const merchantIds = [...new Set(rows.map((r) => r.ownerId).filter((id): id is string => id !== null))];
  const reserves = await db
    .select({ ownerId: wallets.ownerId, currency: wallets.currency, balance: wallets.balance })
    .from(wallets)
    .where(
      and(
        eq(wallets.walletType, "reserve"),
        sql`(${wallets.ownerType} = 'platform' or ${merchantIds.length ? inArray(wallets.ownerId, merchantIds) : sql`false`})`,
      ),
    );
  const held = new Map(reserves.map((r) => [ownerKey(r.ownerId, r.currency), r.balance]));
  const pending = merchantIds.length
    ? await db
        .select({
          merchantId: receivables.merchantId,
          currency: receivables.currency,
          net: sql<string>`sum(${receivables.netAmount})`,
        })
        .from(receivables)
        .where(and(inArray(receivables.merchantId, merchantIds), inArray(receivables.status, ["pending", "reserved"])))
        .groupBy(receivables.merchantId, receivables.currency)
    : [];
  const pendingBy = new Map(pending.map((p) => [ownerKey(p.merchantId, p.currency), Number(p.net)]));
  return rows.map((r) => ({
    id: r.id,
    owner_type: r.ownerType === "platform" ? "platform" : "merchant",
    owner_id: r.ownerId,
    wallet_type: r.walletType,
    currency_code: r.currency,
    balance: r.balance,
    held_amount: held.get(ownerKey(r.ownerId, r.currency)) ?? 0,
    pending_receivables: r.walletType === "main" ? (pendingBy.get(ownerKey(r.ownerId, r.currency)) ?? 0) : 0,
    is_active: r.isActive,
    last_movement_at: r.lastEntryAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export const entryColumns = {
  id: ledgerEntries.id,
  walletId: ledgerEntries.walletId,
  transactionId: ledgerEntries.transactionId,
  type: ledgerEntries.type,
  amount: ledgerEntries.amount,
  balanceAfter: ledgerEntries.balanceAfter,
  description: ledgerEntries.description,
  referenceType: ledgerTransactions.referenceType,
  referenceId: ledgerTransactions.referenceId,
  metadata: ledgerTransactions.metadata,
  createdAt: ledgerEntries.createdAt,
  postedAt: ledgerEntries.postedAt,
};

export type EntryRow = {
  id: string;
  walletId: string;
  transactionId: string;
  type: string;
  amount: number;
  balanceAfter: number;
  description: string | null;
  referenceType: string | null;
  referenceId: string | null;
  metadata?: Record<string, unknown> | null;
  createdAt: Date;
  postedAt: Date;
};

/** An entry without its `details` (./entry-details.ts adds them). */
export function presentEntry(e: EntryRow): Omit<EntryView, "details"> {
  return {
    id: e.id,
    wallet_id: e.walletId,
    transaction_id: e.transactionId,
    type: e.type,
    direction: e.amount >= 0 ? "credit" : "debit",
    amount: e.amount,
    balance_after: e.balanceAfter,
    description: e.description,
    reference_type: e.referenceType,
    reference_id: e.referenceId,
    created_at: e.createdAt.toISOString(),
    posted_at: e.postedAt.toISOString(),
  };
}
