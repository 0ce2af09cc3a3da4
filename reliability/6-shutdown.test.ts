import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, sqlClient, type Sql } from "./support/database";
import { basic, call, Client } from "./support/http";
import { baseEnv, PORT_BASE, startApp, startWorker, type App } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { Receiver } from "./support/receiver";
import { recordFigures, recordSecrets } from "./support/run-dir";

/**
 * Part 6: SIGTERM while slow requests and webhook sends are in flight. The requests finish, the
 * sends finish (or their lease is released), new connections are refused, and the process exits
 * within SHUTDOWN_GRACE_MS.
 */
const PORT = PORT_BASE + 40;
const GRACE_MS = 15_000;
const RECEIVER_DELAY_MS = 3_000;

let sql: Sql;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;
let app: App | undefined;
const receiver = new Receiver();

beforeAll(async () => {
  const db = await createDatabase("shutdown");
  env = baseEnv(db.url, { SHUTDOWN_GRACE_MS: String(GRACE_MS), WEBHOOK_TIMEOUT_MS: "8000" });
  accounts = await provision(env);
  sql = sqlClient(db.url);
  await receiver.start(PORT_BASE + 82);
});

afterAll(async () => {
  await app?.stop();
  await receiver.close();
  await sql?.end();
});

/** A POST whose body arrives over `spreadMs`: a slow client keeps the request in flight that long. */
function slowPost(
  port: number,
  path: string,
  auth: string,
  body: string,
  spreadMs: number,
  onStarted: () => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => onStarted());
    setTimeout(() => req.end(body.slice(half)), spreadMs);
  });
}

describe("part 6: graceful shutdown", () => {
  it("finishes slow requests and webhook sends in flight, refuses new connections, exits within the grace period", async () => {
    app = await startApp("shutdown-app", PORT, env).ready();
    const client = new Client(app.url, accounts.merchants[0]);
    const ep = await client.post("/v1/postbacks/endpoints", { url: `${receiver.url}/slow` });
    expect(ep.status, ep.text).toBe(201);
    recordSecrets("whsec", [ep.body.data.secret]);
    const token = await client.tokenize("visa");
    receiver.delayMs = RECEIVER_DELAY_MS;
    for (let i = 0; i < 3; i++) expect((await client.charge(token, 3_000 + i)).status).toBe(201);
    await receiver.waitFor(() => receiver.pending > 0, 60_000, "a send in flight");

    let started = 0;
    const slow = Array.from({ length: 3 }, (_, i) =>
      slowPost(
        PORT,
        "/v1/charges",
        basic(accounts.merchants[0]),
        JSON.stringify({ amount: 9_000 + i, payment_method: "credit_card", payment_details: { token } }),
        4_000,
        () => started++,
      ),
    );
    while (started < 3) await new Promise((r) => setTimeout(r, 20));
    const sendsInFlight = receiver.pending;
    const termAt = Date.now();
    app.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    const fresh = await call(app.url, "GET", "/health", { timeoutMs: 5_000 });
    const answers = await Promise.all(slow);
    const { code, at } = await app.exited;
    const exitMs = at - termAt;
    const receivedByExit = receiver.unique;

    // What the dead process leaves: each delivery sent is recorded, none is held by a lease.
    const [left] = await sql<{ received_not_recorded: number; leased: number; success: number; total: number }[]>`
      select count(*) filter (where status <> 'success' and attempt > 0)::int as received_not_recorded,
        count(*) filter (where lease_token is not null and lease_expires_at > clock_timestamp())::int as leased,
        count(*) filter (where status = 'success')::int as success, count(*)::int as total
      from webhook_deliveries`;
    recordFigures("6a. app SIGTERM", {
      slow_requests: answers.map((a) => a.status),
      sends_in_flight_at_sigterm: sendsInFlight,
      new_connection_after_sigterm: fresh.status === 0 ? fresh.text.slice(0, 80) : fresh.status,
      exit_code: code,
      exit_ms: exitMs,
      grace_ms: GRACE_MS,
      deliveries: left,
      received_by_exit: receivedByExit,
    });
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(fresh.status).toBe(0);
    expect(fresh.text).toMatch(/ECONNREFUSED/);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(GRACE_MS);
    expect(left.leased).toBe(0);
    expect(left.received_not_recorded).toBe(0);
    // Every send the receiver got before the exit is recorded as delivered (the drain waited for its answer).
    expect(left.success).toBe(receivedByExit);
    expect(left.success).toBeGreaterThanOrEqual(sendsInFlight);

    // The next process sends the rest, none twice.
    receiver.delayMs = 0;
    app = await startApp("shutdown-app-next", PORT, env).ready();
    const [{ events }] = await sql<
      { events: number }[]
    >`select count(*)::int as events from events where merchant_id = ${accounts.merchants[0].id}`;
    await receiver.waitFor(() => receiver.unique >= events, 120_000, "every delivery");
    expect(receiver.duplicates()).toEqual([]);
  });

  it("a worker finishes its sends in flight on SIGTERM and exits within the grace period", async () => {
    await app!.stop();
    app = await startApp("shutdown-app-quiet", PORT, { ...env, RUN_JOBS_IN_APP: "false" }).ready();
    const client = new Client(app.url, accounts.merchants[0]);
    const token = await client.tokenize("visa");
    for (let i = 0; i < 3; i++) expect((await client.charge(token, 6_000 + i)).status).toBe(201);
    receiver.delayMs = RECEIVER_DELAY_MS;
    const before = receiver.unique;
    const worker = startWorker("shutdown-worker", env);
    await receiver.waitFor(() => receiver.pending > 0, 120_000, "a worker send in flight");
    const termAt = Date.now();
    worker.kill("SIGTERM");
    const { code, at } = await worker.exited;
    const [left] = await sql<{ leased: number; unrecorded: number }[]>`
      select count(*) filter (where lease_token is not null and lease_expires_at > clock_timestamp())::int as leased,
        count(*) filter (where status <> 'success' and attempt > 0)::int as unrecorded from webhook_deliveries`;
    recordFigures("6b. worker SIGTERM", {
      exit_code: code,
      exit_ms: at - termAt,
      sent: receiver.unique - before,
      ...left,
    });
    expect(code).toBe(0);
    expect(at - termAt).toBeLessThan(GRACE_MS);
    expect(left).toEqual({ leased: 0, unrecorded: 0 });
  });
});
