import { afterEach, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import * as regenerate from "@/app/v1/postbacks/endpoints/[id]/regenerate-secret/route";
import { webhookEndpoints } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { Dispatcher, dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import { dispatchCommand } from "@/server/delivery/webhooks/jobs";
import { systemCtx } from "@/server/platform/context";
import { RETRY_DELAYS_MS } from "@/server/delivery/webhooks/retry-schedule";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { attemptsOf, controlledClock, createEndpointVia, deliveriesOf, emit } from "./helpers";
import { startReceiver, type Receiver } from "./receiver";

// A short timeout keeps the hanging-receiver test quick; the default is 10 s.
process.env.WEBHOOK_TIMEOUT_MS = "1500";

const receivers: Receiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

afterEach(async () => {
  // Park what a test leaves behind, so that a later test's clock does not send it.
  await (await getDb()).update(webhookEndpoints).set({ active: false });
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

describe("webhook delivery", () => {
  it("delivers a signed payload that a standardwebhooks receiver verifies, 30 s after the event", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const ep = await createEndpointVia(m.auth, { url: rx.url, events: ["charge.captured"] });
    rx.setSecret(ep.secret);
    const t0 = new Date();
    const clock = controlledClock(t0);
    // Fields of the charge as version 2026-11-26 publishes it: a payload carries only those (docs/api/versioning.md).
    const charge = { id: "4b0b2c7e-0000-4000-8000-000000000001", amount: 1990, status: "captured" };
    const eventId = await emit(m.id, "charge.captured", charge, t0);
    await emit(m.id, "charge.refunded", { id: charge.id }, t0); // not subscribed
    const other = await createTestMerchant("other");
    await emit(other.id, "charge.captured", { id: "x" }, t0); // another merchant's

    expect(await dispatchOnce(clock.ctx)).toMatchObject({ fanned_out: 1, attempted: 0 });
    const [pending] = await deliveriesOf(ep.id);
    expect(pending).toMatchObject({ status: "pending", attempt: 0, maxAttempts: 10, eventId });
    expect(pending.nextRetryAt?.getTime()).toBe(t0.getTime() + 30_000);

    clock.set(t0.getTime() + 29_999);
    expect((await dispatchOnce(clock.ctx)).attempted).toBe(0);
    clock.set(t0.getTime() + 30_000);
    expect(await dispatchOnce(clock.ctx)).toMatchObject({ attempted: 1, succeeded: 1 });

    expect(rx.received).toHaveLength(1);
    const got = rx.received[0];
    expect(got.verified).toBe(true);
    expect(got.headers["webhook-id"]).toBe(eventId);
    expect(got.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(got.body)).toEqual({
      id: eventId,
      event: "charge.captured",
      api_version: "2026-11-26",
      created_at: t0.toISOString(),
      data: charge,
    });

    const [done] = await deliveriesOf(ep.id);
    expect(done).toMatchObject({
      status: "success",
      attempt: 1,
      responseStatusCode: 200,
      responseBody: "ok",
      errorMessage: null,
      nextRetryAt: null,
    });
    expect(done.deliveredAt?.toISOString()).toBe(clock.now.toISOString());
    expect(done.requestHeaders?.["webhook-signature"]).toBe(got.headers["webhook-signature"]);
    expect(await attemptsOf(done.id)).toHaveLength(1);
  });

  it("signs with the new secret at once after a regenerate: the old secret no longer verifies", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    rx.setSecret(ep.secret);
    const t0 = new Date();
    const clock = controlledClock(new Date(t0.getTime() + 30_000));
    await emit(m.id, "charge.captured", { id: "a" }, t0);
    await dispatchOnce(clock.ctx);
    expect(rx.received.map((r) => r.verified)).toEqual([true]);

    const res = await call(regenerate.POST, "POST", `/v1/postbacks/endpoints/${ep.id}/regenerate-secret`, {
      auth: m.auth,
      params: { id: ep.id },
    });
    const fresh: string = res.body.data.secret;
    await emit(m.id, "charge.captured", { id: "b" }, t0);
    await dispatchOnce(clock.ctx);
    expect(rx.received).toHaveLength(2);
    const second = rx.received[1];
    expect(second.verified).toBe(false);
    expect(second.verifyError).toMatch(/signature/i);
    expect(() => new Webhook(fresh).verify(second.body, second.headers)).not.toThrow();
    expect(() => new Webhook(ep.secret).verify(second.body, second.headers)).toThrow();
  });

  it("retries an always-failing receiver exactly on the schedule, 10 attempts, then exhausted", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: () => ({ status: 500, body: "down" }) });
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    const t0 = new Date("2026-11-21T12:00:00.000Z");
    const clock = controlledClock(t0);
    await emit(m.id, "charge.captured", { id: "c" }, t0);
    const sentAt: number[] = [];
    for (let k = 1; k <= 10; k++) {
      const [d] = await deliveriesOf(ep.id).then((rows) =>
        rows.length ? rows : dispatchOnce(clock.ctx).then(() => deliveriesOf(ep.id)),
      );
      const due = d.nextRetryAt!.getTime();
      clock.set(due - 1);
      expect((await dispatchOnce(clock.ctx)).attempted, `attempt ${k} early`).toBe(0);
      clock.set(due);
      expect((await dispatchOnce(clock.ctx)).attempted, `attempt ${k}`).toBe(1);
      expect(rx.received).toHaveLength(k);
      sentAt.push(due - t0.getTime());
    }
    // The "after the event" row of docs/api/webhooks.md: 30s, 1min30s, 6min30s, … about 40h.
    const accumulated = RETRY_DELAYS_MS.map((_, i) => RETRY_DELAYS_MS.slice(0, i + 1).reduce((a, b) => a + b, 0));
    expect(sentAt).toEqual(accumulated);
    expect(sentAt.map((ms) => ms / 1000)).toEqual([30, 90, 390, 1290, 3090, 6690, 13890, 28290, 57090, 143490]);

    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({
      status: "exhausted",
      attempt: 10,
      maxAttempts: 10,
      nextRetryAt: null,
      deliveredAt: null,
      responseStatusCode: 500,
    });
    expect(d.errorMessage).toBe("Receiver answered HTTP 500.");
    // The cause as a code and its parameters, which the screens say in the user's language.
    expect(d).toMatchObject({ errorCode: "http_status", errorParams: { status: 500 } });
    const attempts = await attemptsOf(d.id);
    expect(attempts.every((a) => a.errorCode === "http_status" && a.errorParams?.status === 500)).toBe(true);
    expect(attempts.map((a) => a.statusAfter)).toEqual([...Array(9).fill("failed"), "exhausted"]);
    expect(attempts.every((a) => a.trigger === "automatic" && !a.succeeded && a.responseBody === "down")).toBe(true);
    // Each failed attempt k named the time of attempt k+1.
    expect(attempts.slice(0, 9).map((a) => a.nextRetryAt!.getTime() - t0.getTime())).toEqual(sentAt.slice(1));

    clock.set(t0.getTime() + 100 * 86_400_000);
    expect((await dispatchOnce(clock.ctx)).attempted).toBe(0);
    expect(rx.received).toHaveLength(10);
  });

  it("ends success with delivered_at when the receiver fails twice, then answers 2xx", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: (n) => (n <= 2 ? { status: 503 } : { status: 204 }) });
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    rx.setSecret(ep.secret);
    const t0 = new Date("2026-11-22T08:00:00.000Z");
    const clock = controlledClock(t0);
    await emit(m.id, "withdrawal.completed", { id: "w" }, t0);
    for (const at of [30_000, 90_000, 390_000]) {
      clock.set(t0.getTime() + at);
      await dispatchOnce(clock.ctx);
    }
    expect(rx.received).toHaveLength(3);
    expect(rx.received.every((r) => r.verified)).toBe(true);
    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({
      status: "success",
      attempt: 3,
      responseStatusCode: 204,
      nextRetryAt: null,
      errorMessage: null,
      errorCode: null,
      errorParams: null,
    });
    expect(d.deliveredAt?.getTime()).toBe(t0.getTime() + 390_000);
    expect((await attemptsOf(d.id)).map((a) => [a.responseStatusCode, a.statusAfter])).toEqual([
      [503, "failed"],
      [503, "failed"],
      [204, "success"],
    ]);
  });

  it("aborts a receiver that does not answer within the timeout and counts it as failed", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: () => "hang" });
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    const t0 = new Date("2026-11-23T08:00:00.000Z");
    const clock = controlledClock(new Date(t0.getTime() + 30_000));
    await emit(m.id, "charge.failed", { id: "h" }, t0);
    const started = Date.now();
    expect(await dispatchOnce(clock.ctx)).toMatchObject({ attempted: 1, failed: 1 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1500);
    expect(took).toBeLessThan(4000);
    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({ status: "failed", attempt: 1, responseStatusCode: null });
    expect(d.errorMessage).toBe("Timed out after 1500 ms; the request was aborted.");
    expect(d).toMatchObject({ errorCode: "timeout", errorParams: { ms: 1500 } });
    expect(d.durationMs).toBeGreaterThanOrEqual(1500);
    expect(d.nextRetryAt?.getTime()).toBe(clock.now.getTime() + 60_000);
  });

  it("a slow endpoint does not hold up the others", async () => {
    const m = await createTestMerchant();
    const slow = await receiver({ behave: () => "hang" });
    const fast = await receiver();
    await createEndpointVia(m.auth, { url: slow.url, events: ["charge.created"] });
    const fastEp = await createEndpointVia(m.auth, { url: fast.url, events: ["charge.captured"] });
    // The hanging endpoint's deliveries are older, so they are first in line: without the
    // per-endpoint bound they would take all four slots for the whole timeout.
    const t0 = new Date(Date.now() - 60_000);
    for (let i = 0; i < 4; i++) await emit(m.id, "charge.created", { id: `s${i}` }, t0);
    for (let i = 0; i < 4; i++) await emit(m.id, "charge.captured", { id: `f${i}` }, new Date(t0.getTime() + 1000));
    const clock = controlledClock(new Date());
    const pass = dispatchOnce(clock.ctx, { concurrency: 4, perEndpoint: 2 });
    const deadline = Date.now() + 1200; // the timeout is 1500 ms
    while (fast.received.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(fast.received).toHaveLength(4);
    expect(slow.received.length).toBeLessThanOrEqual(2);
    expect(await pass).toMatchObject({ attempted: 8, succeeded: 4, failed: 4 });
    expect((await deliveriesOf(fastEp.id)).map((d) => d.status)).toEqual(["success", "success", "success", "success"]);
  });

  it("an endpoint that has not answered yet holds one slot, however many of its deliveries are due", async () => {
    const m = await createTestMerchant();
    const hanging = await receiver({ behave: () => "hang" });
    const fast = await receiver();
    const hangingEp = await createEndpointVia(m.auth, { url: hanging.url, events: ["charge.created"] });
    await createEndpointVia(m.auth, { url: fast.url, events: ["charge.captured"] });
    // The hanging endpoint's deliveries are first in line and it may have all four slots: sending
    // it four before it answered once would leave the fast endpoint nothing for half a second.
    const t0 = new Date(Date.now() - 60_000);
    for (let i = 0; i < 4; i++) await emit(m.id, "charge.created", { id: `s${i}` }, t0);
    for (let i = 0; i < 4; i++) await emit(m.id, "charge.captured", { id: `f${i}` }, new Date(t0.getTime() + 1000));
    const pass = dispatchOnce(controlledClock(new Date()).ctx, { concurrency: 4, perEndpoint: 4 });
    const deadline = Date.now() + 1200; // the timeout is 1500 ms
    while (fast.received.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(fast.received).toHaveLength(4);
    expect(hanging.received).toHaveLength(1);
    // Not answered after half a second, it is known slow: the rest go out beside the fast slots.
    expect(await pass).toMatchObject({ attempted: 8, succeeded: 4, failed: 4 });
    expect(hanging.received).toHaveLength(4);
    expect(hanging.received[1].at - hanging.received[0].at).toBeGreaterThanOrEqual(450);
    expect((await deliveriesOf(hangingEp.id)).map((d) => d.attempt)).toEqual([1, 1, 1, 1]);
  });

  it("an endpoint gets one request until it answers, then its full share", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: () => ({ status: 204, delayMs: 200 }) });
    const ep = await createEndpointVia(m.auth, { url: rx.url, events: ["charge.captured"] });
    const t0 = new Date(Date.now() - 60_000);
    for (let i = 0; i < 9; i++) await emit(m.id, "charge.captured", { id: `c${i}` }, t0);
    expect(await dispatchOnce(controlledClock(new Date()).ctx, { concurrency: 4, perEndpoint: 4 })).toMatchObject({
      attempted: 9,
      succeeded: 9,
    });
    const at = rx.received.map((r) => r.at);
    // The first request alone, answered after 200 ms; then four at a time (each answer is known fast).
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(190);
    expect(at[4] - at[1]).toBeLessThan(150);
    expect(at[5] - at[1]).toBeGreaterThanOrEqual(190);
    expect((await deliveriesOf(ep.id)).every((d) => d.status === "success" && d.attempt === 1)).toBe(true);
  });

  it("one in-app tick keeps its slots filled while deliveries are due, beyond one batch", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const ep = await createEndpointVia(m.auth, { url: rx.url, events: ["charge.captured"] });
    const t0 = new Date(Date.now() - 60_000);
    for (let i = 0; i < 24; i++) await emit(m.id, "charge.captured", { id: `c${i}` }, t0);
    const dispatcher = new Dispatcher({ concurrency: 4, perEndpoint: 4 });
    const { started } = await dispatcher.tick(systemCtx(), { budgetMs: 20_000 });
    await dispatcher.drain();
    // Claiming once per tick would have started 4 (the concurrency) and left 20 for later ticks.
    expect(started).toBe(24);
    expect(rx.received).toHaveLength(24);
    expect((await deliveriesOf(ep.id)).every((d) => d.status === "success")).toBe(true);
  });

  it("`admin dispatch --as-of TIME` runs one pass at that clock", async () => {
    const m = await createTestMerchant();
    const rx = await receiver();
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    const t0 = new Date("2026-11-24T09:00:00.000Z");
    await emit(m.id, "charge.captured", { id: "cli" }, t0);
    expect(await dispatchCommand.run({ "as-of": "2026-11-24T09:00:29Z" }, systemCtx())).toMatchObject({
      fanned_out: 1,
      attempted: 0,
    });
    expect(await dispatchCommand.run({ "as-of": "2026-11-24T09:00:30Z" }, systemCtx())).toMatchObject({
      attempted: 1,
      succeeded: 1,
    });
    const [d] = await deliveriesOf(ep.id);
    expect(d.deliveredAt?.toISOString()).toBe("2026-11-24T09:00:30.000Z");
    await expect(dispatchCommand.run({ "as-of": "tomorrow" }, systemCtx())).rejects.toThrow(/--as-of/);
  });
});
