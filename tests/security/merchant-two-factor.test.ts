import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents } from "@/db/schema";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as settingsRoute from "@/app/v1/merchants/[id]/security-settings/route";
import { confirmStepUp } from "@/server/accounts/auth/confirm-step-up";
import { sessionStatus } from "@/server/accounts/auth/session-status";
import { totpCodeAt } from "@/server/accounts/auth/totp";
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  getTotpStatus,
} from "@/server/accounts/auth/totp-enrolment";
import { getDb } from "@/server/platform/db";
import { createPlatformKey, createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { dashboardSession } from "../support/sessions";
import { createUserOf } from "../support/users";

/**
 * A merchant may require TOTP of all its dashboard users (docs/api/authentication.md, "Two-factor required by a
 * merchant"): `PATCH /v1/merchants/{id}/security-settings`, by its own users after a step-up or by an admin,
 * never by its API key. A user of that merchant without TOTP is then held at the enrolment like an admin
 * without it; other merchants' users are not.
 */
const session = vi.hoisted(() => ({ user: undefined as Record<string, unknown> | undefined }));
vi.mock("@/server/accounts/auth/next-auth", () => ({
  auth: async () => (session.user ? { user: session.user } : null),
}));

afterEach(() => {
  session.user = undefined;
});

const BROWSER = { cookie: "authjs.session-token=x", "sec-fetch-site": "same-origin" };

async function userOf(merchantId: string) {
  const user = await createUserOf(merchantId);
  return { user, ...dashboardSession(user.id, merchantId) };
}

function patch(id: string, body: unknown, opts: { auth?: string; headers?: Record<string, string> }) {
  return call(settingsRoute.PATCH, "PATCH", `/v1/merchants/${id}/security-settings`, { ...opts, body, params: { id } });
}

describe("require_two_factor", () => {
  it("holds the merchant's users without TOTP at the enrolment, and not another merchant's", async () => {
    const a = await createTestMerchant("Loja A");
    const b = await createTestMerchant("Loja B");
    const setter = await userOf(a.id);
    const withoutA = await userOf(a.id);
    const withTotpA = await userOf(a.id);
    const withoutB = await userOf(b.id);
    const t0 = new Date(Date.now() - 60_000);
    const { secret } = await beginTotpEnrolment({ ctx: withTotpA.ctx(t0) });
    await confirmTotpEnrolment({ ctx: withTotpA.ctx(t0), input: { code: await totpCodeAt(secret, t0) } });
    for (const u of [setter, withoutA, withTotpA, withoutB]) expect(await sessionStatus(u.me)).toBe("ok");

    // Off by default; the merchant reads its own, another merchant's id is a 404.
    const read = await call(settingsRoute.GET, "GET", `/v1/merchants/${a.id}/security-settings`, {
      auth: a.auth,
      params: { id: a.id },
    });
    expect(read.body.data).toEqual({ object: "security_settings", merchant_id: a.id, require_two_factor: false });
    expect((await patch(b.id, { require_two_factor: true }, { auth: a.auth })).status).toBe(404);

    // From the dashboard: a step-up first.
    session.user = setter.me;
    const refused = await patch(a.id, { require_two_factor: true }, { headers: BROWSER });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("step_up_required");
    expect(await sessionStatus(withoutA.me)).toBe("ok");
    await confirmStepUp({ ctx: setter.ctx(), input: { secret: setter.user.password } });
    const on = await patch(a.id, { require_two_factor: true }, { headers: BROWSER });
    expect(on.status).toBe(200);
    expect(on.body.data.require_two_factor).toBe(true);

    // A's users without TOTP (the setter too) may only enrol; A's user with it and B's users go on.
    expect(await sessionStatus(withoutA.me)).toBe("enrolment_required");
    expect(await sessionStatus(setter.me)).toBe("enrolment_required");
    expect(await sessionStatus(withTotpA.me)).toBe("ok");
    expect(await sessionStatus(withoutB.me)).toBe("ok");
    session.user = withoutA.me;
    const held = await call(keysRoute.GET, "GET", "/v1/api-keys", { headers: BROWSER });
    expect(held.status).toBe(403);
    expect(held.body.error.code).toBe("totp_enrolment_required");
    session.user = withoutB.me;
    expect((await call(keysRoute.GET, "GET", "/v1/api-keys", { headers: BROWSER })).status).toBe(200);

    // Required, so a user that has it cannot turn it off; enrolling frees the others.
    expect((await getTotpStatus({ ctx: withTotpA.ctx() })).required).toBe(true);
    const later = new Date();
    await expect(
      disableTotp({ ctx: withTotpA.ctx(later), input: { code: await totpCodeAt(secret, later) } }),
    ).rejects.toMatchObject({ code: "totp_required" });
    const own = await beginTotpEnrolment({ ctx: withoutA.ctx() });
    await confirmTotpEnrolment({ ctx: withoutA.ctx(), input: { code: await totpCodeAt(own.secret, new Date()) } });
    expect(await sessionStatus(withoutA.me)).toBe("ok");

    const db = await getDb();
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, a.id), eq(auditEvents.action, "security_settings.updated")));
    expect(audited).toHaveLength(1);
    expect(audited[0].after).toEqual({ require_two_factor: true });
  });

  it("cannot be changed by the merchant's API key; an admin's key can", async () => {
    const m = await createTestMerchant();
    const u = await userOf(m.id);
    expect(await sessionStatus(u.me)).toBe("ok");
    const byKey = await patch(m.id, { require_two_factor: true }, { auth: m.auth });
    expect(byKey.status).toBe(403);
    expect(byKey.body.error.code).toBe("session_required");
    expect(await sessionStatus(u.me)).toBe("ok");

    const admin = await createPlatformKey();
    const on = await patch(m.id, { require_two_factor: true }, { auth: admin.auth });
    expect(on.status).toBe(200);
    expect(await sessionStatus(u.me)).toBe("enrolment_required");
    const off = await patch(m.id, { require_two_factor: false }, { auth: admin.auth });
    expect(off.body.data.require_two_factor).toBe(false);
    expect(await sessionStatus(u.me)).toBe("ok");
  });

  it("refuses a body that is not a boolean, and changes nothing", async () => {
    const m = await createTestMerchant();
    const admin = await createPlatformKey();
    const bad = await patch(m.id, { require_two_factor: "yes" }, { auth: admin.auth });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("require_two_factor");
    const extra = await patch(m.id, { require_two_factor: true, other: 1 }, { auth: admin.auth });
    expect(extra.status).toBe(400);
    const read = await call(settingsRoute.GET, "GET", `/v1/merchants/${m.id}/security-settings`, {
      auth: m.auth,
      params: { id: m.id },
    });
    expect(read.body.data.require_two_factor).toBe(false);
  });
});
