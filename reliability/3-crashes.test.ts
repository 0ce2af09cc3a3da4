import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, sqlClient, type Sql } from "./support/database";
import { basic, call, Client } from "./support/http";
import { checkMoney, moneyIsSound } from "./support/invariants";
import { adminCli, baseEnv, PORT_BASE, Proc, startApp, type App } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { Receiver } from "./support/receiver";
import { recordFigures, recordSecrets } from "./support/run-dir";

/**
 * Part 3: SIGKILL during 1,000 webhook deliveries, during a settlement run, between the
 * acquirer's answer and the commit of a capture and of an authorization, and between the Pix PSP's
 * webhook and its recording (crash points of server/platform/faults, enabled by FAULT_INJECT in this
 * test deployment only).
 */
const PORT = PORT_BASE + 10;
const ENDPOINTS = 4;
const CHARGES = Number(process.env.RELIABILITY_CRASH_CHARGES ?? 84);
const INSTALLMENTS = 6;

let sql: Sql;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;
let app: App | undefined;
const receiver = new Receiver();
const faults: string[] = [];

async function sigkill(target: App, why: string): Promise<void> {
  target.kill("SIGKILL");
  const { signal } = await target.exited;
  expect(signal).toBe("SIGKILL");
  faults.push(why);
}

async function runApp(name: string, extra: Record<string, string> = {}): Promise<App> {
  app = await startApp(name, PORT, { ...env, ...extra }).ready();
  return app;
}

beforeAll(async () => {
  const db = await createDatabase("crash");
  env = baseEnv(db.url);
  accounts = await provision(env);
  sql = sqlClient(db.url);
  await receiver.start(PORT_BASE + 80);
});

afterAll(async () => {
  await app?.stop();
  await receiver.close();
  await sql?.end();
  recordFigures("3. crashes", { faults_injected: faults.length, faults });
});

describe("part 3: crashes", () => {
  let deliveriesExpected = 0;

  it("SIGKILL during 1,000 webhook deliveries: none lost, only those in flight sent again", async () => {
    // Phase 1, jobs off: endpoints and charges, whose events wait in the outbox.
    const quiet = await runApp("crash-app-setup", { RUN_JOBS_IN_APP: "false" });
    const client = new Client(quiet.url, accounts.merchants[0]);
    for (let i = 0; i < ENDPOINTS; i++) {
      const r = await client.post("/v1/postbacks/endpoints", { url: `${receiver.url}/hook${i}` });
      expect(r.status, r.text).toBe(201);
      recordSecrets("whsec", [r.body.data.secret]);
    }
    const token = await client.tokenize("visa");
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < CHARGES) {
          next++;
          const r = await client.charge(token, 1200 + next * 7, { installments: INSTALLMENTS });
          expect(r.status, r.text).toBe(201);
        }
      }),
    );
    await quiet.stop();
    const [{ events }] = await sql<
      { events: number }[]
    >`select count(*)::int as events from events where merchant_id = ${accounts.merchants[0].id}`;
    deliveriesExpected = events * ENDPOINTS;
    expect(deliveriesExpected).toBeGreaterThanOrEqual(1_000);

    // Phase 2: the app with its jobs sends; it is killed a third of the way.
    receiver.delayMs = 120;
    const sender = await runApp("crash-app-webhooks");
    await receiver.waitFor(() => receiver.unique >= deliveriesExpected / 3, 240_000, "a third delivered");
    const receivedAtKill = receiver.unique;
    await sigkill(sender, "SIGKILL during webhook deliveries");
    // What the dead process held: claimed (leased) and not recorded as delivered. Only these may come twice.
    const held = await sql<{ url: string; event_id: string }[]>`
      select e.url, d.event_id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.lease_token is not null and d.status <> 'success'`;
    const heldKeys = new Set(held.map((h) => `${new URL(h.url).pathname}|${h.event_id}`));

    // Phase 3: a new process takes over once the dead one's leases expire.
    receiver.delayMs = 0;
    await runApp("crash-app-webhooks-restart");
    await receiver.waitFor(() => receiver.unique >= deliveriesExpected, 300_000, "every delivery");
    // The rows agree: every delivery recorded once, successful.
    let rows: Array<{ status: string; n: number }> = [];
    for (let i = 0; i < 60; i++) {
      rows = await sql<
        { status: string; n: number }[]
      >`select status, count(*)::int as n from webhook_deliveries group by status`;
      if (rows.length === 1 && rows[0].status === "success" && rows[0].n === deliveriesExpected) break;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const duplicates = receiver.duplicates();
    recordFigures("3a. webhook deliveries", {
      deliveries: deliveriesExpected,
      received_before_kill: receivedAtKill,
      claimed_unrecorded_at_kill: heldKeys.size,
      received_unique: receiver.unique,
      lost: deliveriesExpected - receiver.unique,
      sent_twice: duplicates.length,
      rows,
    });
    expect(receiver.unique).toBe(deliveriesExpected);
    expect(rows).toEqual([{ status: "success", n: deliveriesExpected }]);
    // At-least-once: only a send whose answer the dead process never recorded may come again, once.
    expect(duplicates.filter(([key]) => !heldKeys.has(key))).toEqual([]);
    expect(duplicates.every(([, n]) => n === 2)).toBe(true);
  });

  it("SIGKILL during a settlement run: each receivable settled exactly once after restart", async () => {
    const platform = new Client(app!.url, accounts.platform);
    const asOf = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const [{ total }] = await sql<
      { total: number }[]
    >`select count(*)::int as total from receivables where status = 'pending'`;
    expect(total).toBeGreaterThanOrEqual(CHARGES * INSTALLMENTS);
    let finished = false;
    const run = platform.post("/v1/settlements", { as_of: asOf }).finally(() => (finished = true));
    let settledAtKill = 0;
    const deadline = Date.now() + 180_000;
    while (!finished && Date.now() < deadline) {
      [{ n: settledAtKill }] = await sql<
        { n: number }[]
      >`select count(*)::int as n from receivables where status = 'settled'`;
      if (settledAtKill >= Math.min(100, total / 4)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Killed in the middle of the run, not before it began nor after it ended.
    expect(finished).toBe(false);
    expect(settledAtKill).toBeGreaterThan(0);
    await sigkill(app!, "SIGKILL during a settlement run");
    expect((await run).status).toBe(0);
    const afterCrash = await checkMoney(sql);
    expect(moneyIsSound(afterCrash), JSON.stringify(afterCrash)).toBe(true);

    const restarted = await runApp("crash-app-settlement-restart");
    // One receivable per transaction: the rest of the run takes a while on a busy machine.
    const again = await call(restarted.url, "POST", "/v1/settlements", {
      auth: basic(accounts.platform),
      body: { as_of: asOf },
      timeoutMs: 400_000,
    });
    expect(again.status, again.text).toBe(200);
    const [{ settled, pending }] = await sql<{ settled: number; pending: number }[]>`
      select count(*) filter (where status = 'settled')::int as settled, count(*) filter (where status = 'pending')::int as pending from receivables`;
    const money = await checkMoney(sql);
    recordFigures("3b. settlement run", {
      receivables: total,
      settled_before_kill: settledAtKill,
      settled_by_rerun: again.body.data.settled,
      settled,
      pending,
      settled_twice: money.receivablesSettledTwice,
    });
    expect(pending).toBe(0);
    expect(settled).toBe(total);
    expect(moneyIsSound(money), JSON.stringify(money)).toBe(true);
  });

  it("SIGKILL between the acquirer's capture and its recording: the sweep completes the capture once", async () => {
    await app!.stop();
    const faulty = await runApp("crash-app-capture-fault", {
      FAULT_INJECT: "capture-after-acquirer",
      RUN_JOBS_IN_APP: "false",
    });
    const client = new Client(faulty.url, accounts.merchants[1]);
    const token = await client.tokenize("mastercard");
    const created = await client.charge(token, 15_000, { capture: false, installments: 3 });
    expect(created.body.data.status).toBe("authorized");
    const id = created.body.data.id as string;
    const capture = client.post(`/v1/charges/${id}/capture`, {});
    await faulty.waitFor(/fault point reached: capture-after-acquirer/);
    await sigkill(faulty, "SIGKILL between capture at the acquirer and its recording");
    expect((await capture).status).toBe(0);

    const state = async () => {
      const [row] = await sql<{ status: string; receivables: number; captured_events: number; pending_ops: number }[]>`
        select (select status from charges where id = ${id}) as status,
          (select count(*)::int from receivables where charge_id = ${id}) as receivables,
          (select count(*)::int from events where name = 'charge.captured' and data->>'id' = ${id}) as captured_events,
          (select count(*)::int from acquirer_operations where charge_id = ${id} and status = 'pending') as pending_ops`;
      return row;
    };
    // The intent survived the crash; nothing of its effect was recorded.
    const afterCrash = await state();
    expect(afterCrash).toEqual({ status: "authorized", receivables: 0, captured_events: 0, pending_ops: 1 });
    // Five minutes pass (STALE_OPERATION_MS): the intent is aged instead of the test waiting.
    await sql`update acquirer_operations set created_at = created_at - interval '6 minutes' where charge_id = ${id}`;
    const restarted = await runApp("crash-app-capture-sweep");
    let now = afterCrash;
    for (let i = 0; i < 120 && now.status !== "captured"; i++) {
      await new Promise((r) => setTimeout(r, 1_000));
      now = await state();
    }
    // A capture sent again is refused: it happened once.
    const retry = await new Client(restarted.url, accounts.merchants[1]).post(`/v1/charges/${id}/capture`, {});
    const after = await state();
    recordFigures("3c. capture crash", { after_crash: afterCrash, after_sweep: after, retry: retry.status });
    expect(after).toEqual({ status: "captured", receivables: 3, captured_events: 1, pending_ops: 0 });
    expect(retry.status).toBe(422);
    expect(moneyIsSound(await checkMoney(sql))).toBe(true);
  });

  it("SIGKILL between the acquirer's authorization and its recording: the stuck-charge sweep fails the charge once", async () => {
    await app!.stop();
    const faulty = await runApp("crash-app-authorize-fault", {
      FAULT_INJECT: "authorize-after-acquirer",
      RUN_JOBS_IN_APP: "false",
    });
    const client = new Client(faulty.url, accounts.merchants[1]);
    const token = await client.tokenize("visa");
    const charge = client.charge(token, 7_777);
    await faulty.waitFor(/fault point reached: authorize-after-acquirer/);
    await sigkill(faulty, "SIGKILL between authorization at the acquirer and its recording");
    expect((await charge).status).toBe(0);
    const stuck = await sql<{ id: string }[]>`select id from charges where status = 'processing' and amount = 7777`;
    expect(stuck.length).toBe(1);
    const id = stuck[0].id;
    // Ten minutes pass (the sweep's threshold, STALE_PROCESSING_MS): the row is aged instead of the test waiting.
    await sql`update charges set updated_at = updated_at - interval '11 minutes' where id = ${id}`;
    const restarted = await runApp("crash-app-sweep");
    let status = "processing";
    for (let i = 0; i < 90 && status === "processing"; i++) {
      await new Promise((r) => setTimeout(r, 1_000));
      [{ status }] = await sql<{ status: string }[]>`select status from charges where id = ${id}`;
    }
    const seen = await new Client(restarted.url, accounts.merchants[1]).call("GET", `/v1/charges/${id}`);
    const [counts] = await sql<{ failed_events: number; receivables: number }[]>`
      select (select count(*)::int from events where name = 'charge.failed' and data->>'id' = ${id}) as failed_events,
        (select count(*)::int from receivables where charge_id = ${id}) as receivables`;
    recordFigures("3d. authorization crash", {
      status: seen.body.data.status,
      failure_code: seen.body.data.failure_code,
      ...counts,
    });
    expect(seen.body.data.status).toBe("failed");
    expect(seen.body.data.failure_code).toBe("processing_error");
    expect(counts).toEqual({ failed_events: 1, receivables: 0 });
  });

  it("SIGKILL between the Pix PSP's webhook and its recording: the reconciliation job captures the charge once", async () => {
    await app?.stop();
    // The app is its own PSP (the sandbox, API Pix at /sandbox/pix/api/v2); the CLI pays as the buyer's bank.
    const own = { PUBLIC_BASE_URL: `http://localhost:${PORT}` };
    const faulty = await runApp("crash-app-pix-fault", {
      ...own,
      FAULT_INJECT: "pix-webhook-before-record",
      RUN_JOBS_IN_APP: "false",
    });
    const client = new Client(faulty.url, accounts.merchants[1]);
    const created = await client.post("/v1/charges", { amount: 4_321, payment_method: "pix" });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    await adminCli({ ...env, ...own }, ["pix-webhook"]);
    // The sandbox commits the payment, then calls the webhook, which stops before recording; the CLI gives up on
    // it (and logs so after its answer: the exit code is what counts).
    const paying = new Proc(
      "admin-pix-pay",
      "scripts/admin.ts",
      ["pix-pay", "--txid", created.body.data.pix.txid],
      {
        ...env,
        ...own,
        LOG_LEVEL: "warn",
      },
      "cli",
    ).exited;
    await faulty.waitFor(/fault point reached: pix-webhook-before-record/);
    await sigkill(faulty, "SIGKILL between the Pix PSP's webhook and its recording");
    expect((await paying).code).toBe(0);

    const state = async () => {
      const [row] = await sql<{ status: string; payments: number; receivables: number; captured_events: number }[]>`
        select (select status from charges where id = ${id}) as status,
          (select count(*)::int from pix_payments where charge_id = ${id}) as payments,
          (select count(*)::int from receivables where charge_id = ${id}) as receivables,
          (select count(*)::int from events where name = 'charge.captured' and data->>'id' = ${id}) as captured_events`;
      return row;
    };
    const afterCrash = await state();
    expect(afterCrash).toEqual({ status: "pending", payments: 0, receivables: 0, captured_events: 0 });
    // The restarted app's reconciliation job (first run 2 s after start) asks the PSP about the pending charge.
    await runApp("crash-app-pix-reconcile", own);
    let now = afterCrash;
    for (let i = 0; i < 60 && now.status !== "captured"; i++) {
      await new Promise((r) => setTimeout(r, 500));
      now = await state();
    }
    const after = await state();
    recordFigures("3e. Pix webhook crash", { after_crash: afterCrash, after_reconciliation: after });
    expect(after).toEqual({ status: "captured", payments: 1, receivables: 1, captured_events: 1 });
    expect(moneyIsSound(await checkMoney(sql))).toBe(true);
  });
});
