import { sql } from "drizzle-orm";
import type { Ctx } from "@/server/platform/context";
import { executor } from "@/server/platform/context";
import { queryRows } from "@/server/platform/db";

export interface LedgerCheck {
  ok: boolean;
  /** Wallets whose cached balance differs from the sum of their entries. */
  walletMismatches: Array<{ wallet_id: string; cached: number; from_entries: number }>;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: Array<{ transaction_id: string; sum: number }>;
  /** Sum of every wallet's balance, the external account included, per currency: always zero. */
  totals: Array<{ currency: string; total: number }>;
}

/** Recomputes every balance from the entries; the cached column is only ever a cache. */
export async function checkLedger({ ctx }: { ctx: Ctx }): Promise<LedgerCheck> {
  const db = await executor(ctx);
  const walletMismatches = await queryRows<{ wallet_id: string; cached: string; from_entries: string }>(
    db,
    sql`select w.id as wallet_id, w.balance as cached, coalesce(sum(e.amount), 0) as from_entries
        from wallets w left join ledger_entries e on e.wallet_id = w.id
        group by w.id, w.balance having w.balance <> coalesce(sum(e.amount), 0)`,
  );
  const unbalanced = await queryRows<{ transaction_id: string; sum: string }>(
    db,
    sql`select t.id as transaction_id, coalesce(sum(e.amount), 0) as sum
        from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  const totals = await queryRows<{ currency: string; total: string }>(
    db,
    sql`select currency, coalesce(sum(balance), 0) as total from wallets group by currency order by currency`,
  );
  const result: LedgerCheck = {
    walletMismatches: walletMismatches.map((r) => ({
      wallet_id: r.wallet_id,
      cached: Number(r.cached),
      from_entries: Number(r.from_entries),
    })),
    unbalancedTransactions: unbalanced.map((r) => ({ transaction_id: r.transaction_id, sum: Number(r.sum) })),
    totals: totals.map((r) => ({ currency: r.currency, total: Number(r.total) })),
    ok: false,
  };
  result.ok =
    result.walletMismatches.length === 0 &&
    result.unbalancedTransactions.length === 0 &&
    result.totals.every((t) => t.total === 0);
  return result;
}
