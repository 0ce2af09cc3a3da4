import { describe, expect, it, vi } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import { endSession, ADMIN_IDLE_MS } from "@/server/accounts/auth/dashboard-sessions";
import { sessionStatus } from "@/server/accounts/auth/session-status";
import { createAdminUser } from "@/server/accounts/merchants/create-merchant-with-user";
import { signOutAction } from "@/server/accounts/dashboard-actions/session-actions";
import { systemCtx } from "@/server/platform/context";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { createUserOf } from "../support/users";

/**
 * Sessions end on the server (docs/api/authentication.md, "Sessions"): after signing out, the same cookie
 * answers 401; a session idle past its limit (15 minutes for an admin, MERCHANT_SESSION_IDLE_MINUTES,
 * 60 by default, for a merchant's user) must sign in again; other sessions of the user go on.
 */
const session = vi.hoisted(() => ({ user: undefined as Record<string, unknown> | undefined }));
vi.mock("@/server/accounts/auth/next-auth", () => ({
  auth: async () => (session.user ? { user: session.user } : null),
  signIn: async () => undefined,
  // Auth.js answers sign-out with a redirect; here the cookie is simply forgotten.
  signOut: async () => undefined,
}));
// The action module names Auth.js's error classes, whose package needs Next's runtime to load.
vi.mock("next-auth", () => ({ AuthError: class extends Error {}, CredentialsSignin: class extends Error {} }));
vi.mock("next/headers", () => ({ cookies: async () => ({ delete: () => undefined, get: () => undefined }) }));

const COOKIE = { cookie: "authjs.session-token=x" };
const MINUTE = 60_000;

describe("signing out", () => {
  it("makes the same cookie answer 401, while the user's other sessions go on", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const me = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() - 1_000 };
    const elsewhere = { ...me, signedInAt: me.signedInAt - 5_000 };
    session.user = me;
    expect((await call(keysRoute.GET as never, "GET", "/v1/api-keys", { headers: COOKIE })).status).toBe(200);

    await signOutAction();
    // The copied cookie still says who it was; the server no longer takes it.
    const after = await call(keysRoute.GET as never, "GET", "/v1/api-keys", { headers: COOKIE });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("session_revoked");
    expect(await sessionStatus(elsewhere)).toBe("ok");
    session.user = undefined;
  });

  it("is for good: a session ended stays ended", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const me = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() };
    await endSession(systemCtx(), { userId: u.id, signedInAt: me.signedInAt });
    expect(await sessionStatus(me)).toBe("revoked");
    expect(await sessionStatus(me, Date.now() + 10_000)).toBe("revoked");
  });
});

describe("an idle session", () => {
  it("ends for an admin after 15 minutes without a request; activity keeps it going", async () => {
    const admin = await createAdminUser({
      ctx: systemCtx(),
      input: { email: `idle${Date.now()}@example.com`, password: "uma senha bem longa" },
    });
    const t0 = Date.now();
    const me = { id: admin.id, role: "admin", signedInAt: t0 };
    // No TOTP yet: the session is live but may only enrol.
    expect(await sessionStatus(me, t0)).toBe("enrolment_required");
    expect(await sessionStatus(me, t0 + 10 * MINUTE)).toBe("enrolment_required");
    expect(await sessionStatus(me, t0 + 20 * MINUTE)).toBe("enrolment_required");
    expect(await sessionStatus(me, t0 + 20 * MINUTE + ADMIN_IDLE_MS + 1_000)).toBe("revoked");
    // Ended: coming back sooner does not bring it back.
    expect(await sessionStatus(me, t0 + 21 * MINUTE)).toBe("revoked");
  });

  it("ends for a merchant's user after 60 minutes by default, not after 15", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const t0 = Date.now();
    const me = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: t0 };
    expect(await sessionStatus(me, t0)).toBe("ok");
    expect(await sessionStatus(me, t0 + 30 * MINUTE)).toBe("ok");
    expect(await sessionStatus(me, t0 + 30 * MINUTE + 61 * MINUTE)).toBe("revoked");
  });
});
