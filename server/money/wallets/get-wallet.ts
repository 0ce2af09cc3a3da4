import { desc, eq, and, ne } from "drizzle-orm";
import { ledgerEntries, ledgerTransactions, wallets } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { NotFoundError } from "@/server/platform/errors";
import { presentEntries } from "./entry-details";
import { entryColumns, presentWallets } from "./present-wallet";
import { tenantWhere } from "@/server/platform/tenancy";

/** The wallet by id within the caller's scope: another merchant's wallet is the same 404 as a missing one. */
export async function walletOrThrow(db: Executor, ctx: Ctx, id: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, id), ne(wallets.ownerType, "external"), tenantWhere(ctx, wallets.ownerId)))
    .limit(1);
  if (!row) throw new NotFoundError("wallet");
  return row;
}

export async function getWallet({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const row = await walletOrThrow(db, ctx, id);
  const [last] = await db
    .select(entryColumns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.walletId, row.id))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.seq))
    .limit(1);
  const [view] = await presentWallets(db, [row]);
  return { ...view, last_movement: last ? (await presentEntries(db, [last]))[0] : null };
}
