import { beforeAll, describe, expect, it } from "vitest";
import * as auditRoute from "@/app/v1/audit-events/route";
import * as approveRoute from "@/app/v1/anticipations/[id]/approve/route";
import * as rejectRoute from "@/app/v1/anticipations/[id]/reject/route";
import * as keyRoute from "@/app/v1/api-keys/[id]/route";
import * as fraudRoute from "@/app/v1/merchants/[id]/fraud-settings/route";
import * as pricingRoute from "@/app/v1/merchants/[id]/pricing/route";
import * as merchantRoute from "@/app/v1/merchants/[id]/route";
import * as merchantsRoute from "@/app/v1/merchants/route";
import * as settlementsRoute from "@/app/v1/settlements/route";
import * as partnersRoute from "@/app/v1/split-partners/route";
import * as partnerRoute from "@/app/v1/split-partners/[id]/route";
import * as revokeRoute from "@/app/v1/users/[id]/revoke-sessions/route";
import * as userRoute from "@/app/v1/users/[id]/route";
import { updateAnticipationSettings } from "@/server/money/anticipations/settings";
import { systemCtx } from "@/server/platform/context";
import { chargeInInstallments, postAnticipation, receivablesOf } from "../anticipations/support";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { createUserOf } from "../support/users";

/**
 * An admin's power needs a record: every admin action leaves one event, with its actor,
 * target, merchant, before/after (no secret), request id and address; only admins read the log.
 */
type Handler = Parameters<typeof call>[0];
interface AuditEvent {
  id: string;
  action: string;
  actor: { type: string; id: string | null; role: string; email: string | null };
  target: { type: string; id: string | null };
  merchant_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string;
  ip: string | null;
  created_at: string;
}

let admin: { auth: string; id: string };
let m: TestMerchant;

beforeAll(async () => {
  admin = await createPlatformKey();
  m = await createTestMerchant("Loja Auditada");
});

async function events(query = ""): Promise<AuditEvent[]> {
  const res = await call(auditRoute.GET as Handler, "GET", `/v1/audit-events?limit=100${query}`, { auth: admin.auth });
  expect(res.status).toBe(200);
  return res.body.data as AuditEvent[];
}

/** The newest event of an action about a target, checked to name the platform key as its actor. */
async function lastOf(action: string, targetId?: string): Promise<AuditEvent> {
  const found = (await events(`&action=${action}`)).filter((e) => !targetId || e.target.id === targetId);
  expect(found.length, `no ${action} event`).toBeGreaterThan(0);
  expect(found[0].actor).toMatchObject({ type: "api_key", id: admin.id, role: "admin" });
  return found[0];
}

describe("admin actions are recorded", () => {
  it("a pricing change: before and after, the request id it answered with, and the client address", async () => {
    const res = await call(pricingRoute.PATCH as Handler, "PATCH", `/v1/merchants/${m.id}/pricing`, {
      auth: admin.auth,
      params: { id: m.id },
      body: { mdr_1x_bp: 299 },
      ip: "203.0.113.9",
    });
    expect(res.status).toBe(200);
    const e = await lastOf("pricing.updated", m.id);
    expect(e.merchant_id).toBe(m.id);
    expect(e.before).toMatchObject({ mdr_1x_bp: 319, custom: false });
    expect(e.after).toMatchObject({ mdr_1x_bp: 299, mdr_2_6_bp: 379 });
    expect(e.request_id).toBe(res.headers.get("x-request-id"));
    expect(e.ip).toBe("203.0.113.9");
  });

  it("a refused change leaves no event", async () => {
    const before = (await events("&action=pricing.updated")).length;
    const bad = await call(pricingRoute.PATCH as Handler, "PATCH", `/v1/merchants/${m.id}/pricing`, {
      auth: admin.auth,
      params: { id: m.id },
      body: { mdr_1x_bp: 20_000 },
    });
    expect(bad.status).toBe(400);
    const byMerchant = await call(pricingRoute.PATCH as Handler, "PATCH", `/v1/merchants/${m.id}/pricing`, {
      auth: m.auth,
      params: { id: m.id },
      body: { mdr_1x_bp: 1 },
    });
    expect(byMerchant.status).toBe(403);
    expect((await events("&action=pricing.updated")).length).toBe(before);
  });

  it("a settlement run, with what it settled", async () => {
    await chargeInInstallments(m, 10_000, 1);
    const asOf = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await call(settlementsRoute.POST as Handler, "POST", "/v1/settlements", {
      auth: admin.auth,
      body: { as_of: asOf },
    });
    expect(res.status).toBe(200);
    const e = await lastOf("settlement.run");
    expect(e.target).toEqual({ type: "settlement", id: null });
    expect(e.after).toMatchObject({ as_of: asOf, requested_as_of: asOf, settled: res.body.data.settled });
    expect(e.after?.settled).toBeGreaterThan(0);
  });

  it("anticipation approvals and rejections", async () => {
    const a = await createTestMerchant();
    const receivables = await receivablesOf(await chargeInInstallments(a, 30_000, 3));
    await updateAnticipationSettings({
      ctx: systemCtx(),
      id: a.id,
      input: { auto_approve_min_amount: 1, auto_approve_max_amount: 1 },
    });
    const ids: string[] = [];
    for (const r of receivables.slice(0, 2)) {
      const res = await postAnticipation(a.auth, { anticipation_type: "spot", receivable_ids: [r.id] });
      expect(res.body.data?.status, JSON.stringify(res.body)).toBe("pending");
      ids.push(res.body.data.id as string);
    }
    const ok = await call(approveRoute.POST as Handler, "POST", "/x", {
      auth: admin.auth,
      params: { id: ids[0] },
      body: {},
    });
    expect(ok.status).toBe(200);
    const no = await call(rejectRoute.POST as Handler, "POST", "/x", {
      auth: admin.auth,
      params: { id: ids[1] },
      body: { reason: "Limite mensal" },
    });
    expect(no.status).toBe(200);
    expect((await lastOf("anticipation.approved", ids[0])).merchant_id).toBe(a.id);
    expect((await lastOf("anticipation.rejected", ids[1])).after).toMatchObject({
      status: "rejected",
      reason: "Limite mensal",
    });
  });

  it("merchant create, suspend and reactivate; no password in the log", async () => {
    const created = await call(merchantsRoute.POST as Handler, "POST", "/v1/merchants", {
      auth: admin.auth,
      body: { name: "Nova Loja", email: "nova.loja@example.com" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.merchant.id as string;
    const password = created.body.data.password as string;
    expect(password.length).toBeGreaterThanOrEqual(12);
    for (const status of ["inactive", "active"]) {
      const res = await call(merchantRoute.PATCH as Handler, "PATCH", `/v1/merchants/${id}`, {
        auth: admin.auth,
        params: { id },
        body: { status },
      });
      expect(res.status).toBe(200);
    }
    expect((await lastOf("merchant.created", id)).after).toMatchObject({ email: "nova.loja@example.com" });
    expect((await lastOf("merchant.suspended", id)).after).toEqual({ status: "inactive" });
    expect((await lastOf("merchant.reactivated", id)).before).toEqual({ status: "inactive" });
    expect(JSON.stringify(await events(`&merchant_id=${id}`))).not.toContain(password);
  });

  it("user disable and session revocation", async () => {
    const u = await createUserOf(m.id);
    const disabled = await call(userRoute.PATCH as Handler, "PATCH", `/v1/users/${u.id}`, {
      auth: admin.auth,
      params: { id: u.id },
      body: { status: "disabled" },
    });
    expect(disabled.status).toBe(200);
    const revoked = await call(revokeRoute.POST as Handler, "POST", "/x", { auth: admin.auth, params: { id: u.id } });
    expect(revoked.status).toBe(200);
    const e = await lastOf("user.disabled", u.id);
    expect(e).toMatchObject({ merchant_id: m.id, before: { status: "active" }, after: { status: "disabled" } });
    expect(Object.keys(e.after ?? {})).not.toContain("password_hash");
    await lastOf("user.sessions_revoked", u.id);
  });

  it("split partner create and remove", async () => {
    const p = await createTestMerchant("Parceiro");
    const made = await call(partnersRoute.POST as Handler, "POST", "/v1/split-partners", {
      auth: admin.auth,
      body: { merchant_id: m.id, partner_id: p.id },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    // Creating it again answers the same relation and records nothing new.
    await call(partnersRoute.POST as Handler, "POST", "/v1/split-partners", {
      auth: admin.auth,
      body: { merchant_id: m.id, partner_id: p.id },
    });
    expect((await events("&action=split_partner.created")).filter((e) => e.target.id === id)).toHaveLength(1);
    const removed = await call(partnerRoute.DELETE as Handler, "DELETE", "/x", { auth: admin.auth, params: { id } });
    expect(removed.status).toBe(200);
    expect((await lastOf("split_partner.removed", id)).before).toMatchObject({ merchant_id: m.id, partner_id: p.id });
  });

  it("fraud settings", async () => {
    const res = await call(fraudRoute.PATCH as Handler, "PATCH", `/v1/merchants/${m.id}/fraud-settings`, {
      auth: admin.auth,
      params: { id: m.id },
      body: { review_score: 40 },
    });
    expect(res.status).toBe(200);
    const e = await lastOf("fraud_settings.updated", m.id);
    expect(e.before).toMatchObject({ review_score: 50 });
    expect(e.after).toMatchObject({ review_score: 40 });
  });

  it("an admin disabling a merchant's key; the merchant doing it itself is not an admin action", async () => {
    const own = await call(keyRoute.PATCH as Handler, "PATCH", "/x", {
      auth: m.auth,
      params: { id: m.keyId },
      body: { name: "renamed" },
    });
    expect(own.status).toBe(200);
    const other = await createTestMerchant();
    const byItself = await call(keyRoute.PATCH as Handler, "PATCH", "/x", {
      auth: other.auth,
      params: { id: other.keyId },
      body: { status: "inactive" },
    });
    expect(byItself.status).toBe(200);
    expect((await events("&action=api_key.disabled")).filter((e) => e.target.id === other.keyId)).toHaveLength(0);

    const res = await call(keyRoute.PATCH as Handler, "PATCH", "/x", {
      auth: admin.auth,
      params: { id: m.keyId },
      body: { status: "inactive" },
    });
    expect(res.status).toBe(200);
    const e = await lastOf("api_key.disabled", m.keyId);
    expect(e).toMatchObject({ merchant_id: m.id, before: { status: "active" }, after: { status: "inactive" } });
    expect(JSON.stringify(e)).not.toMatch(/sk_/);
  });
});

describe("GET /v1/audit-events", () => {
  it("is for admins only", async () => {
    const other = await createTestMerchant();
    const res = await call(auditRoute.GET as Handler, "GET", "/v1/audit-events", { auth: other.auth });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("admin_only");
  });

  it("filters by merchant, action, target and date, newest first, in pages", async () => {
    const all = await events();
    expect(all.length).toBeGreaterThan(5);
    const times = all.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = await events(`&merchant_id=${m.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.merchant_id === m.id)).toBe(true);
    const targeted = await events(`&target_type=fraud_settings&target_id=${m.id}`);
    expect(targeted.map((e) => e.action)).toEqual(["fraud_settings.updated"]);
    expect(await events("&date_to=2000-01-01")).toEqual([]);
    expect((await events(`&date_from=${new Date().toISOString().slice(0, 10)}`)).length).toBe(all.length);

    const page = await call(auditRoute.GET as Handler, "GET", "/v1/audit-events?limit=2&page=2", { auth: admin.auth });
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 2, total: all.length });
    expect(page.body.data.map((e: AuditEvent) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
  });

  it("refuses unknown filters and actions with the error envelope", async () => {
    for (const query of ["?action=merchant.deleted", "?merchant_id=nope", "?colour=blue", "?limit=1000"]) {
      const res = await call(auditRoute.GET as Handler, "GET", `/v1/audit-events${query}`, { auth: admin.auth });
      expect(res.status, query).toBe(400);
      expect(res.body.error.type).toBe("validation_error");
    }
  });
});
