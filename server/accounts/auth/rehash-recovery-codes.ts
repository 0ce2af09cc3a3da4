import { and, eq, like, sql } from "drizzle-orm";
import { userRecoveryCodes } from "@/db/schema";
import type { Job } from "@/server/platform/contracts/job";
import { executor, type Ctx } from "@/server/platform/context";
import {
  hashRecoveryCodeDigest,
  isLegacyRecoveryCodeHash,
  newRecoveryCodeSalt,
  saltOfRecoveryCodeHash,
} from "./recovery-code-hash";

/** Rows per run: each costs one argon2 computation (~30 ms on a thread of libuv's pool). */
const BATCH = 50;

/**
 * Wraps recovery codes stored before argon2 (bare SHA-256 digests) in argon2, a batch per run, so that
 * no table dump holds a fast hash of a code once the job has gone through them (./recovery-code-hash.ts).
 * The plain codes are unknown, so the digest itself is hashed, which is what verification hashes too.
 * A user's rows take the salt its set already has, if any row of it is argon2, so that one computation
 * per sign-in still covers the set. Each row is replaced only if it still holds the digest that was read
 * (a set replaced or a code used meanwhile is left alone). Answers how many rows it wrapped.
 */
export async function rehashLegacyRecoveryCodes(ctx: Ctx, limit = BATCH): Promise<number> {
  const db = await executor(ctx);
  const legacy = await db
    .select({ id: userRecoveryCodes.id, userId: userRecoveryCodes.userId, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(sql`${userRecoveryCodes.codeHash} ~ '^[0-9a-f]{64}$'`)
    .orderBy(userRecoveryCodes.userId)
    .limit(limit);
  const salts = new Map<string, Buffer>();
  let wrapped = 0;
  for (const row of legacy) {
    if (!isLegacyRecoveryCodeHash(row.codeHash)) continue;
    let salt = salts.get(row.userId);
    if (!salt) {
      const [argon] = await db
        .select({ codeHash: userRecoveryCodes.codeHash })
        .from(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, row.userId), like(userRecoveryCodes.codeHash, "$argon2%")))
        .limit(1);
      salt = (argon && saltOfRecoveryCodeHash(argon.codeHash)) || newRecoveryCodeSalt();
      salts.set(row.userId, salt);
    }
    const codeHash = await hashRecoveryCodeDigest(row.codeHash, salt);
    const done = await db
      .update(userRecoveryCodes)
      .set({ codeHash })
      .where(and(eq(userRecoveryCodes.id, row.id), eq(userRecoveryCodes.codeHash, row.codeHash)))
      .returning({ id: userRecoveryCodes.id });
    wrapped += done.length;
  }
  return wrapped;
}

/** Every minute until no bare digest is left; then a run is one query that finds nothing. */
export const recoveryCodeRehashJob: Job = {
  name: "recovery-code-rehash",
  intervalMs: 60 * 1000,
  run: async (ctx) => ({ rehashed: await rehashLegacyRecoveryCodes(ctx) }),
};
