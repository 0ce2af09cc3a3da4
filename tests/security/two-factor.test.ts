import { describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { userRecoveryCodes, userTotp } from "@/db/schema";
import { getDb, queryRows } from "@/server/platform/db";
import { attemptSignIn } from "@/server/accounts/auth/attempt-sign-in";
import { sessionStatus } from "@/server/accounts/auth/session-status";
import { totpCodeAt } from "@/server/accounts/auth/totp";
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  getTotpStatus,
  regenerateRecoveryCodes,
} from "@/server/accounts/auth/totp-enrolment";
import type { Ctx } from "@/server/platform/context";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { createUserOf } from "../support/users";

/**
 * TOTP two-factor authentication (docs/api/authentication.md, "Two-factor authentication"):
 * enrolment by QR with a confirming code, recovery codes shown once and kept hashed, the secret
 * sealed at rest, sign-in asking for the code (throttled like passwords, no replay), and admins
 * held at enrolment until they have it.
 */
const session = vi.hoisted(() => ({ user: undefined as Record<string, unknown> | undefined }));
vi.mock("@/server/accounts/auth/next-auth", () => ({
  auth: async () => (session.user ? { user: session.user } : null),
}));

const T0 = Date.parse("2026-11-21T12:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms);

function sessionCtx(userId: string, role: "merchant" | "admin", merchantId?: string, now = at(0)): Ctx {
  const actor =
    role === "admin"
      ? ({ role: "admin", via: "session", userId } as const)
      : ({ role: "merchant", via: "session", userId, merchantId: merchantId! } as const);
  return { actor, requestId: "test", now: () => now };
}

async function enrol(ctx: Ctx): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await beginTotpEnrolment({ ctx });
  const { recoveryCodes } = await confirmTotpEnrolment({ ctx, input: { code: await totpCodeAt(secret, ctx.now()) } });
  return { secret, recoveryCodes };
}

describe("TOTP enrolment", () => {
  it("shows a QR code, enables only after a right code, and keeps the secret sealed and the recovery codes hashed", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const ctx = sessionCtx(u.id, "merchant", m.id);
    const begun = await beginTotpEnrolment({ ctx });
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(begun.qrSvg).toMatch(/^<svg/);
    expect((await getTotpStatus({ ctx })).enabled).toBe(false);

    await expect(confirmTotpEnrolment({ ctx, input: { code: "000000" } })).rejects.toMatchObject({
      code: "invalid_code",
    });
    const { recoveryCodes } = await confirmTotpEnrolment({
      ctx,
      input: { code: await totpCodeAt(begun.secret, at(0)) },
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await getTotpStatus({ ctx })).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // Nothing readable at rest: the secret is sealed, the recovery codes are hashes.
    const db = await getDb();
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, u.id));
    expect(row.secretSealed).toMatch(/^v1\./);
    expect(row.secretSealed).not.toContain(begun.secret);
    const dump = JSON.stringify(await queryRows(db, sql`select * from user_recovery_codes`));
    for (const c of recoveryCodes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace("-", ""));
    }
    // A second enrolment over a confirmed one is refused (it must be turned off first).
    await expect(beginTotpEnrolment({ ctx })).rejects.toMatchObject({ code: "totp_already_enabled" });
  });

  it("new recovery codes replace the old ones; a merchant user may turn TOTP off with a code, an admin may not", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const ctx = sessionCtx(u.id, "merchant", m.id, at(60_000));
    const { secret, recoveryCodes: old } = await enrol(ctx);
    const { recoveryCodes } = await regenerateRecoveryCodes({ ctx, input: { code: old[0] } });
    const db = await getDb();
    const rows = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, u.id));
    expect(rows).toHaveLength(10);
    await expect(disableTotp({ ctx, input: { code: old[1] } })).rejects.toMatchObject({ code: "invalid_code" });
    await disableTotp({
      ctx: { ...ctx, now: () => at(120_000) },
      input: { code: await totpCodeAt(secret, at(120_000)) },
    });
    expect((await getTotpStatus({ ctx })).enabled).toBe(false);
    expect(recoveryCodes).toHaveLength(10);

    const admin = await createUserOf(null);
    const actx = sessionCtx(admin.id, "admin", undefined, at(60_000));
    const enrolled = await enrol(actx);
    await expect(disableTotp({ ctx: actx, input: { code: enrolled.recoveryCodes[0] } })).rejects.toMatchObject({
      code: "totp_required",
    });
  });
});

describe("sign-in with TOTP", () => {
  it("asks for the code after the right password, accepts a code once, and a recovery code once", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const { secret, recoveryCodes } = await enrol(sessionCtx(u.id, "merchant", m.id, at(0)));
    const base = { email: u.email, password: u.password, ip: "203.0.113.7" };

    // Wrong password: the usual answer, the code is never asked.
    expect(await attemptSignIn({ ...base, password: "errada", now: at(60_000) })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await attemptSignIn({ ...base, now: at(60_000) })).toEqual({ ok: false, reason: "code_required" });
    expect(await attemptSignIn({ ...base, code: "123456", now: at(60_000) })).toMatchObject({
      reason: "invalid_code",
    });
    const code = await totpCodeAt(secret, at(60_000));
    expect(await attemptSignIn({ ...base, code, now: at(60_000) })).toMatchObject({ ok: true, user: { id: u.id } });
    // The same code again (a replay within its 30 s) is refused.
    expect(await attemptSignIn({ ...base, code, now: at(61_000) })).toMatchObject({ reason: "invalid_code" });
    // The code enrolment used (step 0) is older than the last accepted one: refused too.
    expect(await attemptSignIn({ ...base, code: await totpCodeAt(secret, at(0)), now: at(62_000) })).toMatchObject({
      reason: "invalid_code",
    });

    const recovery = recoveryCodes[3].toUpperCase().replace("-", " ");
    expect(await attemptSignIn({ ...base, code: recovery, now: at(70_000) })).toMatchObject({ ok: true });
    expect(await attemptSignIn({ ...base, code: recoveryCodes[3], now: at(80_000) })).toMatchObject({
      reason: "invalid_code",
    });
  });

  it("counts wrong codes like wrong passwords, so codes cannot be guessed quickly", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const { secret } = await enrol(sessionCtx(u.id, "merchant", m.id, at(0)));
    const base = { email: u.email, password: u.password, ip: "203.0.113.8" };
    for (let i = 0; i < 4; i++) {
      expect(await attemptSignIn({ ...base, code: "000000", now: at(30_000) })).toMatchObject({
        reason: "invalid_code",
      });
    }
    // The 4th failure blocks the account: even the right code waits.
    expect(await attemptSignIn({ ...base, code: await totpCodeAt(secret, at(30_000)), now: at(30_000) })).toMatchObject(
      { reason: "throttled" },
    );
  });

  // On PostgreSQL these run at once: each guess is counted before its code is checked.
  it("checks 30 codes guessed at once no more often than one after another (at most 10)", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    await enrol(sessionCtx(u.id, "merchant", m.id, at(0)));
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attemptSignIn({
          email: u.email,
          password: u.password,
          code: String(100_000 + i),
          ip: `203.0.113.${i + 20}`,
          now: at(90_000),
        }),
      ),
    );
    const checked = guesses.filter((g) => !g.ok && g.reason === "invalid_code").length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked).toBe(4);
    expect(guesses.filter((g) => !g.ok && g.reason === "throttled")).toHaveLength(30 - checked);
  });
});

describe("admins must enrol", () => {
  it("holds an admin without TOTP at enrolment: pages redirect, /v1 answers 403, until it has enrolled", async () => {
    const admin = await createUserOf(null);
    const signedIn = { id: admin.id, role: "admin", signedInAt: Date.now() };
    expect(await sessionStatus(signedIn)).toBe("enrolment_required");

    session.user = signedIn;
    const keys = await import("@/app/v1/api-keys/route");
    const cookie = { cookie: "authjs.session-token=x" };
    const refused = await call(keys.GET as never, "GET", "/v1/api-keys", { headers: cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("totp_enrolment_required");

    await enrol(sessionCtx(admin.id, "admin", undefined, new Date()));
    expect(await sessionStatus(signedIn)).toBe("ok");
    expect((await call(keys.GET as never, "GET", "/v1/api-keys", { headers: cookie })).status).toBe(200);
    session.user = undefined;

    // Merchant users may go without it.
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    expect(await sessionStatus({ id: u.id, role: "merchant", signedInAt: Date.now() })).toBe("ok");
  });
});
