import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { preparedPerHandle } from "@/server/platform/db/prepared";
import { ThrowawayCluster } from "@/reliability/support/throwaway-cluster";
import { toErrorResponse } from "@/server/http/envelope";
import { isDatabaseUrl } from "@/server/platform/config";
import { isDatabaseUnavailable } from "@/server/platform/db/unavailable";
import { freePort } from "@/tests/support/pgbouncer";

/**
 * What the app needs of the database for a failover (OPERATIONS.md, "Failover"): a DATABASE_URL naming both
 * servers writes to the one not in recovery and follows a promotion by itself (db/primary.ts), and a write that reaches a
 * read-only server is a 503 with the envelope, not a 500. The cluster part runs with the PostgreSQL suite only
 * (TEST_DATABASE_URL): it builds a primary and a standby of its own.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe("failover settings", () => {
  it("accepts a PostgreSQL URL with several servers and still refuses what is not a URL", () => {
    expect(isDatabaseUrl("postgres://postgres@127.0.0.1:5432/app")).toBe(true);
    expect(isDatabaseUrl("postgres://u:p@10.0.0.1:5432,10.0.0.2:5433/app?target_session_attrs=read-write")).toBe(true);
    expect(isDatabaseUrl("postgresql://db-a,db-b/app")).toBe(true);
    expect(isDatabaseUrl("postgres://10.0.0.1:5432,/app")).toBe(false);
    expect(isDatabaseUrl("postgres://10.0.0.1:5432,10.0.0.2:port/app")).toBe(false);
    expect(isDatabaseUrl("not a url")).toBe(false);
    expect(isDatabaseUrl("")).toBe(false);
  });

  it("a write refused by a read-only server (25006) is unavailable: 503 service_unavailable", async () => {
    const error = Object.assign(new Error("cannot execute INSERT in a read-only transaction"), { code: "25006" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: error }))).toBe(true);
    const res = toErrorResponse(new Error("Failed query", { cause: error }), "req-f");
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("service_unavailable");
  });
});

describe.skipIf(!onPostgres)("failover: a multi-host DATABASE_URL", () => {
  let primary: ThrowawayCluster;
  let standby: ThrowawayCluster;
  const clients: postgres.Sql[] = [];
  const open = (url: string) => {
    const c = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    primary = new ThrowawayCluster(await freePort()).init();
    primary.start();
    await open(primary.url())`create table t (n int)`;
    standby = new ThrowawayCluster(await freePort()).standbyOf(primary);
    standby.start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end({ timeout: 1 })));
    standby?.remove();
    primary?.remove();
  });

  it("writes to the primary whatever the order, fails fast while none is, and follows the promoted standby", async () => {
    const hosts = `127.0.0.1:${standby.port},127.0.0.1:${primary.port}`;
    // postgres.js 3.4 takes `read-write` from default_transaction_read_only alone, which a standby reports "off":
    // it keeps the standby (libpq would not). One reason the app picks the primary itself (db/primary.ts).
    const readWrite = open(`postgres://postgres@${hosts}/postgres?target_session_attrs=read-write`);
    const [{ standby: kept }] = await readWrite<{ standby: boolean }[]>`select pg_is_in_recovery() as standby`;
    expect(kept).toBe(true);

    const changes: string[] = [];
    const handle = await openDatabase({
      url: `postgres://postgres@${hosts}/postgres?target_session_attrs=primary`,
      dataDir: "memory://",
      connectTimeoutSeconds: 2,
      onPrimaryChange: (from, to) => changes.push(`${from} -> ${to}`),
    });
    try {
      // The standby is listed first: the writes go to the primary.
      expect(handle.primaryName()).toBe(`127.0.0.1:${primary.port}/postgres`);
      await handle.db.execute(sql`insert into t values (1)`);
      // A statement built once and kept (prepared.ts) goes to the primary of the moment, before and after a failover.
      const onStandby = preparedPerHandle((db) =>
        db
          .select({ standby: sql<boolean>`pg_is_in_recovery()` })
          .from(sql`(select 1) as one`)
          .prepare("on_standby"),
      );
      expect(await onStandby(handle.db).execute()).toEqual([{ standby: false }]);
      // A write that reaches the standby (a primary demoted under a connection): refused, 503, nothing written.
      const error = await open(standby.url())`insert into t values (2)`.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((error as { code?: string }).code).toBe("25006");
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(toErrorResponse(new Error("Failed query", { cause: error }), "req-g").status).toBe(503);

      // The primary dies: until the standby is promoted, writes fail at once (503), they do not wait.
      primary.stop("immediate");
      const started = Date.now();
      const lost = await handle.db.execute(sql`insert into t values (3)`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(lost)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);

      // Promoted, the standby takes the writes within a check or two, and has what was committed before.
      standby.run("pg_ctl", ["-D", `${standby.dir}/data`, "-w", "promote"]);
      let moved = -1;
      const promotedAt = Date.now();
      for (let i = 0; i < 100; i++) {
        const ok = await handle.db.execute(sql`insert into t values (4)`).then(
          () => true,
          () => false,
        );
        if (ok) {
          moved = Date.now() - promotedAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(moved).toBeGreaterThanOrEqual(0);
      expect(moved).toBeLessThan(5_000);
      expect(handle.primaryName()).toBe(`127.0.0.1:${standby.port}/postgres`);
      expect(changes).toEqual([`127.0.0.1:${primary.port}/postgres -> 127.0.0.1:${standby.port}/postgres`]);
      const rows = await open(standby.url())<{ n: number }[]>`select n from t order by n`;
      expect(rows.map((r) => r.n)).toEqual([1, 4]);
      expect(await onStandby(handle.db).execute()).toEqual([{ standby: false }]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
