import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Pgbouncer } from "@/tests/support/pgbouncer";
import { createDatabase, sqlClient, type Sql } from "./support/database";
import { Client } from "./support/http";
import { checkMoney, moneyIsSound } from "./support/invariants";
import { day, runMoneyMix } from "./support/money-mix";
import { adminCli, baseEnv, PORT_BASE, startFleet, type App, type Proc } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { recordFigures } from "./support/run-dir";

/**
 * Part 9: the money mix of part 1 through PgBouncer in transaction mode (OPERATIONS.md, "Through PgBouncer"),
 * with two apps and two workers whose pools together ask for more connections than the pooler gives PostgreSQL.
 * Migrations and start-up locks go straight to the server (DATABASE_DIRECT_URL). Part 8 (secrets at rest)
 * still runs last and scans what this part left (vitest.reliability.config.ts).
 */
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 8);
const OPS_PER_CLIENT = Number(process.env.RELIABILITY_OPS ?? 40);
const SEED = Number(process.env.RELIABILITY_SEED ?? 20_260_516) + 9;
const POOL_SIZE = 6;
const APP_POOL = 10;

let sql: Sql;
let bouncer: Pgbouncer;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;
let apps: App[] = [];
let workers: Proc[] = [];

beforeAll(async () => {
  const db = await createDatabase("pgbouncer");
  bouncer = await new Pgbouncer(PORT_BASE + 70, db.url, POOL_SIZE).start();
  env = baseEnv(bouncer.url(), {
    DATABASE_DIRECT_URL: db.url,
    DATABASE_POOLER: "transaction",
    DATABASE_MAX_CONNECTIONS: String(APP_POOL),
  });
  sql = sqlClient(db.url);
  ({ apps, workers } = await startFleet("pgbouncer", [PORT_BASE + 60, PORT_BASE + 61], 2, env));
  accounts = await provision(env);
});

afterAll(async () => {
  await Promise.all([...apps, ...workers].map((p) => p.stop()));
  await bouncer?.stop();
  await sql?.end();
});

describe("part 9: through PgBouncer in transaction mode", () => {
  it("keeps every ledger invariant with 2 apps and 2 workers sharing the pooler's connections", async () => {
    let serversAtMost = 0;
    let clientsAtMost = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const pool = await bouncer.pool();
        serversAtMost = Math.max(serversAtMost, pool.servers);
        clientsAtMost = Math.max(clientsAtMost, pool.clients);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const mix = await runMoneyMix({
      appUrls: apps.map((a) => a.url),
      env,
      accounts,
      clients: CLIENTS,
      opsPerClient: OPS_PER_CLIENT,
      seed: SEED,
    });
    // Whatever is still due is settled now; the workers (anticipation payouts, withdrawals) get a moment.
    const last = await new Client(apps[1].url, accounts.platform).post("/v1/settlements", { as_of: day(400) });
    expect(last.status, last.text).toBe(200);
    await new Promise((r) => setTimeout(r, 5_000));
    sampling = false;
    await sampler;

    const money = await checkMoney(sql);
    const ledgerCheck = await adminCli<{ ok: boolean }>(env, ["ledger-check"]);
    const [rows] = await sql<{ charges: number; settled: number; withdrawals: number; refunds: number }[]>`
      select (select count(*)::int from charges) as charges,
        (select count(*)::int from receivables where status = 'settled') as settled,
        (select count(*)::int from withdrawals) as withdrawals, (select count(*)::int from charge_refunds) as refunds`;
    const operations = Object.values(mix.counts).reduce(
      (n, byStatus) => n + Object.values(byStatus).reduce((x, y) => x + y, 0),
      0,
    );
    recordFigures("9. through PgBouncer", {
      apps: apps.length,
      workers: workers.length,
      pgbouncer_pool_size: POOL_SIZE,
      app_pool_size: APP_POOL,
      client_connections_at_most: clientsAtMost,
      server_connections_at_most: serversAtMost,
      http_operations: operations,
      by_kind_and_status: mix.counts,
      cli_settlement_runs: mix.cliRuns.map((r) => r.settled),
      mix_seconds: Math.round(mix.mixMs / 1000),
      rows,
      ledger: money,
      ledger_check_ok: ledgerCheck.ok,
      server_errors: mix.fivexx.length,
    });
    expect(mix.fivexx).toEqual([]);
    expect(moneyIsSound(money), JSON.stringify(money)).toBe(true);
    expect(ledgerCheck.ok, JSON.stringify(ledgerCheck)).toBe(true);
    expect(mix.counts.charge_captured?.["201"] ?? 0).toBeGreaterThan(0);
    expect(rows.settled).toBeGreaterThan(0);
    // PostgreSQL never saw more than the pooler's pool, whatever the processes' pools asked for.
    expect(serversAtMost).toBeGreaterThan(0);
    expect(serversAtMost).toBeLessThanOrEqual(POOL_SIZE);
  });
});
