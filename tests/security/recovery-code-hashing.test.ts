import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userRecoveryCodes } from "@/db/schema";
import { getDb, queryRows } from "@/server/platform/db";
import { systemCtx, type Ctx } from "@/server/platform/context";
import { attemptSignIn } from "@/server/accounts/auth/attempt-sign-in";
import { recoveryCodeRehashJob, rehashLegacyRecoveryCodes } from "@/server/accounts/auth/rehash-recovery-codes";
import { newRecoveryCode, totpCodeAt } from "@/server/accounts/auth/totp";
import { beginTotpEnrolment, confirmTotpEnrolment } from "@/server/accounts/auth/totp-enrolment";
import { jobs } from "@/server/registries/jobs";
import { createTestMerchant } from "../support/fixtures";
import { createUserOf } from "../support/users";

/**
 * Recovery codes at rest (server/accounts/auth/recovery-code-hash.ts): argon2id with one salt per user's
 * set, never a fast hash; codes stored before (bare SHA-256) keep working and are wrapped in argon2 by
 * the `recovery-code-rehash` job.
 */
const T0 = Date.parse("2026-11-21T12:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms);

/** The form the service stored before argon2: hex SHA-256 of the code, lower case, without the dash. */
const sha256 = (code: string) => createHash("sha256").update(code.replace("-", "")).digest("hex");

async function enrolledUser() {
  const m = await createTestMerchant();
  const u = await createUserOf(m.id);
  const ctx: Ctx = {
    actor: { role: "merchant", via: "session", userId: u.id, merchantId: m.id },
    requestId: "test",
    now: () => at(0),
  };
  const { secret } = await beginTotpEnrolment({ ctx });
  const { recoveryCodes } = await confirmTotpEnrolment({ ctx, input: { code: await totpCodeAt(secret, at(0)) } });
  return { user: u, recoveryCodes };
}

async function storedHashes(userId: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(eq(userRecoveryCodes.userId, userId));
  return rows.map((r) => r.codeHash);
}

const saltOf = (phc: string) => phc.split("$")[4];

describe("recovery codes are kept as salted argon2id hashes", () => {
  it("a new set: argon2id PHC strings with one salt per set, no SHA-256 of any code; each code signs in once", async () => {
    const a = await enrolledUser();
    const b = await enrolledUser();
    const hashes = await storedHashes(a.user.id);
    expect(hashes).toHaveLength(10);
    for (const h of hashes)
      expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    // One salt per set, and another user's set has another.
    expect(new Set(hashes.map(saltOf)).size).toBe(1);
    expect(saltOf((await storedHashes(b.user.id))[0])).not.toBe(saltOf(hashes[0]));
    const dump = JSON.stringify(await queryRows(await getDb(), sql`select * from user_recovery_codes`));
    for (const c of a.recoveryCodes) {
      expect(dump).not.toContain(sha256(c));
      expect(dump).not.toContain(c.replace("-", ""));
    }

    const base = { email: a.user.email, password: a.user.password, ip: "203.0.113.20" };
    expect(await attemptSignIn({ ...base, code: a.recoveryCodes[5].toUpperCase(), now: at(60_000) })).toMatchObject({
      ok: true,
    });
    expect(await attemptSignIn({ ...base, code: a.recoveryCodes[5], now: at(61_000) })).toMatchObject({
      reason: "invalid_code",
    });
    // A code of another user's set, and one of the right shape nobody issued, are refused.
    expect(await attemptSignIn({ ...base, code: b.recoveryCodes[0], now: at(62_000) })).toMatchObject({
      reason: "invalid_code",
    });
    expect(await attemptSignIn({ ...base, code: newRecoveryCode(), now: at(63_000) })).toMatchObject({
      reason: "invalid_code",
    });
  });

  it("codes stored as bare SHA-256 keep working, and the job wraps them in argon2 without breaking them", async () => {
    const { user } = await enrolledUser();
    // A set as the service stored it before argon2.
    const legacy = Array.from({ length: 10 }, newRecoveryCode);
    const db = await getDb();
    await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    await db
      .insert(userRecoveryCodes)
      .values(legacy.map((c) => ({ id: crypto.randomUUID(), userId: user.id, codeHash: sha256(c) })));
    const base = { email: user.email, password: user.password, ip: "203.0.113.21" };
    expect(await attemptSignIn({ ...base, code: legacy[0], now: at(60_000) })).toMatchObject({ ok: true });

    // The job, a few rows at a time (used rows too): a set half wrapped still verifies both ways, on one salt.
    expect(await rehashLegacyRecoveryCodes(systemCtx(), 4)).toBe(4);
    expect(await attemptSignIn({ ...base, code: legacy[1], now: at(61_000) })).toMatchObject({ ok: true });
    expect(await attemptSignIn({ ...base, code: legacy[9], now: at(62_000) })).toMatchObject({ ok: true });
    expect(await recoveryCodeRehashJob.run(systemCtx())).toEqual({ rehashed: 6 });
    expect(await recoveryCodeRehashJob.run(systemCtx())).toEqual({ rehashed: 0 });

    const hashes = await storedHashes(user.id);
    for (const h of hashes) expect(h).toMatch(/^\$argon2id\$/);
    expect(new Set(hashes.map(saltOf)).size).toBe(1);
    const dump = JSON.stringify(await queryRows(db, sql`select * from user_recovery_codes`));
    for (const c of legacy) expect(dump).not.toContain(sha256(c));
    // Wrapped codes still sign in, once; the used ones stay used.
    expect(await attemptSignIn({ ...base, code: legacy[2], now: at(63_000) })).toMatchObject({ ok: true });
    expect(await attemptSignIn({ ...base, code: legacy[2], now: at(64_000) })).toMatchObject({
      reason: "invalid_code",
    });
    expect(await attemptSignIn({ ...base, code: legacy[0], now: at(65_000) })).toMatchObject({
      reason: "invalid_code",
    });
    expect(jobs).toContain(recoveryCodeRehashJob);
  });
});
