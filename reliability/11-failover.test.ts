import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/tests/support/pgbouncer";
import { AutoFailover, autoFailoverInstalled } from "./support/auto-failover";
import { sqlClient, type Sql } from "./support/database";
import { Client, hasEnvelope, type Answer } from "./support/http";
import { checkMoney, entriesTakingMainBelowZero, moneyIsSound } from "./support/invariants";
import { day, runMoneyMix } from "./support/money-mix";
import { adminCli, baseEnv, PORT_BASE, startFleet, type App, type Proc } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { Receiver } from "./support/receiver";
import { dumpForSecretsScan, recordFigures, recordSecrets } from "./support/run-dir";

/**
 * Part 11: the primary's machine is lost mid-mix (SIGKILL to its postmaster and its pg_auto_failover keeper) and the
 * monitor promotes the synchronous standby (OPERATIONS.md, "Failover"). The apps and the worker are given both
 * servers in DATABASE_URL and find the new primary by themselves; meanwhile they answer 503 with the envelope, never
 * 500. Afterwards, on the new primary: money conserved (ledger-check and the part 1 checks), every charge a client saw
 * created (201) is there, every webhook delivered, and the time to recover measured.
 */
const CLIENTS = Number(process.env.RELIABILITY_FAILOVER_CLIENTS ?? 6);
const OPS_PER_CLIENT = Number(process.env.RELIABILITY_FAILOVER_OPS ?? 60);
const SEED = Number(process.env.RELIABILITY_SEED ?? 20_260_516) + 11;
/** How long into the mix (after its set-up) the primary dies. */
const KILL_AFTER_MS = 2_500;

let formation: AutoFailover;
let sql: Sql;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;
let apps: App[] = [];
let workers: Proc[] = [];
const receiver = new Receiver();
const METRICS_TOKEN = "reliability-metrics-token-11";
let setUpMs = 0;

beforeAll(async () => {
  formation = new AutoFailover(await freePort(), [await freePort(), await freePort()]);
  const setUpAt = Date.now();
  await formation.create();
  setUpMs = Date.now() - setUpAt;
  env = baseEnv(formation.url(), { DATABASE_MAX_CONNECTIONS: "8", METRICS_TOKEN });
  ({ apps, workers } = await startFleet("failover", [PORT_BASE + 92, PORT_BASE + 93], 1, env));
  accounts = await provision(env);
  await receiver.start(PORT_BASE + 97);
}, 600_000);

afterAll(async () => {
  await Promise.all([...apps, ...workers].map((p) => p.stop()));
  await receiver.close();
  await sql?.end();
  // The dump joins the others for the secrets scan (part 8).
  try {
    dumpForSecretsScan("rel_failover", formation.nodeUrl(1));
  } finally {
    await formation?.remove();
  }
});

describe.skipIf(!autoFailoverInstalled())("part 11: failover under pg_auto_failover", () => {
  it("promotes the standby mid-mix: 503s meanwhile, nothing committed lost, money conserved, webhooks all sent", async () => {
    for (const [i, m] of accounts.merchants.entries()) {
      const r = await new Client(apps[i % 2].url, m).post("/v1/postbacks/endpoints", {
        url: `${receiver.url}/merchant${i}`,
      });
      expect(r.status, r.text).toBe(201);
      recordSecrets("whsec", [r.body.data.secret]);
    }
    expect((await formation.states()).map((s) => s.reported)).toEqual(["primary", "secondary"]);
    const [{ sync }] = await formation.query<{ sync: string }>(
      formation.nodes[0].port,
      "postgres",
      "select setting as sync from pg_settings where name = 'synchronous_standby_names'",
    );

    // The primary dies during the mix; a probe charge measures when writes work again.
    const token = await new Client(apps[0].url, accounts.merchants[0]).tokenize("visa");
    let killedAt = 0;
    let promotedMs = -1;
    let firstWriteMs = -1;
    const probeAnswers: Answer[] = [];
    let mixStarted = () => {};
    const started = new Promise<void>((r) => (mixStarted = r));
    const killer = (async () => {
      await started;
      await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
      formation.killNode(0);
      killedAt = Date.now();
      const probe = new Client(apps[1].url, accounts.merchants[0]);
      for (let i = 0; i < 600 && firstWriteMs < 0; i++) {
        const r = await probe.charge(token, 777 + i);
        probeAnswers.push(r);
        if (r.status === 201) firstWriteMs = Date.now() - killedAt;
        else await new Promise((res) => setTimeout(res, 200));
        if (promotedMs < 0) {
          const states = await formation.states().catch(() => []);
          if (states[1]?.reported === "wait_primary" || states[1]?.reported === "primary")
            promotedMs = Date.now() - killedAt;
        }
      }
    })();
    const mix = await runMoneyMix({
      appUrls: apps.map((a) => a.url),
      env,
      accounts,
      clients: CLIENTS,
      opsPerClient: OPS_PER_CLIENT,
      seed: SEED,
      cliSettlements: false,
      // The probe charges as merchant 0 while the mix runs: a suspension would answer it 401, not the failover.
      neverSuspend: [0],
      onStart: mixStarted,
    });
    await killer;
    const probe201 = probeAnswers.filter((a) => a.status === 201).map((a) => a.body.data.id as string);

    // Whatever is still due is settled now on the new primary; the worker (payouts, webhooks) gets a moment.
    const last = await new Client(apps[0].url, accounts.platform).post("/v1/settlements", { as_of: day(400) });
    expect(last.status, last.text).toBe(200);
    sql = sqlClient(formation.nodeUrl(1));
    const [{ standby }] = await sql<{ standby: boolean }[]>`select pg_is_in_recovery() as standby`;
    expect(standby).toBe(false);

    // Every delivery the database holds reaches the receiver, once.
    const deadline = Date.now() + 180_000;
    let deliveries = { total: 0, open: 0 };
    for (;;) {
      [deliveries] = await sql<{ total: number; open: number }[]>`
        select count(*)::int as total, count(*) filter (where status <> 'success')::int as open from webhook_deliveries`;
      if ((deliveries.open === 0 && receiver.unique >= deliveries.total) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const [{ events }] = await sql<{ events: number }[]>`select count(*)::int as events from events`;

    const money = await checkMoney(sql);
    const ledgerCheck = await adminCli<{ ok: boolean }>(env, ["ledger-check"]);
    const seen = [...mix.charges201, ...probe201];
    const found = await sql<{ id: string }[]>`select id::text as id from charges where id::text = any(${seen}::text[])`;
    const missing = seen.filter((id) => !found.some((f) => f.id === id));
    // No entry but a dispute took a merchant's main below zero (a stale balance would let a refund or payout).
    const crossingEntries = await entriesTakingMainBelowZero(sql);
    const [rows] = await sql<{ charges: number; settled: number; withdrawals: number; refunds: number }[]>`
      select (select count(*)::int from charges) as charges,
        (select count(*)::int from receivables where status = 'settled') as settled,
        (select count(*)::int from withdrawals) as withdrawals, (select count(*)::int from charge_refunds) as refunds`;
    // Answers during the failover: 503 with the envelope is right; a 500 or a dropped connection is not.
    const notUnavailable = mix.fivexx.filter((f) => !/→ 503 /.test(f) || !f.includes("service_unavailable"));
    const probeBad = probeAnswers.filter(
      (a) =>
        a.status !== 201 && (a.status !== 503 || !hasEnvelope(a.body) || a.body.error.code !== "service_unavailable"),
    );
    const operations = Object.values(mix.counts).reduce(
      (n, byStatus) => n + Object.values(byStatus).reduce((x, y) => x + y, 0),
      0,
    );
    const metrics = await fetch(`${apps[0].url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => (r.ok ? r.text() : ""));
    recordFigures("11. failover (pg_auto_failover)", {
      apps: apps.length,
      workers: workers.length,
      formation_built_ms: setUpMs,
      synchronous_standby_names: sync,
      http_operations: operations + probeAnswers.length,
      by_kind_and_status: mix.counts,
      answers_503_during_failover: mix.fivexx.length + probeAnswers.filter((a) => a.status === 503).length,
      answers_500_or_dropped: notUnavailable.length + probeBad.length,
      slowest_probe_answer_ms: Math.max(...probeAnswers.map((x) => x.ms)),
      killed_after_ms_of_mix: KILL_AFTER_MS,
      standby_promoted_after_ms: promotedMs,
      first_write_after_kill_ms: firstWriteMs,
      mix_seconds: Math.round(mix.mixMs / 1000),
      charges_seen_201: seen.length,
      charges_201_lost: missing.length,
      rows,
      events,
      webhook_deliveries: deliveries.total,
      webhook_deliveries_not_sent: deliveries.open,
      webhooks_received: receiver.unique,
      // At least once: a delivery sent while its "success" was being written when the primary died goes again.
      webhooks_sent_twice: receiver.duplicates().length,
      ledger: money,
      ledger_check_ok: ledgerCheck.ok,
      primary_changes_metric: /pay_db_primary_changes (\d+)/.exec(metrics)?.[1],
    });
    console.log(
      `part 11: primary killed; standby promoted after ${promotedMs} ms, first write after ${firstWriteMs} ms`,
    );
    expect(notUnavailable).toEqual([]);
    expect(probeBad.map((a) => `${a.status} ${a.text.slice(0, 200)}`)).toEqual([]);
    expect(firstWriteMs).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(moneyIsSound(money), JSON.stringify(money)).toBe(true);
    expect(ledgerCheck.ok, JSON.stringify(ledgerCheck)).toBe(true);
    expect(crossingEntries).toEqual([]);
    expect(mix.counts.charge_captured?.["201"] ?? 0).toBeGreaterThan(0);
    expect(rows.settled).toBeGreaterThan(0);
    expect(deliveries.open).toBe(0);
    expect(receiver.unique).toBe(deliveries.total);
    expect(metrics).toMatch(/pay_db_primary_changes 1/);
  });
});
