import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { userRecoveryCodes, userTotp } from "@/db/schema";
import type { Executor } from "@/server/platform/db";
import { openSecret } from "@/server/delivery/webhooks/secret-box";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodeSalt, storedFormsOf } from "./recovery-code-hash";
import { checkTotpCode, newRecoveryCode, RECOVERY_CODE_COUNT } from "./totp";

/** Whether the user has a confirmed authenticator (then sign-in asks for a code). */
export async function hasTotp(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return !!row;
}

/**
 * The second factor of a sign-in (or of a sensitive change): a current TOTP code of the user's
 * confirmed authenticator, or one of its unused recovery codes. Each is accepted once: the TOTP
 * step is claimed by a conditional update (two requests with one code: one wins), a recovery
 * code is marked used the same way.
 */
export async function verifySecondFactor(
  db: Executor,
  userId: string,
  code: string,
  now: Date,
): Promise<"totp" | "recovery_code" | undefined> {
  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  if (!row) return undefined;
  const step = await checkTotpCode(openSecret(row.secretSealed), code, now, row.lastTimeStep);
  if (step !== undefined) {
    const [claimed] = await db
      .update(userTotp)
      .set({ lastTimeStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastTimeStep), lt(userTotp.lastTimeStep, step))))
      .returning({ userId: userTotp.userId });
    return claimed ? "totp" : undefined;
  }
  if (!looksLikeRecoveryCode(code)) return undefined;
  // Hashed with the salt of the user's set (./recovery-code-hash.ts), then claimed by the update.
  const unused = await db
    .select({ codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  const forms = await storedFormsOf(
    code,
    unused.map((r) => r.codeHash),
  );
  if (forms.length === 0) return undefined;
  const [used] = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        inArray(userRecoveryCodes.codeHash, forms),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used ? "recovery_code" : undefined;
}

/**
 * A fresh set of recovery codes replacing the old ones; the plain codes are returned once, only their
 * argon2 hashes are kept, all with one new salt (./recovery-code-hash.ts).
 */
export async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const salt = newRecoveryCodeSalt();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(c, salt)));
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash })));
  return codes;
}
