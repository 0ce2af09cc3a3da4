import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { apiKeys, auditEvents, dashboardSessions, events, recipients } from "@/db/schema";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as keyRoute from "@/app/v1/api-keys/[id]/route";
import * as recipientRoute from "@/app/v1/recipients/[type]/route";
import * as releaseRoute from "@/app/v1/recipients/[type]/release/route";
import { confirmStepUp } from "@/server/accounts/auth/confirm-step-up";
import { endSession } from "@/server/accounts/auth/dashboard-sessions";
import { sessionStatus } from "@/server/accounts/auth/session-status";
import { requireStepUp, STEP_UP_MINUTES } from "@/server/accounts/auth/step-up";
import { getStepUpStatus } from "@/server/accounts/auth/step-up-status";
import { totpCodeAt } from "@/server/accounts/auth/totp";
import { beginTotpEnrolment, confirmTotpEnrolment } from "@/server/accounts/auth/totp-enrolment";
import type { Ctx } from "@/server/platform/context";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { dashboardSession } from "../support/sessions";
import { createUserOf } from "../support/users";

/**
 * Step-up for money-out changes (docs/api/authentication.md, "Step-up"): from the dashboard, changing a payout
 * destination, releasing one early, creating an API key or widening one's access needs this session to have
 * confirmed its user within the last 10 minutes (a TOTP or recovery code, or the password for a user without
 * TOTP). Without it: 403 `step_up_required` and nothing changes. Key pairs are their own credential and are
 * not asked. Confirmations are counted on the sign-in's counters.
 */
const session = vi.hoisted(() => ({ user: undefined as Record<string, unknown> | undefined }));
vi.mock("@/server/accounts/auth/next-auth", () => ({
  auth: async () => (session.user ? { user: session.user } : null),
}));

afterEach(() => {
  session.user = undefined;
});

const BROWSER = { cookie: "authjs.session-token=x", "sec-fetch-site": "same-origin" };
const PIX = { key_type: "email", key: "thief@evil.example" };

interface Signed {
  merchantId: string;
  auth: string;
  user: { id: string; email: string; password: string };
  /** The session as the cookie says it, and the Ctx of a dashboard call made with it. */
  me: ReturnType<typeof dashboardSession>["me"];
  ctx: (now?: Date) => Ctx;
}

/** A merchant, one of its users signed in (its session row made by a first request, as in the app). */
async function signedInMerchantUser(): Promise<Signed> {
  const m = await createTestMerchant();
  const user = await createUserOf(m.id);
  const { me, ctx } = dashboardSession(user.id, m.id);
  expect(await sessionStatus(me)).toBe("ok");
  return { merchantId: m.id, auth: m.auth, user, me, ctx };
}

async function enrol(ctx: Ctx): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await beginTotpEnrolment({ ctx });
  const { recoveryCodes } = await confirmTotpEnrolment({ ctx, input: { code: await totpCodeAt(secret, ctx.now()) } });
  return { secret, recoveryCodes };
}

function putPix(opts: { headers?: Record<string, string>; auth?: string }, body: unknown = PIX) {
  return call(recipientRoute.PUT, "PUT", "/v1/recipients/pix_key", { ...opts, params: { type: "pix_key" }, body });
}

async function recipientRows(merchantId: string) {
  const db = await getDb();
  return db.select().from(recipients).where(eq(recipients.merchantId, merchantId));
}

async function keyCount(merchantId: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.merchantId, merchantId))).length;
}

describe("without a fresh step-up, a dashboard session", () => {
  it("cannot change a payout destination: 403 step_up_required, and no row, audit entry or event", async () => {
    const s = await signedInMerchantUser();
    session.user = s.me;
    const refused = await putPix({ headers: BROWSER });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("step_up_required");
    expect(refused.body.error.message).toMatch(/10 minutes/);
    expect(await recipientRows(s.merchantId)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(auditEvents).where(eq(auditEvents.merchantId, s.merchantId))).toEqual([]);
    expect(await db.select().from(events).where(eq(events.merchantId, s.merchantId))).toEqual([]);
  });

  it("cannot create an API key, nor widen one; renaming and disabling need nothing", async () => {
    const s = await signedInMerchantUser();
    const before = await keyCount(s.merchantId);
    session.user = s.me;
    const created = await call(keysRoute.POST, "POST", "/v1/api-keys", { headers: BROWSER, body: { name: "new" } });
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe("step_up_required");
    expect(await keyCount(s.merchantId)).toBe(before);

    const db = await getDb();
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.merchantId, s.merchantId));
    const patch = (body: unknown) =>
      call(keyRoute.PATCH, "PATCH", `/v1/api-keys/${key.id}`, { headers: BROWSER, body, params: { id: key.id } });
    const widened = await patch({ ip_whitelist: ["0.0.0.0/0"] });
    expect(widened.status).toBe(403);
    expect(widened.body.error.code).toBe("step_up_required");
    expect((await patch({ name: "renamed" })).status).toBe(200);
    expect((await patch({ status: "inactive" })).status).toBe(200);
    // Turning it back on widens it again.
    expect((await patch({ status: "active" })).body.error.code).toBe("step_up_required");
    const [after] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(after).toMatchObject({ name: "renamed", status: "inactive", ipWhitelist: [] });
  });
});

describe("confirming", () => {
  it("with the password when the user has no TOTP: a wrong one is refused, the right one lets the change through", async () => {
    const s = await signedInMerchantUser();
    expect((await getStepUpStatus({ ctx: s.ctx() })).factor).toBe("password");
    await expect(confirmStepUp({ ctx: s.ctx(), input: { secret: "not it" } })).rejects.toMatchObject({
      code: "invalid_password",
    });
    session.user = s.me;
    expect((await putPix({ headers: BROWSER })).status).toBe(403);
    // The refusal is not kept as the answer of its Idempotency-Key: the dialog's retry with the same key goes through.
    const keyed = { ...BROWSER, "idempotency-key": "step-up-retry" };
    const first = await call(keysRoute.POST, "POST", "/v1/api-keys", { headers: keyed, body: { name: "new" } });
    expect(first.body.error.code).toBe("step_up_required");

    const { validUntil } = await confirmStepUp({ ctx: s.ctx(), input: { secret: s.user.password } });
    expect(validUntil.getTime() - Date.now()).toBeGreaterThan((STEP_UP_MINUTES - 1) * 60_000);
    const set = await putPix({ headers: BROWSER });
    expect(set.status).toBe(201);
    expect(set.body.data.status).toBe("pending_verification");
    const created = await call(keysRoute.POST, "POST", "/v1/api-keys", { headers: keyed, body: { name: "new" } });
    expect(created.status).toBe(201);
  });

  it("with a TOTP or recovery code when the user has TOTP; its password is then not enough, and a code works once", async () => {
    const s = await signedInMerchantUser();
    const t0 = new Date();
    const { secret, recoveryCodes } = await enrol(s.ctx(t0));
    expect((await getStepUpStatus({ ctx: s.ctx() })).factor).toBe("totp");
    await expect(confirmStepUp({ ctx: s.ctx(), input: { secret: s.user.password } })).rejects.toMatchObject({
      code: "invalid_code",
    });
    // The enrolment's code was used: the same one again is refused.
    await expect(
      confirmStepUp({ ctx: s.ctx(t0), input: { secret: await totpCodeAt(secret, t0) } }),
    ).rejects.toMatchObject({ code: "invalid_code" });
    const later = new Date(t0.getTime() + 30_000);
    await confirmStepUp({ ctx: s.ctx(later), input: { secret: await totpCodeAt(secret, later) } });
    expect((await getStepUpStatus({ ctx: s.ctx(later) })).validUntil).not.toBeNull();

    // A recovery code counts too, once.
    await confirmStepUp({ ctx: s.ctx(), input: { secret: recoveryCodes[0] } });
    await expect(confirmStepUp({ ctx: s.ctx(), input: { secret: recoveryCodes[0] } })).rejects.toMatchObject({
      code: "invalid_code",
    });
  });

  it("expires after 10 minutes", async () => {
    const s = await signedInMerchantUser();
    const t0 = new Date();
    await confirmStepUp({ ctx: s.ctx(t0), input: { secret: s.user.password } });
    await expect(requireStepUp(s.ctx(new Date(t0.getTime() + 9 * 60_000)), "test")).resolves.toBeUndefined();
    await expect(
      requireStepUp(s.ctx(new Date(t0.getTime() + STEP_UP_MINUTES * 60_000 + 1_000)), "test"),
    ).rejects.toMatchObject({ code: "step_up_required" });

    // Through the route: the confirmation made 11 minutes ago no longer counts.
    const db = await getDb();
    await db
      .update(dashboardSessions)
      .set({ steppedUpAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(dashboardSessions.userId, s.user.id));
    session.user = s.me;
    expect((await putPix({ headers: BROWSER })).body.error.code).toBe("step_up_required");
    expect(await recipientRows(s.merchantId)).toEqual([]);
  });

  it("belongs to its session: another session of the user is not stepped up, and a signed-out one cannot confirm", async () => {
    const s = await signedInMerchantUser();
    await confirmStepUp({ ctx: s.ctx(), input: { secret: s.user.password } });
    const other = { ...s.me, signedInAt: s.me.signedInAt - 60_000 };
    expect(await sessionStatus(other)).toBe("ok");
    session.user = other;
    expect((await putPix({ headers: BROWSER })).body.error.code).toBe("step_up_required");

    await endSession(systemCtx(), { userId: s.user.id, signedInAt: s.me.signedInAt });
    await expect(requireStepUp(s.ctx(), "test")).rejects.toMatchObject({ code: "step_up_required" });
    await expect(confirmStepUp({ ctx: s.ctx(), input: { secret: s.user.password } })).rejects.toMatchObject({
      code: "session_revoked",
    });
  });

  it("is only for dashboard sessions", async () => {
    const m = await createTestMerchant();
    await expect(confirmStepUp({ ctx: m.ctx, input: { secret: "x" } })).rejects.toMatchObject({
      code: "session_required",
    });
  });

  // On PostgreSQL these run at once: each is claimed on the sign-in's counters before it is checked.
  it("throttles wrong codes like the sign-in: 30 guesses at once are checked no more often than one after another", async () => {
    const s = await signedInMerchantUser();
    const t0 = new Date();
    const { secret } = await enrol(s.ctx(t0));
    const at = new Date(t0.getTime() + 60_000);
    const guesses = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        confirmStepUp({ ctx: { ...s.ctx(at), clientIp: "203.0.113.9" }, input: { secret: String(100_000 + i) } }),
      ),
    );
    const codes = guesses.map((g) => (g.status === "rejected" ? (g.reason as { code: string }).code : "ok"));
    const checked = codes.filter((c) => c === "invalid_code").length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === "rate_limited")).toHaveLength(30 - checked);
    // The right code now waits too (the account is blocked), and the block is the sign-in's as well.
    await expect(
      confirmStepUp({ ctx: s.ctx(at), input: { secret: await totpCodeAt(secret, at) } }),
    ).rejects.toMatchObject({ code: "rate_limited" });
    await expect(requireStepUp(s.ctx(at), "test")).rejects.toMatchObject({ code: "step_up_required" });
  });
});

describe("callers that are not asked", () => {
  it("a key pair changes destinations and keys without any step-up", async () => {
    const m = await createTestMerchant();
    expect((await putPix({ auth: m.auth })).status).toBe(201);
    const created = await call(keysRoute.POST, "POST", "/v1/api-keys", { auth: m.auth, body: { name: "k" } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const patched = await call(keyRoute.PATCH, "PATCH", `/v1/api-keys/${id}`, {
      auth: m.auth,
      body: { ip_whitelist: ["10.0.0.0/8"] },
      params: { id },
    });
    expect(patched.status).toBe(200);
  });
});

describe("an admin's early release from the dashboard", () => {
  it("needs the admin's step-up too", async () => {
    const m = await createTestMerchant();
    expect((await putPix({ auth: m.auth })).status).toBe(201);
    const admin = await createUserOf(null);
    const { me, ctx } = dashboardSession(admin.id, null);
    const t0 = new Date(Date.now() - 60_000);
    const { secret } = await enrol(ctx(t0));
    expect(await sessionStatus(me)).toBe("ok");
    session.user = me;
    const release = () =>
      call(releaseRoute.POST, "POST", `/v1/recipients/pix_key/release?merchant_id=${m.id}`, {
        headers: BROWSER,
        params: { type: "pix_key" },
      });
    const refused = await release();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("step_up_required");
    const [row] = await recipientRows(m.id);
    expect(row.payoutsFrom.getTime()).toBeGreaterThan(Date.now());

    const now = new Date();
    await confirmStepUp({ ctx: ctx(now), input: { secret: await totpCodeAt(secret, now) } });
    const released = await release();
    expect(released.status).toBe(200);
    expect(released.body.data.status).toBe("verified");
    const db = await getDb();
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, m.id), eq(auditEvents.action, "recipient.released")));
    expect(audited).toHaveLength(1);
  });
});
