import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { systemCtx } from "@/server/platform/context";
import { databaseHandle, queryRows, useDatabaseHandle } from "@/server/platform/db";
import { sql } from "drizzle-orm";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { freePort, Pgbouncer, pgbouncerInstalled } from "@/tests/support/pgbouncer";
import { capturedCharge, chargeRow } from "../charges/support";

/**
 * The service behind PgBouncer in transaction mode (OPERATIONS.md, "Through PgBouncer"): on PostgreSQL only
 * (TEST_DATABASE_URL). CI installs pgbouncer; a machine without it skips this file, except in CI where its
 * absence fails.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const runnable = onPostgres && (pgbouncerInstalled() || process.env.CI === "1");
const POOL_SIZE = 4;

describe.skipIf(!runnable)("through PgBouncer in transaction mode", () => {
  let bouncer: Pgbouncer;
  let direct: DatabaseHandle;
  let pooled: DatabaseHandle;
  const directUrl = () => process.env.DATABASE_URL!;

  beforeAll(async () => {
    expect(pgbouncerInstalled(), "pgbouncer is not installed (apt-get install pgbouncer)").toBe(true);
    direct = await databaseHandle();
    bouncer = await new Pgbouncer(await freePort(), directUrl(), POOL_SIZE).start();
    pooled = await openDatabase({
      url: bouncer.url(),
      directUrl: directUrl(),
      pooler: "transaction",
      dataDir: "memory://",
      maxConnections: 20,
    });
    // Every verb of this file now reaches the database through the pooler.
    useDatabaseHandle(pooled);
  });

  afterAll(async () => {
    useDatabaseHandle(direct);
    await pooled?.close();
    await bouncer?.stop();
  });

  it("refuses the settings of a direct connection: its start-up parameters need a session of their own", async () => {
    const asIfDirect = await openDatabase({ url: bouncer.url(), dataDir: "memory://", connectTimeoutSeconds: 2 });
    const refused = await asIfDirect.db.execute("select 1").then(
      () => "connected",
      (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
    );
    expect(refused).toMatch(/unsupported startup parameter/);
    await asIfDirect.close();
  });

  it("runs migrations and the start-up locks on the direct connection, and sets the session settings per connection", async () => {
    await pooled.migrate();
    expect(await pooled.exclusive("seed", async () => "held")).toBe("held");
    const [row] = await queryRows<{ statement_timeout: string }>(pooled.db, sql`show statement_timeout`);
    expect(row.statement_timeout).toBe("30s");
  });

  it("keeps money exact under concurrent refunds, with PostgreSQL seeing no more than the pool", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 100_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(refund.POST, "POST", `/v1/charges/${c.id}/refund`, {
          auth: m.auth,
          params: { id: c.id },
          body: { amount: 10_000 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(422)]);
    expect(await chargeRow(c.id)).toMatchObject({ status: "refunded", refundedAmount: 100_000 });
    const ledger = await checkLedger({ ctx: systemCtx() });
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });

  it("serves 5 instances × 40 connections (200 clients, past max_connections) on the pool's 4 server connections", async () => {
    const instances = await Promise.all(
      Array.from({ length: 5 }, () =>
        openDatabase({
          url: bouncer.url(),
          directUrl: directUrl(),
          pooler: "transaction",
          dataDir: "memory://",
          maxConnections: 40,
        }),
      ),
    );
    const direct = postgres(directUrl(), { max: 1, onnotice: () => {} });
    try {
      const [{ max_connections }] = await direct<{ max_connections: string }[]>`show max_connections`;
      let most = 0;
      let clients = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const pool = await bouncer.pool();
          most = Math.max(most, pool.servers);
          clients = Math.max(clients, pool.clients);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const answers = await Promise.all(
        instances.flatMap((h) =>
          Array.from({ length: 40 }, (_, i) => h.db.execute(`select ${i} as i, pg_sleep(0.1)`).then(() => 1)),
        ),
      );
      sampling = false;
      await sampler;
      expect(answers).toHaveLength(200);
      expect(200).toBeGreaterThan(Number(max_connections) - 10);
      expect(clients).toBeGreaterThan(POOL_SIZE);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(POOL_SIZE);
    } finally {
      await direct.end();
      await Promise.all(instances.map((h) => h.close()));
    }
  });
});
