import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditEvents, users } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { attemptSignIn } from "@/server/accounts/auth/attempt-sign-in";
import { sessionStatus } from "@/server/accounts/auth/session-status";
import { LOCKOUT_AFTER } from "@/server/accounts/auth/sign-in-throttle";
import { changeOwnPassword } from "@/server/accounts/users/change-own-password";
import type { Ctx } from "@/server/platform/context";
import { createTestMerchant } from "../support/fixtures";
import { createUserOf } from "../support/users";

/**
 * A user changes their own password (docs/api/authentication.md, "Changing the password"): the current
 * one is asked again and wrong ones count against the account like wrong sign-ins; a change ends every
 * session of the user, and the old password no longer signs in.
 */
function sessionCtx(userId: string, merchantId: string, ip = "203.0.113.9"): Ctx {
  return {
    actor: { role: "merchant", via: "session", userId, merchantId },
    requestId: "test",
    now: () => new Date(),
    clientIp: ip,
  };
}

const NEW_PASSWORD = "cavalo correto bateria grampo";

describe("changing one's own password", () => {
  it("ends every session of the user, and only the new password signs in", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const other = await createUserOf(m.id);
    const before = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() - 1_000 };
    const colleague = { id: other.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() - 1_000 };
    expect(await sessionStatus(before)).toBe("ok");

    await changeOwnPassword({
      ctx: sessionCtx(u.id, m.id),
      input: { currentPassword: u.password, newPassword: NEW_PASSWORD },
    });

    expect(await sessionStatus(before)).toBe("revoked");
    expect(await sessionStatus(colleague)).toBe("ok");
    expect((await attemptSignIn({ email: u.email, password: u.password })).ok).toBe(false);
    expect((await attemptSignIn({ email: u.email, password: NEW_PASSWORD })).ok).toBe(true);
    const db = await getDb();
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.targetId, u.id));
    expect(audit.map((a) => a.action)).toContain("user.password_changed");
  });

  it("refuses a wrong current password, a short or unchanged new one, and changes nothing", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const ctx = sessionCtx(u.id, m.id, "203.0.113.10");
    const db = await getDb();
    const [{ passwordHash }] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, u.id));

    const refused = async (input: { currentPassword: string; newPassword: string }) => {
      const e = await changeOwnPassword({ ctx, input }).catch((err: unknown) => err);
      return (e as { code?: string }).code;
    };
    expect(await refused({ currentPassword: "not the password", newPassword: NEW_PASSWORD })).toBe("invalid_password");
    expect(await refused({ currentPassword: u.password, newPassword: "short" })).toBe("password_too_short");
    expect(await refused({ currentPassword: u.password, newPassword: "x".repeat(201) })).toBe("password_too_short");
    expect(await refused({ currentPassword: u.password, newPassword: u.password })).toBe("password_unchanged");

    const [after] = await db.select().from(users).where(eq(users.id, u.id));
    expect(after.passwordHash).toBe(passwordHash);
    expect(after.sessionsValidAfter).toBeNull();
  });

  it("counts wrong current passwords against the account: a stolen session cannot guess faster than sign-in", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const ctx = sessionCtx(u.id, m.id, "203.0.113.11");
    const codes = await Promise.all(
      Array.from({ length: LOCKOUT_AFTER + 5 }, (_, i) =>
        changeOwnPassword({ ctx, input: { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD } }).catch(
          (e: { code?: string }) => e.code,
        ),
      ),
    );
    expect(codes.filter((c) => c === "invalid_password").length).toBeLessThanOrEqual(LOCKOUT_AFTER);
    expect(codes).toContain("rate_limited");
    // Locked: even the right password is not taken now, here or at the sign-in form.
    const right = await changeOwnPassword({
      ctx,
      input: { currentPassword: u.password, newPassword: NEW_PASSWORD },
    }).catch((e: { code?: string }) => e.code);
    expect(right).toBe("rate_limited");
    expect((await attemptSignIn({ email: u.email, password: u.password })).ok).toBe(false);
  });

  it("is for a signed-in user only, not an API key", async () => {
    const m = await createTestMerchant();
    const ctx: Ctx = {
      actor: { role: "merchant", via: "api_key", merchantId: m.id },
      requestId: "t",
      now: () => new Date(),
    };
    await expect(
      changeOwnPassword({ ctx, input: { currentPassword: "whatever-long", newPassword: NEW_PASSWORD } }),
    ).rejects.toMatchObject({ code: "session_required" });
  });
});
