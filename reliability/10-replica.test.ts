import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/tests/support/pgbouncer";
import { sqlClient, type Sql } from "./support/database";
import { Client } from "./support/http";
import { checkMoney, entriesTakingMainBelowZero, moneyIsSound } from "./support/invariants";
import { day, runMoneyMix } from "./support/money-mix";
import { adminCli, baseEnv, PORT_BASE, startFleet, type App, type Proc } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { dumpForSecretsScan, recordFigures } from "./support/run-dir";
import { ThrowawayCluster } from "./support/throwaway-cluster";

/**
 * Part 10: the money mix of part 1 on two apps and a worker with a streaming replica serving the stale-tolerant
 * reads (OPERATIONS.md, "Read replicas"). The replica applies what it receives APPLY_DELAY late on purpose
 * (`recovery_min_apply_delay`): every read it serves is that stale, so a money decision taken on it would show as a
 * refund beyond what was captured, a payout beyond the balance or a receivable settled twice. Dashboards' lists are
 * read meanwhile, and one is shown to come from the replica: it lacks a charge the primary has.
 */
const CLIENTS = Number(process.env.RELIABILITY_REPLICA_CLIENTS ?? 6);
const OPS_PER_CLIENT = Number(process.env.RELIABILITY_REPLICA_OPS ?? 30);
const SEED = Number(process.env.RELIABILITY_SEED ?? 20_260_516) + 10;
const APPLY_DELAY_MS = 3_000;
const MAX_LAG_MS = 10_000;

let primary: ThrowawayCluster;
let replica: ThrowawayCluster;
let sql: Sql;
let replicaSql: Sql;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;
let apps: App[] = [];
let workers: Proc[] = [];

beforeAll(async () => {
  primary = new ThrowawayCluster(await freePort()).init();
  primary.start();
  primary.run("psql", ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-c", "create database app"]);
  replica = new ThrowawayCluster(await freePort()).standbyOf(primary);
  fs.appendFileSync(
    path.join(replica.dir, "data", "postgresql.auto.conf"),
    `\nrecovery_min_apply_delay = '${APPLY_DELAY_MS}ms'\n`,
  );
  replica.start();
  env = baseEnv(primary.url("app"), {
    DATABASE_REPLICA_URLS: replica.url("app"),
    DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
  });
  sql = sqlClient(primary.url("app"));
  replicaSql = sqlClient(replica.url("app"));
  ({ apps, workers } = await startFleet("replica", [PORT_BASE + 90, PORT_BASE + 91], 1, env));
  accounts = await provision(env);
}, 600_000);

afterAll(async () => {
  await Promise.all([...apps, ...workers].map((p) => p.stop()));
  await sql?.end();
  await replicaSql?.end();
  // The dump joins the others for the secrets scan (part 8).
  try {
    dumpForSecretsScan("rel_replica", primary.url("app"));
  } finally {
    replica?.remove();
    primary?.remove();
  }
});

/** The replica's count of tuples returned to queries on `app`: it grows when it serves reads. */
async function replicaReads(): Promise<number> {
  const [{ n }] = await replicaSql<{ n: string }[]>`
    select tup_returned::text as n from pg_stat_database where datname = 'app'`;
  return Number(n);
}

describe("part 10: a read replica serving the dashboards", () => {
  it("keeps every ledger invariant with reads on a replica 3 s behind, and serves a list from it", async () => {
    const readsBefore = await replicaReads();
    // Dashboards' lists and summaries read all along, by the platform and the merchants, on both apps.
    let reading = true;
    const listed: Record<string, number> = {};
    const readers = [accounts.platform, ...accounts.merchants].map(async (who, i) => {
      const c = new Client(apps[i % 2].url, who);
      const paths = ["/v1/charges?limit=20", "/v1/receivables?limit=20", "/v1/charges/summary"];
      for (let n = 0; reading; n++) {
        const r = await c.call("GET", paths[n % paths.length]);
        listed[r.status] = (listed[r.status] ?? 0) + 1;
        await new Promise((res) => setTimeout(res, 200));
      }
    });
    const mix = await runMoneyMix({
      appUrls: apps.map((a) => a.url),
      env,
      accounts,
      clients: CLIENTS,
      opsPerClient: OPS_PER_CLIENT,
      seed: SEED,
    });
    reading = false;
    await Promise.all(readers);
    const last = await new Client(apps[1].url, accounts.platform).post("/v1/settlements", { as_of: day(400) });
    expect(last.status, last.text).toBe(200);
    await new Promise((r) => setTimeout(r, 5_000));
    const readsDuring = (await replicaReads()) - readsBefore;

    const money = await checkMoney(sql);
    const ledgerCheck = await adminCli<{ ok: boolean }>(env, ["ledger-check"]);
    // No entry but a dispute took a merchant's main below zero (a stale balance would let a refund or payout).
    const crossingEntries = await entriesTakingMainBelowZero(sql);
    // No refund beyond its charge, no withdrawal beyond what was there (a stale balance would allow both).
    const [{ overRefunded }] = await sql<{ overRefunded: number }[]>`
      select count(*)::int as "overRefunded" from charges c
      where (select coalesce(sum(amount), 0) from charge_refunds r where r.charge_id = c.id) > c.amount`;
    const [rows] = await sql<{ charges: number; settled: number; withdrawals: number; refunds: number }[]>`
      select (select count(*)::int from charges) as charges,
        (select count(*)::int from receivables where status = 'settled') as settled,
        (select count(*)::int from withdrawals) as withdrawals, (select count(*)::int from charge_refunds) as refunds`;

    // Which server answered: past the read-your-writes window (lag bound + 3 s), merchant 0 charges through app 0 and
    // at once lists through app 1, which did not see that write: the list comes from the replica, without the charge.
    // Meanwhile merchant 1 keeps writing through app 0: the replica's lag is measured from its last replayed commit
    // (`pg_last_xact_replay_timestamp`), so after a quiet spell the first commit would make it look as far behind as
    // the spell was long, and it would be skipped (rightly, by the rule) instead of answering.
    let beating = true;
    const heartbeat = (async () => {
      const m1 = new Client(apps[0].url, accounts.merchants[1]);
      const card = await m1.tokenize("mastercard");
      for (let i = 0; beating; i++) {
        await m1.charge(card, 1_000 + i);
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    await new Promise((r) => setTimeout(r, MAX_LAG_MS + 3_500));
    const m0 = accounts.merchants[0];
    const token = await new Client(apps[0].url, m0).tokenize("visa");
    const created = await new Client(apps[0].url, m0).charge<{ data: { id: string } }>(token, 4_321);
    expect(created.status, created.text).toBe(201);
    const listAt = Date.now();
    const fromReplica = await new Client(apps[1].url, m0).call("GET", "/v1/charges?limit=100");
    const listMs = Date.now() - listAt;
    // The writer's own app reads the primary for the window: the charge is there.
    const fromPrimary = await new Client(apps[0].url, m0).call("GET", "/v1/charges?limit=100");
    const ids = (r: typeof fromReplica) => (r.body.data as Array<{ id: string }>).map((c) => c.id);
    // And once the replica has applied it, the replica's list has it too.
    await new Promise((r) => setTimeout(r, APPLY_DELAY_MS + 2_000));
    const later = await new Client(apps[1].url, m0).call("GET", "/v1/charges?limit=100");
    beating = false;
    await heartbeat;
    const operations = Object.values(mix.counts).reduce(
      (n, byStatus) => n + Object.values(byStatus).reduce((x, y) => x + y, 0),
      0,
    );
    recordFigures("10. read replica", {
      apps: apps.length,
      workers: workers.length,
      replica_apply_delay_ms: APPLY_DELAY_MS,
      replica_max_lag_ms: MAX_LAG_MS,
      http_operations: operations,
      by_kind_and_status: mix.counts,
      dashboard_reads_by_status: listed,
      replica_tuples_returned: readsDuring,
      mix_seconds: Math.round(mix.mixMs / 1000),
      rows,
      ledger: money,
      ledger_check_ok: ledgerCheck.ok,
      charges_refunded_beyond_amount: overRefunded,
      main_below_zero_not_by_a_dispute: crossingEntries.length,
      list_from_replica_lacks_new_charge: !ids(fromReplica).includes(created.body.data.id),
      server_errors: mix.fivexx.length,
    });
    expect(mix.fivexx).toEqual([]);
    // 401: a merchant's own reads while the mix suspends it.
    expect(Object.keys(listed).filter((k) => k !== "200" && k !== "401")).toEqual([]);
    expect(listed["200"] ?? 0).toBeGreaterThan(0);
    expect(moneyIsSound(money), JSON.stringify(money)).toBe(true);
    expect(ledgerCheck.ok, JSON.stringify(ledgerCheck)).toBe(true);
    expect(crossingEntries).toEqual([]);
    expect(overRefunded).toBe(0);
    expect(mix.counts.charge_captured?.["201"] ?? 0).toBeGreaterThan(0);
    expect(rows.settled).toBeGreaterThan(0);
    expect(readsDuring).toBeGreaterThan(0);
    expect(fromReplica.status).toBe(200);
    expect(listMs).toBeLessThan(APPLY_DELAY_MS);
    expect(ids(fromReplica)).not.toContain(created.body.data.id);
    expect(ids(fromReplica).length).toBeGreaterThan(0);
    expect(ids(fromPrimary)).toContain(created.body.data.id);
    expect(ids(later)).toContain(created.body.data.id);
  });
});
