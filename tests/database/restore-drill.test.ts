import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { ThrowawayCluster } from "@/reliability/support/throwaway-cluster";
import { freePort } from "@/tests/support/pgbouncer";

/**
 * The restore drill of OPERATIONS.md ("Backups and point-in-time recovery"), run once by the PostgreSQL suite on a
 * cluster of its own: WAL archived by `archive_command`, a `pg_basebackup`, then "a bad deploy wrote garbage" and the
 * restore to the moment before it (a restore point here; a time works the same), on a new data folder with
 * `restore_command`. The restored server has the migrated schema and what was committed before, and nothing after.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)("backups: base backup + WAL archive, restored to a point in time", () => {
  const made: ThrowawayCluster[] = [];
  const clients: postgres.Sql[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end({ timeout: 1 })));
    for (const c of made) c.remove();
  });

  it("restores to the point before the garbage: the schema and the rows before it, none of the rows after", async () => {
    const primary = new ThrowawayCluster(await freePort()).init();
    made.push(primary);
    const archive = path.join(primary.dir, "archive");
    fs.mkdirSync(archive);
    execFileSync("chown", ["-R", "postgres:postgres", archive]);
    fs.appendFileSync(
      path.join(primary.dir, "data", "postgresql.auto.conf"),
      `\narchive_mode = on\narchive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'\n`,
    );
    primary.start();
    primary.run("psql", ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-c", "create database app"]);
    const handle = await openDatabase({ url: primary.url("app"), dataDir: "memory://" });
    await handle.migrate();
    await handle.close();
    const sql = postgres(primary.url("app"), { max: 1, onnotice: () => {} });
    clients.push(sql);
    await sql`create table drill (n int primary key)`;
    await sql`insert into drill select generate_series(1, 100)`;

    // Nightly: the base backup (the WAL from then on is in the archive).
    const base = path.join(primary.dir, "base");
    primary.run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      base,
      "--no-sync",
      // Not the default spread checkpoint, which paces its writes over minutes (95 s here after the migrations).
      "--checkpoint=fast",
    ]);
    await sql`insert into drill select generate_series(101, 200)`;
    await sql`select pg_create_restore_point('before_bad_deploy')`;
    // The bad deploy: garbage committed after the point.
    await sql`delete from drill where n <= 150`;
    await sql`insert into drill values (100000)`;
    await sql`select pg_switch_wal()`;
    // The archiver has the segment holding the garbage.
    for (let i = 0; i < 100; i++) {
      const [{ failed, archived }] = await sql<{ failed: number; archived: string | null }[]>`
        select failed_count::int as failed, last_archived_wal as archived from pg_stat_archiver`;
      expect(failed).toBe(0);
      if (archived && fs.readdirSync(archive).some((f) => f.startsWith(archived))) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // The restore, on another server: the base backup, the archive, and where to stop.
    const restored = new ThrowawayCluster(await freePort());
    made.push(restored);
    const data = path.join(restored.dir, "data");
    fs.cpSync(base, data, { recursive: true });
    fs.appendFileSync(
      path.join(data, "postgresql.auto.conf"),
      `\nrestore_command = 'cp ${archive}/%f %p'\narchive_mode = off\n` +
        `recovery_target_name = 'before_bad_deploy'\nrecovery_target_action = 'promote'\n`,
    );
    fs.writeFileSync(path.join(data, "recovery.signal"), "");
    execFileSync("chown", ["-R", "postgres:postgres", restored.dir]);
    fs.chmodSync(data, 0o700);
    const startedAt = Date.now();
    restored.start();
    const back = postgres(restored.url("app"), { max: 1, onnotice: () => {} });
    clients.push(back);
    let promoted = false;
    for (let i = 0; i < 200 && !promoted; i++) {
      const [{ standby }] = await back<{ standby: boolean }[]>`select pg_is_in_recovery() as standby`;
      promoted = !standby;
      if (!promoted) await new Promise((r) => setTimeout(r, 100));
    }
    const restoreMs = Date.now() - startedAt;
    expect(promoted).toBe(true);
    const [{ n, lowest, highest }] = await back<{ n: number; lowest: number; highest: number }[]>`
      select count(*)::int as n, min(n) as lowest, max(n) as highest from drill`;
    expect({ n, lowest, highest }).toEqual({ n: 200, lowest: 1, highest: 200 });
    // The app's schema came back with it (the migrations' bookkeeping and the reference data).
    const [{ banks }] = await back<{ banks: number }[]>`select count(*)::int as banks from banks`;
    expect(banks).toBeGreaterThan(0);
    const [{ applied }] = await back<{ applied: number }[]>`
      select count(*)::int as applied from drizzle.__drizzle_migrations`;
    expect(applied).toBe(
      fs.readdirSync(path.join(process.cwd(), "db", "migrations")).filter((f) => f.endsWith(".sql")).length,
    );
    console.log(`restore drill: restored to the point in ${restoreMs} ms`);
  }, 120_000);
});
