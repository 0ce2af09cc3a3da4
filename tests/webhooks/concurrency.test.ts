import { afterEach, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { Dispatcher } from "@/server/delivery/webhooks/dispatcher";
import { createTestMerchant } from "@/tests/support/fixtures";
import { controlledClock, createEndpointVia, emit } from "./helpers";
import { startReceiver, type Receiver } from "./receiver";

// Children must decrypt the secrets this process sealed, and give up a claim soon after a kill.
process.env.SECRETS_ENCRYPTION_KEY = randomBytes(32).toString("base64");
process.env.WEBHOOK_TIMEOUT_MS = "1000";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const receivers: Receiver[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
  await (await getDb()).update(webhookEndpoints).set({ active: false });
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function waitFor(what: string, cond: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function startChild(): ChildProcess {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "support", "dispatcher-child.ts")],
    {
      cwd: process.cwd(),
      env: { ...process.env, NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  children.push(child);
  return child;
}

async function statusesOf(endpointId: string) {
  const db = await getDb();
  return db
    .select({ id: webhookDeliveries.id, status: webhookDeliveries.status, attempt: webhookDeliveries.attempt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
}

// PGlite runs one query at a time and one process per folder: these need PostgreSQL.
describe.skipIf(!onPostgres)("webhook dispatch on PostgreSQL", () => {
  it("two dispatchers over the same database send each attempt once", async () => {
    const m = await createTestMerchant();
    const warmUps = new Set<string>();
    const rx = await startReceiver({
      behave: (_n, r) => (warmUps.has(r.headers["webhook-id"]) ? { status: 200 } : { status: 500, delayMs: 20 }),
    });
    receivers.push(rx);
    const endpoints = [];
    for (let i = 0; i < 3; i++) endpoints.push(await createEndpointVia(m.auth, { url: `${rx.url}/${i}` }));
    const t0 = new Date("2026-11-21T10:00:00Z");
    const clock = controlledClock(t0);
    const a = new Dispatcher({ concurrency: 8, perEndpoint: 8 });
    const b = new Dispatcher({ concurrency: 8, perEndpoint: 8 });
    // An endpoint a dispatcher has not heard from gets one request in flight across all dispatchers,
    // so whichever claimed first would take a whole round alone. Each learns the endpoints answer fast
    // from a warm-up event of its own (answered 200, never retried) before the race.
    let warmUpAttempts = 0;
    for (const d of [a, b]) {
      warmUps.add(await emit(m.id, "charge.captured", { warmUp: true }, new Date(t0.getTime() - 60_000)));
      const r = await d.runPass(clock.ctx);
      expect(r.succeeded).toBe(endpoints.length);
      if (d === a) warmUpAttempts = r.attempted;
    }
    const raced = () => rx.received.filter((r) => !warmUps.has(r.headers["webhook-id"]));
    for (let i = 0; i < 20; i++) await emit(m.id, "charge.captured", { n: i }, t0);
    const total = 20 * endpoints.length;

    // Both race through the fan-out and three scheduled rounds at the same clock.
    for (const [k, at] of [30_000, 90_000, 390_000].entries()) {
      clock.set(t0.getTime() + at);
      const [ra, rb] = await Promise.all([a.runPass(clock.ctx), b.runPass(clock.ctx)]);
      expect(raced()).toHaveLength(total * (k + 1));
      if (k === 0) expect(ra.fanned_out + rb.fanned_out).toBe(total + 2 * endpoints.length);
    }
    const [a2, b2] = [await a.runPass(clock.ctx), await b.runPass(clock.ctx)];
    // Both took part in the sending.
    expect(a2.attempted).toBeGreaterThan(warmUpAttempts);
    expect(b2.attempted).toBeGreaterThan(endpoints.length);
    expect(a2.attempted + b2.attempted).toBe(total * 3 + 2 * endpoints.length);
    // Each event went to each of the 3 endpoints in each of the 3 rounds: 9 requests, no more.
    const seen = new Map<string, number>();
    for (const r of raced()) seen.set(r.headers["webhook-id"], (seen.get(r.headers["webhook-id"]) ?? 0) + 1);
    expect(seen.size).toBe(20);
    expect([...seen.values()].every((n) => n === 9)).toBe(true);
    const db = await getDb();
    const deliveries = await db
      .select({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.endpointId,
          endpoints.map((e) => e.id),
        ),
      );
    expect(deliveries).toHaveLength(total + 2 * endpoints.length);
    const ids = deliveries.filter((d) => !warmUps.has(d.eventId)).map((d) => d.id);
    expect(ids).toHaveLength(total);
    const attempts = await db
      .select()
      .from(webhookDeliveryAttempts)
      .where(inArray(webhookDeliveryAttempts.deliveryId, ids));
    expect(attempts).toHaveLength(total * 3);
    const racedIds = new Set(ids);
    for (const e of endpoints) {
      const raced = (await statusesOf(e.id)).filter((d) => racedIds.has(d.id));
      expect(raced).toHaveLength(20);
      expect(raced.every((d) => d.status === "failed" && d.attempt === 3)).toBe(true);
    }
  });

  it("a dispatcher killed mid-way loses nothing: a new process finishes every delivery", async () => {
    const m = await createTestMerchant();
    const rx = await startReceiver({ behave: () => ({ status: 200, delayMs: 250 }) });
    receivers.push(rx);
    const ep = await createEndpointVia(m.auth, { url: rx.url });
    rx.setSecret(ep.secret);
    const t0 = new Date(Date.now() - 60_000);
    const eventIds: string[] = [];
    for (let i = 0; i < 24; i++) eventIds.push(await emit(m.id, "charge.captured", { n: i }, t0));

    const first = startChild();
    await waitFor("the first dispatcher to start sending", () => rx.received.length >= 5, 30_000);
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    const afterKill = await statusesOf(ep.id);
    const unfinished = afterKill.filter((d) => d.status !== "success").length;
    expect(unfinished).toBeGreaterThan(0); // killed mid-way, with work left

    const second = startChild();
    await waitFor(
      "every delivery to succeed",
      async () => (await statusesOf(ep.id)).filter((d) => d.status === "success").length === 24,
      45_000,
    );
    second.kill("SIGKILL");

    const got = new Set(rx.received.map((r) => r.headers["webhook-id"]));
    expect([...got].sort()).toEqual([...eventIds].sort());
    expect(rx.received.every((r) => r.verified)).toBe(true);
    // At least once: only the requests in flight at the kill (at most the concurrency, 4) may repeat.
    expect(rx.received.length - got.size).toBeLessThanOrEqual(4);
  });
});
