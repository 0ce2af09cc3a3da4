import { afterEach, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { webhookEndpoints } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { resetConfigForTests } from "@/server/platform/config";
import { Dispatcher } from "@/server/delivery/webhooks/dispatcher";
import { sendWebhook } from "@/server/delivery/webhooks/send-webhook";
import { createTestMerchant } from "@/tests/support/fixtures";
import { createEndpointVia, deliveriesOf, emit } from "./helpers";
import { startReceiver, type Receiver } from "./receiver";

/**
 * What DNS answers for the names of these tests; every other name resolves as usual. DNS is the
 * outside world here: the test moves a name from one address to another, as its owner could.
 */
const zone = vi.hoisted(() => new Map<string, string>());
vi.mock("node:dns/promises", async (original) => {
  const real = await original<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, opts: object) => {
    const address = zone.get(host);
    return address ? [{ address, family: 4 }] : real.lookup(host, opts as never);
  }) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

process.env.WEBHOOK_TIMEOUT_MS = "1500";

const receivers: Receiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  resetConfigForTests();
  zone.clear();
  await (await getDb()).update(webhookEndpoints).set({ active: false });
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  await Promise.all(closers.splice(0).map((c) => c()));
});

const post = (url: string, endpoint: string, opts: { maxSockets?: number; timeoutMs?: number } = {}) =>
  sendWebhook(url, { "content-type": "application/json" }, '{"n":1}', opts.timeoutMs ?? 1500, {
    pool: { endpoint, maxSockets: opts.maxSockets ?? 4 },
  });

/** A server on one loopback address (and a given port), counting the connections it accepts. */
async function serverOn(host: string, port = 0) {
  const connections: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  server.on("connection", (socket) => connections.push(socket.localAddress ?? ""));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, connections };
}

describe("kept-alive connections to an endpoint", () => {
  it("sends an endpoint's consecutive deliveries over one kept-alive connection", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: () => ({ status: 204 }) });
    const ep = await createEndpointVia(m.auth, { url: rx.url, events: ["charge.captured"] });
    const t0 = new Date(Date.now() - 60_000);
    for (let i = 0; i < 12; i++) await emit(m.id, "charge.captured", { id: `k${i}` }, t0);
    const dispatcher = new Dispatcher({ concurrency: 4, perEndpoint: 2 });
    expect(await dispatcher.runPass(systemCtx())).toMatchObject({ attempted: 12, succeeded: 12 });
    expect(rx.received).toHaveLength(12);
    // At most the endpoint's share of connections (2), each carrying several requests; they stay open.
    expect(rx.sockets.length).toBeGreaterThanOrEqual(1);
    expect(rx.sockets.length).toBeLessThanOrEqual(2);
    expect(rx.sockets.some((s) => !s.closed)).toBe(true);
    expect((await deliveriesOf(ep.id)).every((d) => d.status === "success")).toBe(true);
  });

  it("opens a new connection when the endpoint's name resolves to another address, never reusing the old one", async () => {
    const a = await serverOn("127.0.0.1");
    // The same port on another loopback address: the same origin, another address behind the name.
    const b = await serverOn("127.0.0.2", a.port);
    const url = `http://hooks.pinned.test:${a.port}/hooks`;
    zone.set("hooks.pinned.test", "127.0.0.1");
    for (let i = 0; i < 3; i++) expect((await post(url, "ep-dns")).ok).toBe(true);
    expect(a.connections).toEqual(["127.0.0.1"]);
    zone.set("hooks.pinned.test", "127.0.0.2");
    for (let i = 0; i < 3; i++) expect((await post(url, "ep-dns")).ok).toBe(true);
    // The idle connection to 127.0.0.1 was not taken for the name's new address.
    expect(b.connections).toEqual(["127.0.0.2"]);
    expect(a.connections).toHaveLength(1);
  });

  it("checks the address before reusing a connection: a refused address sends nothing", async () => {
    const rx = await receiver({ behave: () => ({ status: 204 }) });
    const url = rx.url.replace("127.0.0.1", "hooks.private.test");
    zone.set("hooks.private.test", "127.0.0.1");
    expect((await post(url, "ep-ssrf")).ok).toBe(true);
    expect(rx.sockets.filter((s) => !s.closed)).toHaveLength(1); // kept alive, idle
    process.env.WEBHOOK_ALLOW_PRIVATE = "false";
    resetConfigForTests();
    const refused = await post(url, "ep-ssrf");
    expect(refused).toMatchObject({ ok: false, errorCode: "address_refused" });
    expect(rx.received).toHaveLength(1);
  });

  it("destroys a hung endpoint's socket at the timeout, and the next delivery gets a fresh one", async () => {
    const rx = await receiver({ behave: (n) => (n === 1 ? "hang" : { status: 204 }) });
    // One socket for the endpoint: had the hung one gone back to the pool, the second request would wait on it.
    const hung = await post(rx.url, "ep-hang", { maxSockets: 1, timeoutMs: 300 });
    expect(hung).toMatchObject({ ok: false, errorCode: "timeout" });
    await waitFor(() => rx.sockets[0]?.closed === true);
    const next = await post(rx.url, "ep-hang", { maxSockets: 1, timeoutMs: 1000 });
    expect(next).toMatchObject({ ok: true, statusCode: 204 });
    expect(rx.sockets).toHaveLength(2);
    expect(rx.received).toHaveLength(2);
  });

  it("sends on a fresh connection when the receiver closed the kept-alive one", async () => {
    const rx = await receiver({ behave: () => ({ status: 204 }) });
    for (let round = 1; round <= 3; round++) {
      expect((await post(rx.url, "ep-reset", { maxSockets: 1 })).ok).toBe(true);
      // The receiver drops its idle connection (its keep-alive timeout) just as the next request goes.
      rx.dropIdle();
    }
    expect(rx.received).toHaveLength(3);
    expect(rx.sockets).toHaveLength(3);
  });
});

describe("claims in rounds", () => {
  it("claims an endpoint's whole free share at once, not one delivery per finished request", async () => {
    const m = await createTestMerchant();
    const rx = await receiver({ behave: () => ({ status: 204 }) });
    const ep = await createEndpointVia(m.auth, { url: rx.url, events: ["charge.captured"] });
    const t0 = new Date(Date.now() - 60_000);
    for (let i = 0; i < 40; i++) await emit(m.id, "charge.captured", { id: `r${i}` }, t0);
    const dispatcher = new Dispatcher({ concurrency: 16, perEndpoint: 4 });
    const { started } = await dispatcher.tick(systemCtx(), { budgetMs: 20_000 });
    await dispatcher.drain();
    expect(started).toBe(40);
    expect(rx.received).toHaveLength(40);
    // One to learn the endpoint is fast, then rounds of 4 (11 claims; a few more when a slow answer splits
    // a round): one claim per finished request would be about 37.
    const { claims } = dispatcher.counts;
    expect(claims).toBeGreaterThanOrEqual(11);
    expect(claims).toBeLessThanOrEqual(20);
    expect((await deliveriesOf(ep.id)).every((d) => d.status === "success")).toBe(true);
  });
});

async function waitFor(cond: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}
