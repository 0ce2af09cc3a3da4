import { and, eq, isNull } from "drizzle-orm";
import { wallets } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { processSingleton } from "@/server/platform/process/singleton";

export type WalletOwner =
  { ownerType: "merchant"; ownerId: string } | { ownerType: "platform" | "external"; ownerId?: null };

export type WalletRow = typeof wallets.$inferSelect;

/**
 * The wallet of an owner, type and currency, made on first use. Safe when two transactions ask
 * at once: the unique index lets one insert win and the other's `do nothing` then sees it.
 */
export async function walletFor(
  ctx: Ctx & { tx: Executor },
  owner: WalletOwner,
  walletType: "main" | "reserve" = "main",
  currency = "BRL",
): Promise<WalletRow> {
  const ownerId = owner.ownerType === "merchant" ? owner.ownerId : null;
  const where = and(
    eq(wallets.ownerType, owner.ownerType),
    ownerId ? eq(wallets.ownerId, ownerId) : isNull(wallets.ownerId),
    eq(wallets.walletType, walletType),
    eq(wallets.currency, currency),
  );
  const [found] = await ctx.tx.select().from(wallets).where(where).limit(1);
  if (found) return found;
  const now = ctx.now();
  await ctx.tx
    .insert(wallets)
    .values({ id: newId(), ownerType: owner.ownerType, ownerId, walletType, currency, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await ctx.tx.select().from(wallets).where(where).limit(1);
  if (!row) throw new Error("wallet creation raced and lost its row");
  return row;
}

/**
 * Makes sure these wallets exist (owners not empty), without reading them: for a write path that needs
 * them to exist (a capture's receivers) but not their rows. The unique key makes it idempotent. The
 * insert, unsent: a part of a one-statement write (server/platform/db/write-atomically.ts).
 */
export function walletsInsert(
  db: Executor,
  ctx: Ctx,
  owners: Array<{ ownerType: "merchant"; ownerId: string }>,
  walletType: "main" | "reserve",
  currency: string,
) {
  const now = ctx.now();
  return db
    .insert(wallets)
    .values(
      owners.map((o) => ({
        id: newId(),
        ownerType: o.ownerType,
        ownerId: o.ownerId,
        walletType,
        currency,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

export const externalAccount = (ctx: Ctx & { tx: Executor }, currency = "BRL") =>
  walletFor(ctx, { ownerType: "external" }, "main", currency);
export const platformWallet = (ctx: Ctx & { tx: Executor }, currency = "BRL") =>
  walletFor(ctx, { ownerType: "platform" }, "main", currency);

/** Wallets this process has seen exist: wallets are never deleted, so once is enough. */
const knownWallets = processSingleton("wallets-known", () => new Set<string>());

/**
 * Makes sure these wallets exist, in a statement of their own that commits at once, before a
 * one-statement write that needs them (server/payments/charges/finalise-authorization.ts). Inside that statement a
 * new wallet's row would stay uncommitted until its end, after the rollup triggers have locked the
 * merchant's rollup rows: the opposite order of a capture's transaction (rollups, then wallets), and
 * PostgreSQL found the deadlock under concurrency. Wallets this process has seen cost nothing.
 */
export async function ensureWalletsCommitted(
  db: Executor,
  ctx: Ctx,
  owners: Array<{ ownerType: "merchant"; ownerId: string }>,
  walletType: "main" | "reserve",
  currency: string,
): Promise<void> {
  const key = (o: { ownerId: string }) => `${o.ownerId}:${walletType}:${currency}`;
  const missing = owners.filter((o) => !knownWallets.has(key(o)));
  if (missing.length === 0) return;
  await walletsInsert(db, ctx, missing, walletType, currency);
  for (const o of missing) knownWallets.add(key(o));
}
