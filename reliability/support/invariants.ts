import type { Sql } from "./database";

export interface MoneyCheck {
  transactions: number;
  entries: number;
  unbalancedTransactions: number;
  walletMismatches: number;
  /** Sum of every wallet and the external account, per currency: must be 0. */
  totals: Array<{ currency: string; total: number }>;
  receivablesSettledTwice: number;
  receivablesAnticipatedTwice: number;
  /** Receivables whose status disagrees with their postings (settled without a posting, or the reverse). */
  settlementMismatches: number;
}

/** The money invariants, recomputed from the rows themselves (independently of `ledger-check`). */
export async function checkMoney(sql: Sql): Promise<MoneyCheck> {
  const [{ transactions, entries }] = await sql<{ transactions: number; entries: number }[]>`
    select (select count(*)::int from ledger_transactions) as transactions, (select count(*)::int from ledger_entries) as entries`;
  const unbalanced = await sql`
    select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`;
  const mismatches = await sql`
    select w.id from wallets w left join ledger_entries e on e.wallet_id = w.id
    group by w.id, w.balance having w.balance <> coalesce(sum(e.amount), 0)`;
  const totals = await sql<{ currency: string; total: string }[]>`
    select currency, coalesce(sum(balance), 0)::bigint::text as total from wallets group by currency`;
  // A settlement posting per receivable, at most one; anticipation holds, at most one active.
  const settledTwice = await sql`
    select reference_id from ledger_transactions where type = 'settlement' and reference_type = 'receivable'
    group by reference_id having count(*) > 1`;
  // Taken by two live anticipations, or both anticipated and settled.
  const anticipatedTwice = await sql`
    select ar.receivable_id from anticipation_receivables ar join anticipations a on a.id = ar.anticipation_id
    where a.status in ('pending', 'processing', 'completed') and ar.active
    group by ar.receivable_id having count(*) > 1
    union
    select r.id from receivables r
    join ledger_transactions t on t.type = 'settlement' and t.reference_type = 'receivable' and t.reference_id = r.id
    where r.status = 'anticipated'`;
  const settlementMismatches = await sql`
    select r.id from receivables r
    left join ledger_transactions t on t.type = 'settlement' and t.reference_type = 'receivable' and t.reference_id = r.id
    where (r.status = 'settled') <> (t.id is not null)`;
  return {
    transactions,
    entries,
    unbalancedTransactions: unbalanced.length,
    walletMismatches: mismatches.length,
    totals: totals.map((t) => ({ currency: t.currency, total: Number(t.total) })),
    receivablesSettledTwice: settledTwice.length,
    receivablesAnticipatedTwice: anticipatedTwice.length,
    settlementMismatches: settlementMismatches.length,
  };
}

export function moneyIsSound(m: MoneyCheck): boolean {
  return (
    m.unbalancedTransactions === 0 &&
    m.walletMismatches === 0 &&
    m.totals.every((t) => t.total === 0) &&
    m.receivablesSettledTwice === 0 &&
    m.receivablesAnticipatedTwice === 0 &&
    m.settlementMismatches === 0
  );
}

/**
 * Ledger entries that took a merchant's `main` from zero or above to below it, disputes aside. Refunds never take
 * main below its allowance (0 in the suite, the default); only a dispute may (the acquirer has already taken the
 * money, docs/api/disputes.md). An entry that finds main already below zero, such as a settlement's fee, does not count.
 */
export async function entriesTakingMainBelowZero(
  sql: Sql,
): Promise<{ type: string; amount: string; balanceAfter: string; description: string | null }[]> {
  return sql`
    select e.type, e.amount::text as amount, e.balance_after::text as "balanceAfter", e.description
    from ledger_entries e join wallets w on w.id = e.wallet_id
    where w.owner_type = 'merchant' and w.wallet_type = 'main' and e.balance_after < 0
      and e.balance_after - e.amount >= 0 and e.type not in ('dispute_hold', 'dispute_fee')`;
}
