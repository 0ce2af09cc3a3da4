import type { z } from "zod";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { wallets } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentWallets } from "./present-wallet";
import type { listWalletsQuery } from "./schemas";
import { ownerWhere } from "@/server/platform/tenancy";

export async function listWallets({ ctx, input }: { ctx: Ctx; input: z.output<typeof listWalletsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    // The external clearing account is bookkeeping, never an API object.
    ne(wallets.ownerType, "external"),
    ownerWhere(ctx, { owner_type: input.owner_type, owner_id: input.owner_id }, wallets),
    input.wallet_type ? eq(wallets.walletType, input.wallet_type) : undefined,
    input.currency_code ? eq(wallets.currency, input.currency_code) : undefined,
    input.is_active !== undefined ? eq(wallets.isActive, input.is_active) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(wallets)
        .where(where)
        // The platform's wallets first, then by owner, main before reserve.
        .orderBy(asc(wallets.ownerType), asc(wallets.ownerId), asc(wallets.currency), asc(wallets.walletType))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(wallets).where(where))[0].total,
    present: async (rows) => await presentWallets(db, rows),
  });
}
