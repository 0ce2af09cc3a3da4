import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { getDb, queryRows } from "@/server/platform/db";
import { ThrowawayCluster } from "@/reliability/support/throwaway-cluster";
import { freePort } from "@/tests/support/pgbouncer";

/**
 * The queue tables are vacuumed after about a thousand dead rows, not a fifth of the table (migration 0042,
 * OPERATIONS.md "PostgreSQL"): every claim walks past the dead entries an update leaves in their partial indexes.
 * Seen on a cluster of its own with autovacuum on (the shared server of CI has it off), against a table with the
 * default settings that is given the same rows and the same updates. PostgreSQL suite only.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const ROWS = 20_000;
const UPDATED = 1_500;

describe.skipIf(!onPostgres)("autovacuum of the queue tables", () => {
  let pg: ThrowawayCluster | undefined;
  let client: postgres.Sql | undefined;
  afterAll(async () => {
    await client?.end({ timeout: 1 });
    pg?.remove();
  });

  it("vacuums webhook_deliveries after 1,500 dead rows of 20,000, and a table with the defaults not", async () => {
    pg = new ThrowawayCluster(await freePort()).init();
    fs.appendFileSync(path.join(pg.dir, "data", "postgresql.auto.conf"), "autovacuum = on\nautovacuum_naptime = 1\n");
    pg.start();
    const handle = await openDatabase({ url: pg.url(), dataDir: "memory://", maxConnections: 2 });
    await handle.migrate();
    await handle.close();
    client = postgres(pg.url(), { max: 1, onnotice: () => {} });
    const db = client;
    await db.unsafe(`create table queue_default (id uuid primary key, status text not null)`);
    // Rows without their merchant, endpoint and event: the foreign keys are not what is measured here.
    await db.begin(async (tx) => {
      await tx.unsafe(`set local session_replication_role = replica`);
      await tx.unsafe(`
        insert into webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_name, payload, status, attempt,
          max_attempts, next_retry_at, created_at, updated_at)
        select gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'charge.captured', '{}',
          'pending', 0, 10, now() + g * interval '1 millisecond', now(), now()
        from generate_series(1, ${ROWS}) g`);
      await tx.unsafe(`insert into queue_default select gen_random_uuid(), 'pending' from generate_series(1, ${ROWS})`);
    });
    // Both start clean, so that only the updates below count towards the next autovacuum. The inserts' counts
    // reach the statistics first (a session sends them at most once a second): else they would arrive after the
    // vacuum's reset and start an autovacuum of their own.
    await db.unsafe(`select pg_stat_force_next_flush()`);
    await db.unsafe(`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await db.unsafe(`vacuum webhook_deliveries, queue_default`);
    const autovacuums = async () =>
      Object.fromEntries(
        (
          await db<{ relname: string; n: number }[]>`
            select relname, autovacuum_count::int as n from pg_stat_user_tables
            where relname in ('webhook_deliveries', 'queue_default')`
        ).map((r) => [r.relname, r.n]),
      );
    // An autovacuum of the inserts may have been under way: let it end, then count from there.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const before = await autovacuums();

    await db.unsafe(`update webhook_deliveries set status = 'success', next_retry_at = null
      where id in (select id from webhook_deliveries order by next_retry_at limit ${UPDATED})`);
    await db.unsafe(
      `update queue_default set status = 'success' where id in (select id from queue_default limit ${UPDATED})`,
    );
    await expect
      .poll(async () => (await autovacuums()).webhook_deliveries, { timeout: 60_000, interval: 500 })
      .toBeGreaterThan(before.webhook_deliveries);
    // The default waits for 50 + 20 % of the rows (4,050 here).
    expect((await autovacuums()).queue_default).toBe(before.queue_default);
    const [{ dead }] = await db<{ dead: number }[]>`
      select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'webhook_deliveries'`;
    expect(dead).toBeLessThan(UPDATED);
  }, 180_000);
});

describe("the queue tables' autovacuum settings", () => {
  it("are set on every queue table, on PGlite as on PostgreSQL", async () => {
    const rows = await queryRows<{ relname: string; reloptions: string[] | null }>(
      await getDb(),
      sql`select relname, reloptions from pg_class
        where relname in ('webhook_deliveries', 'events', 'acquirer_operations', 'mail_outbox', 'rate_limit_counters')
        order by relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual([
      "acquirer_operations",
      "events",
      "mail_outbox",
      "rate_limit_counters",
      "webhook_deliveries",
    ]);
    for (const r of rows) expect(r.reloptions, r.relname).toContain("autovacuum_vacuum_scale_factor=0.01");
  });
});
