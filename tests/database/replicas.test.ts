import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as charges from "@/app/v1/charges/route";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { ThrowawayCluster } from "@/reliability/support/throwaway-cluster";
import { resetConfigForTests } from "@/server/platform/config";
import { databaseHandle, useDatabaseHandle } from "@/server/platform/db";
import {
  checkReplicas,
  holdReplicasUntilSchema,
  replicaStatuses,
  startReplicaMonitor,
  stopReplicaMonitor,
} from "@/server/platform/db/replicas";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { freePort } from "@/tests/support/pgbouncer";
import { capturedCharge } from "../charges/support";

/**
 * Reads from a streaming replica (OPERATIONS.md, "Read replicas"): a primary and its standby of the test's own
 * (initdb, pg_basebackup), never the machine's server. With the PostgreSQL suite only (TEST_DATABASE_URL): it
 * needs the server binaries and takes a few seconds to build.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const LAG_BOUND_MS = 60_000;

describe.skipIf(!onPostgres)("read replicas", () => {
  let primary: ThrowawayCluster;
  let standby: ThrowawayCluster;
  let fileHandle: DatabaseHandle;
  let handle: DatabaseHandle;
  let replicaSql: postgres.Sql;
  const saved = { ...process.env };

  beforeAll(async () => {
    fileHandle = await databaseHandle();
    const p = (primary = new ThrowawayCluster(await freePort()).init());
    p.start();
    p.run("psql", ["-h", "127.0.0.1", "-p", String(p.port), "-U", "postgres", "-c", "create database app"]);
    standby = new ThrowawayCluster(await freePort()).standbyOf(p);
    standby.start();
    handle = await openDatabase({ url: p.url("app"), replicaUrls: [standby.url("app")], dataDir: "memory://" });
    await handle.migrate();
    process.env.DATABASE_REPLICA_URLS = standby.url("app");
    process.env.DATABASE_REPLICA_MAX_LAG_MS = String(LAG_BOUND_MS);
    resetConfigForTests();
    useDatabaseHandle(handle);
    startReplicaMonitor(handle, LAG_BOUND_MS);
    replicaSql = postgres(standby.url("app"), { max: 1, onnotice: () => {} });
    // The standby has replayed the migrations and is usable.
    for (let i = 0; i < 100 && !replicaStatuses()[0]?.usable; i++) await new Promise((r) => setTimeout(r, 100));
  }, 120_000);

  afterAll(async () => {
    stopReplicaMonitor();
    useDatabaseHandle(fileHandle);
    Object.assign(process.env, saved);
    for (const k of ["DATABASE_REPLICA_URLS", "DATABASE_REPLICA_MAX_LAG_MS"]) if (!(k in saved)) delete process.env[k];
    resetConfigForTests();
    await replicaSql?.end();
    await handle?.close();
    standby?.remove();
    primary?.remove();
  });

  it("serves a dashboard list from the replica, the writer's own reads from the primary, and skips a lagging replica", async () => {
    expect(replicaStatuses()).toMatchObject([{ usable: true }]);
    const m = await createTestMerchant();
    const admin = await createPlatformKey();
    const first = await capturedCharge(m, 1_000);
    // Replay stops: what the primary commits from now on is not on the replica.
    await replicaSql`select pg_wal_replay_pause()`;
    for (let i = 0; i < 50; i++) {
      const [{ paused }] = await replicaSql<{ paused: string }[]>`select pg_get_wal_replay_pause_state() as paused`;
      if (paused === "paused") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    const second = await capturedCharge(m, 2_000);
    const idsFor = async (auth: string) => {
      const res = await call(charges.GET, "GET", "/v1/charges?limit=100", { auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as Array<{ id: string }>).map((c) => c.id);
    };
    // The merchant that just wrote reads the primary: its new charge is there.
    expect(await idsFor(m.auth)).toEqual(expect.arrayContaining([first.id, second.id]));
    // The admin wrote nothing: the list comes from the replica, which stopped before the second charge.
    const fromReplica = await idsFor(admin.auth);
    expect(fromReplica).toContain(first.id);
    expect(fromReplica).not.toContain(second.id);
    // Past the lag bound the replica is skipped, and the same list comes from the primary.
    await checkReplicas(handle, 1);
    expect(replicaStatuses()[0]).toMatchObject({ usable: false });
    stopReplicaMonitor();
    expect(await idsFor(admin.auth)).toContain(second.id);
    // Replay resumes; a check finds it caught up and it serves again.
    await replicaSql`select pg_wal_replay_resume()`;
    for (let i = 0; i < 50; i++) {
      const [s] = await checkReplicas(handle, LAG_BOUND_MS);
      if (s.usable && s.lagSeconds === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(replicaStatuses()[0]).toMatchObject({ usable: true, lagSeconds: 0 });
  });

  it("skips a replica that has not replayed the schema this process migrated to, until it has", async () => {
    stopReplicaMonitor();
    await replicaSql`select pg_wal_replay_pause()`;
    for (let i = 0; i < 50; i++) {
      const [{ paused }] = await replicaSql<{ paused: string }[]>`select pg_get_wal_replay_pause_state() as paused`;
      if (paused === "paused") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // A deploy's migration on the primary; the replica, well within the lag bound, has not replayed it.
    await handle.db.execute(sql`create table deploy_marker (id int)`);
    await holdReplicasUntilSchema(handle);
    const [behind] = await checkReplicas(handle, LAG_BOUND_MS);
    expect(behind).toMatchObject({ usable: false });
    await replicaSql`select pg_wal_replay_resume()`;
    for (let i = 0; i < 50; i++) {
      const [s] = await checkReplicas(handle, LAG_BOUND_MS);
      if (s.usable) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(replicaStatuses()[0]).toMatchObject({ usable: true });
    const [{ table }] = await replicaSql<
      { table: string | null }[]
    >`select to_regclass('deploy_marker')::text as table`;
    expect(table).toBe("deploy_marker");
  });
});
