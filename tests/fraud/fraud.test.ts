import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as sessions from "@/app/v1/fraud/sessions/route";
import * as reviews from "@/app/v1/charges/reviews/route";
import * as review from "@/app/v1/charges/[id]/review/route";
import * as settings from "@/app/v1/merchants/[id]/fraud-settings/route";
import { fraudAssessments, fraudSessions } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { updateFraudSettings } from "@/server/payments/fraud/settings";
import { isDisposableEmail } from "@/server/payments/fraud/disposable-email";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { cardBody, eventNamesOf, postCharge, tokenFor } from "../charges/support";

const customer = (email: string) => ({ customer: { name: "Maria Silva", email } });

async function session(m: TestMerchant, deviceId: string, extra: Record<string, unknown> = {}, ip = "203.0.113.7") {
  const res = await call(sessions.POST, "POST", "/v1/fraud/sessions", {
    auth: m.publicAuth,
    ip,
    body: {
      device_id: deviceId,
      user_agent: "Mozilla/5.0",
      language: "pt-BR",
      time_zone: "America/Sao_Paulo",
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const withSession = (token: string, fraudSessionId: string, extra: Record<string, unknown> = {}) =>
  cardBody(token, { payment_details: { token, installments: 1, fraud_session_id: fraudSessionId }, ...extra });

describe("fraud analysis", () => {
  it("scores every card charge; a clean one is approved with score 0", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(m, cardBody(await tokenFor(m), customer("maria@example.com")));
    expect(res.body.data.status).toBe("captured");
    expect(res.body.data.fraud).toEqual({ score: 0, decision: "approve", reasons: [], review_status: null });
  });

  it("the fraud test card is always denied, without reaching the acquirer", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(m, cardBody(await tokenFor(m, "4100000000000019")));
    expect(res.body.data).toMatchObject({
      status: "failed",
      failure_code: "fraud_suspected",
      authorization_code: null,
    });
    expect(res.body.data.fraud).toMatchObject({ score: 100, decision: "deny" });
    expect(res.body.data.fraud.reasons.map((r: { code: string }) => r.code)).toEqual(["sandbox_test_card"]);
    expect(await eventNamesOf(res.body.data.id)).toEqual(["charge.created", "charge.failed"]);
  });

  it("disposable e-mail domains come from the maintained list", () => {
    expect(isDisposableEmail("someone@mailinator.com")).toBe(true);
    expect(isDisposableEmail("someone@sub.mailinator.com")).toBe(true);
    expect(isDisposableEmail("someone@gmail.com")).toBe(false);
    expect(isDisposableEmail("someone@empresa.com.br")).toBe(false);
  });

  it("card velocity trips after the configured count and not before", async () => {
    const m = await createTestMerchant();
    await updateFraudSettings({
      ctx: systemCtx(),
      merchantId: m.id,
      input: { card_velocity_limit: 3, review_score: 40, deny_score: 90 },
    });
    const token = await tokenFor(m);
    for (let i = 0; i < 3; i++) {
      const ok = await postCharge(m, cardBody(token));
      expect(ok.body.data.fraud, `charge ${i + 1}`).toMatchObject({ score: 0, decision: "approve" });
    }
    const fourth = await postCharge(m, cardBody(token));
    expect(fourth.body.data.fraud.reasons[0]).toMatchObject({ code: "card_velocity", points: 40 });
    expect(fourth.body.data.fraud).toMatchObject({ score: 40, decision: "review", review_status: "pending" });
    expect(fourth.body.data.status).toBe("authorized");
  });

  it("device, address and e-mail velocity count the SDK's sessions", async () => {
    const m = await createTestMerchant();
    await updateFraudSettings({
      ctx: systemCtx(),
      merchantId: m.id,
      input: { device_velocity_limit: 2, ip_velocity_limit: 2, email_velocity_limit: 2, deny_score: 100 },
    });
    const device = "device_0123456789abcdef";
    const codes: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const token = await tokenFor(m, ["4111111111111111", "5555555555554444", "378282246310005"][i]);
      const res = await postCharge(m, withSession(token, await session(m, device), customer("ana@example.com")));
      codes.push(res.body.data.fraud.reasons.map((r: { code: string }) => r.code));
    }
    expect(codes[0]).toEqual([]);
    expect(codes[1]).toEqual([]);
    expect(codes[2]).toEqual(["device_velocity", "ip_velocity", "email_velocity"]);
  });

  it("a session pays one charge of its own merchant", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    const id = await session(m, "device_aaaaaaaaaaaaaaaa");
    const token = await tokenFor(m);
    expect((await postCharge(m, withSession(token, id))).status).toBe(201);
    const again = await postCharge(m, withSession(token, id));
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("fraud_session_already_used");
    const foreign = await postCharge(
      other,
      withSession(await tokenFor(other), await session(m, "device_bbbbbbbbbbbbbbbb")),
    );
    expect(foreign.body.error.code).toBe("fraud_session_not_found");
  });

  it("declines in a row, disposable e-mail and mismatched countries are named reasons", async () => {
    const m = await createTestMerchant();
    await updateFraudSettings({ ctx: systemCtx(), merchantId: m.id, input: { deny_score: 100, review_score: 100 } });
    const declined = await tokenFor(m, "4000000000000002");
    for (let i = 0; i < 3; i++) await postCharge(m, cardBody(declined));
    const fourth = await postCharge(m, cardBody(declined));
    expect(fourth.body.data.fraud.reasons.map((r: { code: string }) => r.code)).toContain("declines_in_a_row");

    const s = await session(m, "device_cccccccccccccccc", { language: "ru-RU", time_zone: "Europe/Moscow" });
    const res = await postCharge(
      m,
      withSession(await tokenFor(m), s, {
        customer: { name: "Ivan", email: "ivan@mailinator.com", tax_id: "529.982.247-25" },
      }),
    );
    const codes = res.body.data.fraud.reasons.map((r: { code: string }) => r.code);
    expect(codes).toEqual(["disposable_email", "country_mismatch"]);
    expect(res.body.data.fraud.score).toBe(45);
  });

  it("an amount far above the merchant's history adds points", async () => {
    const m = await createTestMerchant();
    const token = await tokenFor(m, "5555555555554444");
    for (let i = 0; i < 5; i++) await postCharge(m, cardBody(await tokenFor(m, "378282246310005"), { amount: 1000 }));
    const big = await postCharge(m, cardBody(token, { amount: 6000 }));
    expect(big.body.data.fraud.reasons[0]).toMatchObject({ code: "amount_far_above_history", points: 25 });
    const bit = await postCharge(m, cardBody(token, { amount: 1100 }));
    expect(bit.body.data.fraud.reasons).toEqual([]);
  });

  it("review → approve captures; review → reject voids; each once", async () => {
    const m = await createTestMerchant();
    await updateFraudSettings({ ctx: systemCtx(), merchantId: m.id, input: { review_score: 30, deny_score: 90 } });
    const held = async () => {
      const res = await postCharge(m, cardBody(await tokenFor(m), customer("x@mailinator.com")));
      expect(res.body.data).toMatchObject({
        status: "authorized",
        fraud: { decision: "review", review_status: "pending" },
      });
      return res.body.data.id as string;
    };
    const a = await held();
    const b = await held();
    const queue = await call(reviews.GET, "GET", "/v1/charges/reviews", { auth: m.auth });
    expect(queue.body.data.map((c: { id: string }) => c.id)).toEqual([a, b]);

    const decide = (id: string, decision: string) =>
      call(review.POST, "POST", `/v1/charges/${id}/review`, { auth: m.auth, params: { id }, body: { decision } });
    const approved = await decide(a, "approve");
    expect(approved.body.data).toMatchObject({
      status: "captured",
      captured_amount: 10000,
      fraud: { review_status: "approved" },
    });
    const rejected = await decide(b, "reject");
    expect(rejected.body.data).toMatchObject({
      status: "canceled",
      captured_amount: 0,
      fraud: { review_status: "rejected" },
    });
    expect(await eventNamesOf(b)).toEqual(["charge.created", "charge.authorized", "charge.canceled"]);
    const twice = await decide(a, "reject");
    expect(twice.status).toBe(422);
    expect(twice.body.error.code).toBe("not_in_review");
    expect((await call(reviews.GET, "GET", "/v1/charges/reviews", { auth: m.auth })).body.data).toEqual([]);
  });

  it("thresholds: a merchant reads its own, only an admin sets them", async () => {
    const m = await createTestMerchant();
    const params = { id: m.id };
    const read = await call(settings.GET, "GET", `/v1/merchants/${m.id}/fraud-settings`, { auth: m.auth, params });
    expect(read.body.data).toMatchObject({ merchant_id: m.id, review_score: 50, deny_score: 80 });
    const self = await call(settings.PATCH, "PATCH", `/v1/merchants/${m.id}/fraud-settings`, {
      auth: m.auth,
      params,
      body: { deny_score: 100 },
    });
    expect(self.status).toBe(403);
    const admin = await createPlatformKey();
    const set = await call(settings.PATCH, "PATCH", `/v1/merchants/${m.id}/fraud-settings`, {
      auth: admin.auth,
      params,
      body: { review_score: 60, card_velocity_limit: 2 },
    });
    expect(set.body.data).toMatchObject({ review_score: 60, deny_score: 80, card_velocity_limit: 2 });
    const bad = await call(settings.PATCH, "PATCH", `/v1/merchants/${m.id}/fraud-settings`, {
      auth: admin.auth,
      params,
      body: { review_score: 90 },
    });
    expect(bad.body.error.code).toBe("invalid_thresholds");
  });

  it("keeps no card number in any fraud record", async () => {
    const m = await createTestMerchant();
    const s = await session(m, "device_dddddddddddddddd");
    await postCharge(m, withSession(await tokenFor(m, "4100000000000019"), s));
    const db = await getDb();
    const dump = JSON.stringify([
      await db.select().from(fraudAssessments).where(eq(fraudAssessments.merchantId, m.id)),
      await db.select().from(fraudSessions).where(eq(fraudSessions.merchantId, m.id)),
    ]);
    expect(dump).toContain("sandbox_test_card");
    expect(dump).not.toContain("4100000000000019");
  });
});
