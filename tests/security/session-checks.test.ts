import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { merchants, users } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { runCommand } from "@/server/registries/cli/run-command";
import { CACHE_MS, forgetSessionStatus, sessionStatus } from "@/server/accounts/auth/session-status";
import { verifyCredentials } from "@/server/accounts/auth/verify-credentials";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as tokenizeRoute from "@/app/tokenize/route";
import * as revokeRoute from "@/app/v1/users/[id]/revoke-sessions/route";
import * as userRoute from "@/app/v1/users/[id]/route";
import { createPlatformKey, createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { createUserOf } from "../support/users";

/**
 * Session and key checks (docs/api/authentication.md, "Session checks"): a suspended merchant's keys
 * and its users' sessions stop working at the next request, a disabled or deleted user's sessions
 * too, and an admin can revoke a user's sessions (API and CLI).
 */
const session = vi.hoisted(() => ({ user: undefined as Record<string, unknown> | undefined }));
vi.mock("@/server/accounts/auth/next-auth", () => ({
  auth: async () => (session.user ? { user: session.user } : null),
}));

const COOKIE = { cookie: "authjs.session-token=x" };

describe("a suspended merchant", () => {
  it("loses its secret and public keys and its users' sessions; reactivated, has them back", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const me = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() };
    expect((await call(keysRoute.GET as never, "GET", "/v1/api-keys", { auth: m.auth })).status).toBe(200);
    expect(await sessionStatus(me)).toBe("ok");

    await runCommand("merchant-status", { merchant: m.id, status: "inactive" });
    const secret = await call(keysRoute.GET as never, "GET", "/v1/api-keys", { auth: m.auth });
    expect(secret.status).toBe(401);
    expect(secret.body.error.type).toBe("authentication_error");
    const publicCall = await call(tokenizeRoute.POST as never, "POST", "/tokenize", { auth: m.publicAuth, body: {} });
    expect(publicCall.status).toBe(401);
    expect(publicCall.body.error.code).toBe("invalid_public_key");
    expect(await sessionStatus(me)).toBe("revoked");
    session.user = me;
    const viaSession = await call(keysRoute.GET as never, "GET", "/v1/api-keys", { headers: COOKIE });
    expect(viaSession.status).toBe(401);
    expect(viaSession.body.error.code).toBe("session_revoked");
    session.user = undefined;

    await runCommand("merchant-status", { merchant: m.id, status: "active" });
    expect((await call(keysRoute.GET as never, "GET", "/v1/api-keys", { auth: m.auth })).status).toBe(200);
    expect(await sessionStatus(me)).toBe("ok");
  });
});

describe("user status and revocation", () => {
  it("ends the sessions of a disabled or deleted user, who cannot sign in either", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const me = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() };
    const platform = await createPlatformKey();

    const disabled = await call(userRoute.PATCH as never, "PATCH", `/v1/users/${u.id}`, {
      auth: platform.auth,
      params: { id: u.id },
      body: { status: "disabled" },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ object: "user", id: u.id, status: "disabled" });
    expect(await sessionStatus(me)).toBe("revoked");
    expect(await verifyCredentials(u.email, u.password)).toBeNull();
    // Enabled again: it signs in, but the sessions of before stay ended.
    await runCommand("user", { email: u.email, status: "active" });
    expect(await verifyCredentials(u.email, u.password)).not.toBeNull();
    expect(await sessionStatus(me)).toBe("revoked");
    expect(await sessionStatus({ ...me, signedInAt: Date.now() + 1 })).toBe("ok");

    const db = await getDb();
    await db.delete(users).where(eq(users.id, u.id));
    forgetSessionStatus(u.id);
    expect(await sessionStatus({ ...me, signedInAt: Date.now() })).toBe("revoked");
  });

  it("lets an admin revoke a user's sessions through the API and the CLI; merchants may not", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    const u = await createUserOf(m.id);
    const platform = await createPlatformKey();
    const before = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() - 1000 };
    expect(await sessionStatus(before)).toBe("ok");

    const byMerchant = await call(revokeRoute.POST as never, "POST", `/v1/users/${u.id}/revoke-sessions`, {
      auth: other.auth,
      params: { id: u.id },
    });
    expect(byMerchant.status).toBe(403);
    expect(byMerchant.body.error.code).toBe("admin_only");
    expect(await sessionStatus(before)).toBe("ok");

    const revoked = await call(revokeRoute.POST as never, "POST", `/v1/users/${u.id}/revoke-sessions`, {
      auth: platform.auth,
      params: { id: u.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.sessions_valid_after).toEqual(expect.any(String));
    expect(await sessionStatus(before)).toBe("revoked");
    // A session signed in afterwards works.
    const after = { ...before, signedInAt: Date.now() + 1 };
    expect(await sessionStatus(after)).toBe("ok");

    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await call(revokeRoute.POST as never, "POST", `/v1/users/${missing}/revoke-sessions`, {
          auth: platform.auth,
          params: { id: missing },
        })
      ).status,
    ).toBe(404);

    await new Promise((r) => setTimeout(r, 5));
    const cli = (await runCommand("user", { email: u.email, "revoke-sessions": true })) as { id: string };
    expect(cli.id).toBe(u.id);
    expect(await sessionStatus(after)).toBe("revoked");
  });

  it("re-reads the user at most every few seconds per process (a change elsewhere is seen within CACHE_MS)", async () => {
    const m = await createTestMerchant();
    const u = await createUserOf(m.id);
    const me = { id: u.id, role: "merchant", merchantId: m.id, signedInAt: Date.now() };
    const t = Date.now();
    expect(await sessionStatus(me, t)).toBe("ok");
    // Another instance suspends the merchant: this process does not hear of it…
    const db = await getDb();
    await db.update(merchants).set({ status: "inactive" }).where(eq(merchants.id, m.id));
    expect(await sessionStatus(me, t + 1000)).toBe("ok");
    // …until its cached row expires.
    expect(await sessionStatus(me, t + CACHE_MS + 1)).toBe("revoked");
  });
});
