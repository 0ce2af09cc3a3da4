import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { codeWords, type CodesTranslator } from "@/components/codes/codes";
import { failureOf } from "@/server/delivery/webhooks/send-webhook";
import { ForbiddenAddressError } from "@/server/delivery/webhooks/url-policy";
import * as endpointItem from "@/app/v1/postbacks/endpoints/[id]/route";
import * as testRoute from "@/app/v1/postbacks/endpoints/[id]/test/route";
import * as logs from "@/app/v1/postbacks/delivery-logs/route";
import * as logItem from "@/app/v1/postbacks/delivery-logs/[id]/route";
import * as resend from "@/app/v1/postbacks/delivery-logs/[id]/resend/route";
import { webhookEndpoints } from "@/db/schema";
import { resetConfigForTests } from "@/server/platform/config";
import { getDb } from "@/server/platform/db";
import { dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { attemptsOf, controlledClock, createEndpointVia, deliveriesOf, emit } from "./helpers";
import { startReceiver, type Receiver } from "./receiver";

process.env.WEBHOOK_TIMEOUT_MS = "1000";

const receivers: Receiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

afterEach(async () => {
  await (await getDb()).update(webhookEndpoints).set({ active: false });
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  resetConfigForTests();
});

const resendCall = (m: TestMerchant, id: string) =>
  call(resend.POST, "POST", `/v1/postbacks/delivery-logs/${id}/resend`, { auth: m.auth, params: { id } });
const detail = (m: TestMerchant, id: string) =>
  call(logItem.GET, "GET", `/v1/postbacks/delivery-logs/${id}`, { auth: m.auth, params: { id } });

/** One failed delivery of a fresh merchant: attempt 1 got a 500. */
async function failedDelivery() {
  const m = await createTestMerchant();
  const rx = await receiver({ behave: () => ({ status: 500, body: "broken" }) });
  const ep = await createEndpointVia(m.auth, { url: rx.url });
  rx.setSecret(ep.secret);
  const t0 = new Date(Date.now() - 60_000);
  await emit(m.id, "charge.captured", { id: "ch_1" }, t0);
  await dispatchOnce(controlledClock(new Date(t0.getTime() + 30_000)).ctx);
  const [d] = await deliveriesOf(ep.id);
  expect(d.status).toBe("failed");
  return { m, rx, ep, delivery: d, t0 };
}

describe("delivery logs", () => {
  it("lists with filters and page defaults, and shows the request sent and the answer received", async () => {
    const { m, ep, delivery } = await failedDelivery();
    await emit(m.id, "charge.refunded", { id: "ch_1" }, new Date());
    await dispatchOnce(controlledClock(new Date()).ctx); // fans out; due in 30 s

    const all = await call(logs.GET, "GET", "/v1/postbacks/delivery-logs", { auth: m.auth });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 2, total_pages: 1 });
    expect(all.body.data.map((d: { event_name: string }) => d.event_name)).toEqual([
      "charge.refunded",
      "charge.captured",
    ]);
    const failed = all.body.data[1];
    expect(failed).toMatchObject({
      id: delivery.id,
      endpoint_id: ep.id,
      status: "failed",
      attempt: 1,
      max_attempts: 10,
      response_status_code: 500,
      error_message: "Receiver answered HTTP 500.",
      error_code: "http_status",
      error_params: { status: 500 },
      response_body: "broken",
      delivered_at: null,
    });
    expect(failed.next_retry_at).toBe(new Date(delivery.lastAttemptAt!.getTime() + 60_000).toISOString());
    expect(failed.duration_ms).toBeGreaterThanOrEqual(0);

    const byStatus = await call(logs.GET, "GET", "/v1/postbacks/delivery-logs?status=pending", { auth: m.auth });
    expect(byStatus.body.data.map((d: { event_name: string }) => d.event_name)).toEqual(["charge.refunded"]);
    const byName = await call(
      logs.GET,
      "GET",
      "/v1/postbacks/delivery-logs?event_name=charge.captured&page=1&limit=1",
      { auth: m.auth },
    );
    expect(byName.body.data.map((d: { id: string }) => d.id)).toEqual([delivery.id]);
    expect(byName.body.pagination).toEqual({ page: 1, limit: 1, total: 1, total_pages: 1 });
    for (const q of ["status=done", "limit=0", "limit=101", "page=0", "colour=red"]) {
      expect((await call(logs.GET, "GET", `/v1/postbacks/delivery-logs?${q}`, { auth: m.auth })).status, q).toBe(400);
    }

    const one = await detail(m, delivery.id);
    expect(one.status).toBe(200);
    expect(one.body.data.request.url).toBe(one.body.data.endpoint_url);
    expect(one.body.data.endpoint_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hooks$/);
    expect(JSON.parse(one.body.data.request.body)).toMatchObject({ event: "charge.captured", data: { id: "ch_1" } });
    expect(Object.keys(one.body.data.request.headers)).toEqual(
      expect.arrayContaining(["webhook-id", "webhook-timestamp", "webhook-signature", "content-type"]),
    );
    expect(one.body.data.attempts).toHaveLength(1);
    expect(one.body.data.attempts[0]).toMatchObject({
      attempt: 1,
      trigger: "automatic",
      succeeded: false,
      response_status_code: 500,
      error_code: "http_status",
      error_params: { status: 500 },
      status_after: "failed",
    });
  });

  it("resends now whatever the status, records it, and a fixed receiver makes it success", async () => {
    const { m, rx, delivery } = await failedDelivery();
    // Still broken: the resend is attempt 2 and the schedule goes on from now.
    const again = await resendCall(m, delivery.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: "failed", attempt: 2, response_status_code: 500 });
    expect(again.body.data.attempts.map((a: { trigger: string }) => a.trigger)).toEqual(["automatic", "manual"]);
    const lastAttempt = new Date(again.body.data.last_attempt_at).getTime();
    expect(new Date(again.body.data.next_retry_at).getTime()).toBe(lastAttempt + 5 * 60_000);

    rx.setBehaviour(() => ({ status: 200, body: "thanks" }));
    const fixed = await resendCall(m, delivery.id);
    expect(fixed.body.data).toMatchObject({
      status: "success",
      attempt: 3,
      response_status_code: 200,
      response_body: "thanks",
      next_retry_at: null,
    });
    expect(fixed.body.data.delivered_at).toBeTruthy();
    expect(rx.received.every((r) => r.verified)).toBe(true);
    expect(new Set(rx.received.map((r) => r.headers["webhook-id"])).size).toBe(1);

    // A delivered one may be sent again: still success, one more attempt on record.
    const repeat = await resendCall(m, delivery.id);
    expect(repeat.body.data).toMatchObject({ status: "success", attempt: 4 });
    expect(rx.received).toHaveLength(4);
  });

  it("resends an exhausted delivery", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: () => ({ status: 502 }) });
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    const t0 = new Date("2026-12-01T00:00:00Z");
    const clock = controlledClock(t0);
    await emit(m.id, "charge.captured", { id: "x" }, t0);
    for (let i = 0; i < 11; i++) {
      clock.set(t0.getTime() + (i + 1) * 86_400_000);
      await dispatchOnce(clock.ctx);
    }
    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({ status: "exhausted", attempt: 10 });
    const stillBroken = await resendCall(m, d.id);
    expect(stillBroken.body.data).toMatchObject({ status: "exhausted", attempt: 11, next_retry_at: null });
    rx.setBehaviour(() => ({ status: 200 }));
    const ok = await resendCall(m, d.id);
    expect(ok.body.data).toMatchObject({ status: "success", attempt: 12 });
  });

  it("keeps merchants apart: B cannot see or resend A's logs (404) and nothing changes", async () => {
    const { m: a, rx, delivery } = await failedDelivery();
    const b = await createTestMerchant("B");
    expect((await detail(b, delivery.id)).status).toBe(404);
    const r = await resendCall(b, delivery.id);
    expect(r.status).toBe(404);
    expect(r.body.error.type).toBe("not_found");
    const listed = await call(logs.GET, "GET", "/v1/postbacks/delivery-logs", { auth: b.auth });
    expect(listed.body.data).toEqual([]);
    expect(rx.received).toHaveLength(1);
    expect((await attemptsOf(delivery.id)).length).toBe(1);
    expect((await detail(a, delivery.id)).body.data.attempt).toBe(1);
    expect((await detail(a, "not-a-uuid")).status).toBe(404);
  });

  it("sends a signed test event once, and a failing one ends exhausted", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    rx.setSecret(ep.secret);
    const res = await call(testRoute.POST, "POST", `/v1/postbacks/endpoints/${ep.id}/test`, {
      auth: m.auth,
      params: { id: ep.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ event_name: "webhook.test", status: "success", attempt: 1, max_attempts: 1 });
    expect(rx.received[0].verified).toBe(true);
    expect(JSON.parse(rx.received[0].body)).toMatchObject({ event: "webhook.test", data: { endpoint_id: ep.id } });

    rx.setBehaviour(() => ({ status: 404 }));
    const bad = await call(testRoute.POST, "POST", `/v1/postbacks/endpoints/${ep.id}/test`, {
      auth: m.auth,
      params: { id: ep.id },
    });
    expect(bad.body.data).toMatchObject({
      status: "exhausted",
      attempt: 1,
      response_status_code: 404,
      next_retry_at: null,
    });

    const b = await createTestMerchant("B");
    expect(
      (
        await call(testRoute.POST, "POST", `/v1/postbacks/endpoints/${ep.id}/test`, {
          auth: b.auth,
          params: { id: ep.id },
        })
      ).status,
    ).toBe(404);
    expect(rx.received).toHaveLength(2);
  });

  it("holds a disabled endpoint's deliveries, and closes a deleted one's", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    const t0 = new Date(Date.now() - 60_000);
    await emit(m.id, "charge.created", { id: "1" }, t0);
    await dispatchOnce(controlledClock(t0).ctx); // fanned out, not yet due
    const params = { id: ep.id };
    await call(endpointItem.PATCH, "PATCH", `/v1/postbacks/endpoints/${ep.id}`, {
      auth: m.auth,
      params,
      body: { active: false },
    });
    await emit(m.id, "charge.created", { id: "2" }, t0); // while disabled: no delivery
    await dispatchOnce(controlledClock(new Date()).ctx);
    expect(rx.received).toHaveLength(0);
    expect((await deliveriesOf(ep.id)).map((d) => d.status)).toEqual(["pending"]);

    await call(endpointItem.PATCH, "PATCH", `/v1/postbacks/endpoints/${ep.id}`, {
      auth: m.auth,
      params,
      body: { active: true },
    });
    await dispatchOnce(controlledClock(new Date()).ctx);
    expect(rx.received.map((r) => JSON.parse(r.body).data.id)).toEqual(["1"]);

    rx.setBehaviour(() => ({ status: 500 }));
    await emit(m.id, "charge.created", { id: "3" }, t0);
    await dispatchOnce(controlledClock(new Date()).ctx);
    const failed = (await deliveriesOf(ep.id)).find((d) => d.status === "failed")!;
    await call(endpointItem.DELETE, "DELETE", `/v1/postbacks/endpoints/${ep.id}`, { auth: m.auth, params });
    const after = (await deliveriesOf(ep.id)).find((d) => d.id === failed.id)!;
    expect(after).toMatchObject({ status: "exhausted", nextRetryAt: null, errorCode: "endpoint_deleted" });
    const r = await resendCall(m, failed.id);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("endpoint_deleted");
    // Its logs stay readable.
    expect((await detail(m, failed.id)).status).toBe(200);
  });

  it("refuses a private address again at send time, after DNS resolution", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const literal = await createEndpointVia(m.auth, { url: rx.url });
    const named = await createEndpointVia(m.auth, { url: rx.url.replace("127.0.0.1", "localhost") });
    process.env.WEBHOOK_ALLOW_PRIVATE = "false";
    resetConfigForTests();
    const t0 = new Date(Date.now() - 60_000);
    await emit(m.id, "charge.captured", { id: "p" }, t0);
    expect(await dispatchOnce(controlledClock(new Date()).ctx)).toMatchObject({ attempted: 2, failed: 2 });
    expect(rx.received).toHaveLength(0);
    const [a] = await deliveriesOf(literal.id);
    const [b] = await deliveriesOf(named.id);
    expect(a.errorMessage).toMatch(/^Refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1/);
    expect(b.errorMessage).toMatch(/^Refused: localhost resolves to (127\.0\.0\.1|::1)/);
    // Refused after resolution too: the code says why, whatever the path.
    expect([a.errorCode, b.errorCode]).toEqual(["address_refused", "address_refused"]);
  });
});

describe("failure reasons in the user's language", () => {
  const words = async (locale: "en" | "pt-BR") => {
    const messages = JSON.parse(
      fs.readFileSync(path.join(__dirname, "../../messages", locale, "codes.json"), "utf8"),
    ) as AbstractIntlMessages;
    const t = createTranslator({
      locale,
      messages: { codes: messages },
      namespace: "codes" as never,
    }) as unknown as CodesTranslator;
    return codeWords(t, "generic");
  };

  it("says a stored code with its parameters in Portuguese and English, never the API's English text", async () => {
    const pt = await words("pt-BR");
    const en = await words("en");
    const http = {
      error_code: "http_status",
      error_params: { status: 500 },
      error_message: "Receiver answered HTTP 500.",
    };
    expect(pt.deliveryFailure(http)).toBe("O destino respondeu HTTP 500.");
    expect(en.deliveryFailure(http)).toBe("The receiver answered HTTP 500.");
    expect(pt.deliveryFailure({ error_code: "timeout", error_params: { ms: 10000 } })).toBe(
      "Sem resposta em 10000 ms; a requisição foi interrompida.",
    );
    expect(pt.deliveryFailure({ error_code: "connection_refused", error_params: { detail: "ECONNREFUSED" } })).toBe(
      "O destino recusou a conexão (ECONNREFUSED).",
    );
    expect(pt.deliveryFailure({ error_code: "network_error", error_params: null })).toBe(
      "Erro de rede durante o envio.",
    );
    // A row written before the codes: the message is all there is.
    expect(pt.deliveryFailure({ error_code: null, error_message: "socket hang up" })).toBe("socket hang up");
  });

  it("classifies what the network throws", () => {
    const errno = (code: string) => Object.assign(new Error(`${code} happened`), { code });
    expect(failureOf(errno("ECONNREFUSED"))).toMatchObject({
      code: "connection_refused",
      params: { detail: "ECONNREFUSED" },
    });
    expect(failureOf(errno("ENOTFOUND"))).toMatchObject({ code: "dns_failure" });
    expect(failureOf(errno("CERT_HAS_EXPIRED"))).toMatchObject({
      code: "tls_error",
      params: { detail: "CERT_HAS_EXPIRED" },
    });
    expect(failureOf(errno("ECONNRESET"))).toMatchObject({ code: "network_error", params: { detail: "ECONNRESET" } });
    expect(failureOf(new ForbiddenAddressError("Refused: webhooks are sent over https only.", true)).code).toBe(
      "https_required",
    );
  });
});
