import type { z } from "zod";
import { and, asc, count, eq } from "drizzle-orm";
import { wallets } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { ownerScope } from "@/server/ledger/owner-scope";
import { presentWallets } from "./present-wallet";
import type { listWalletsQuery } from "./schemas";
import { walletOwnerCondition, walletScope } from "./wallet-scope";

export async function listWallets({ ctx, input }: { ctx: Ctx; input: z.output<typeof listWalletsQuery> }) {
  const db = await executor(ctx);
  const owner = ownerScope(ctx, { owner_type: input.owner_type, owner_id: input.owner_id });
  const where = and(
    walletScope(ctx),
    walletOwnerCondition(owner),
    input.wallet_type ? eq(wallets.walletType, input.wallet_type) : undefined,
    input.currency_code ? eq(wallets.currency, input.currency_code) : undefined,
    input.is_active !== undefined ? eq(wallets.isActive, input.is_active) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(wallets)
      .where(where)
      // The platform's wallets first, then by owner, main before reserve.
      .orderBy(asc(wallets.ownerType), asc(wallets.ownerId), asc(wallets.currency), asc(wallets.walletType))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(wallets).where(where),
  ]);
  return { data: await presentWallets(db, rows), pagination: pagination(input.page, input.limit, total) };
}
