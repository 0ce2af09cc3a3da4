import type { z } from "zod";
import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { boundOf } from "./date-range";
import { walletOrThrow } from "./get-wallet";
import { entryColumns, presentEntry } from "./present-wallet";
import type { listEntriesQuery } from "./schemas";

/** A wallet's entries, newest first. */
export async function listWalletEntries({ ctx, id, input }: { ctx: Ctx; id: string; input: z.output<typeof listEntriesQuery> }) {
  const db = await executor(ctx);
  const wallet = await walletOrThrow(db, ctx, id);
  const where = and(
    eq(ledgerEntries.walletId, wallet.id),
    input.type ? eq(ledgerEntries.type, input.type) : undefined,
    input.date_from ? gte(ledgerEntries.createdAt, boundOf(input.date_from, "start")) : undefined,
    input.date_to ? lt(ledgerEntries.createdAt, boundOf(input.date_to, "end")) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.seq))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(ledgerEntries).where(where),
  ]);
  return { data: rows.map(presentEntry), pagination: pagination(input.page, input.limit, total) };
}
