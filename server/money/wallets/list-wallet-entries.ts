import type { z } from "zod";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions } from "@/db/schema";
import { isLedgerEntryType } from "@/db/vocabularies";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { boundOf } from "./date-range";
import { walletOrThrow } from "./get-wallet";
import { presentEntries } from "./entry-details";
import { entryColumns } from "./present-wallet";
import type { listEntriesQuery } from "./schemas";

/** A wallet's entries, newest first. */
export async function listWalletEntries({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof listEntriesQuery>;
}) {
  const db = await executor(ctx);
  const wallet = await walletOrThrow(db, ctx, id);
  const where = and(
    eq(ledgerEntries.walletId, wallet.id),
    // A type the service never posts matches no entry (the filter is free text in the API).
    input.type ? (isLedgerEntryType(input.type) ? eq(ledgerEntries.type, input.type) : sql`false`) : undefined,
    input.date_from ? gte(ledgerEntries.createdAt, boundOf(input.date_from, "start")) : undefined,
    input.date_to ? lt(ledgerEntries.createdAt, boundOf(input.date_to, "end")) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select(entryColumns)
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.seq))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(ledgerEntries).where(where))[0].total,
    present: (rows) => presentEntries(db, rows),
  });
}
