import type { z } from "zod";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { chargeContexts } from "@/server/payments/charge-context/charge-context";
import { MERCHANT_TIME_ZONE } from "@/server/universal/local-day";
import { periodOf } from "./date-range";
import { walletOrThrow } from "./get-wallet";
import { presentEntries } from "./entry-details";
import { entryColumns } from "./present-wallet";
import type { statementQuery } from "./schemas";

const MAX_ENTRIES = 5000;

/**
 * A wallet's statement for [start, end), the period's days counted in the merchant's time zone: the opening balance is the sum of every entry before
 * the period, so opening + the period's entries = closing, however the period cuts the history.
 * Sums come from the database, not from the listed entries, so a truncated list still adds up.
 */
export async function walletStatement({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof statementQuery>;
}) {
  const db = await executor(ctx);
  const wallet = await walletOrThrow(db, ctx, id);
  // The merchant's days, as the dashboard and the CSV count them: a movement at 22:30 in Brasília is on that day.
  const timeZone = MERCHANT_TIME_ZONE;
  const { start, end } = periodOf(input.start_date, input.end_date, "end_date", timeZone);
  const inPeriod = and(
    eq(ledgerEntries.walletId, wallet.id),
    gte(ledgerEntries.createdAt, start),
    lt(ledgerEntries.createdAt, end),
  );
  const [[opening], byType, rows] = await Promise.all([
    db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.walletId, wallet.id), lt(ledgerEntries.createdAt, start))),
    db
      .select({
        type: ledgerEntries.type,
        count: sql<string>`count(*)`,
        credits: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
        debits: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
      })
      .from(ledgerEntries)
      .where(inPeriod)
      .groupBy(ledgerEntries.type)
      .orderBy(ledgerEntries.type),
    db
      .select(entryColumns)
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(inPeriod)
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.seq))
      .limit(MAX_ENTRIES + 1),
  ]);
  const types = byType.map((t) => ({
    type: t.type,
    count: Number(t.count),
    credits: Number(t.credits),
    debits: Number(t.debits),
    net: Number(t.credits) - Number(t.debits),
  }));
  const totalCredits = types.reduce((s, t) => s + t.credits, 0);
  const totalDebits = types.reduce((s, t) => s + t.debits, 0);
  const openingBalance = Number(opening.sum);
  const entries = await presentEntries(db, rows.slice(0, MAX_ENTRIES));
  const chargeIds = entries.flatMap((e) => (e.details.charge_id ? [e.details.charge_id] : []));
  return {
    wallet_id: wallet.id,
    currency_code: wallet.currency,
    time_zone: timeZone,
    start_date: start.toISOString(),
    end_date: end.toISOString(),
    opening_balance: openingBalance,
    closing_balance: openingBalance + totalCredits - totalDebits,
    entries,
    charges: [...(await chargeContexts(ctx, db, chargeIds)).values()],
    truncated: rows.length > MAX_ENTRIES,
    summary: {
      entry_count: types.reduce((s, t) => s + t.count, 0),
      total_credits: totalCredits,
      total_debits: totalDebits,
      net_change: totalCredits - totalDebits,
      by_type: types,
    },
  };
}
