import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "./schema";
import { loadBanks } from "./data/load-banks";
import { serverName, serversOf, watchPrimary, type PrimaryWatch } from "./primary";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: domain verbs accept either. */
export type Executor = Database | Transaction;

/**
 * With several servers (a failover pair), the database handle is a stand-in that sends each call to the primary of
 * the moment; this property of it answers that primary's own handle. What keeps a built statement across calls
 * (server/platform/db/prepared.ts) keeps it per primary, so that after a failover it is not sent to the old one.
 */
// Symbol.for: the custom server and Next's bundle each load their own copy of this module, and share the handle.
export const CURRENT_DATABASE = Symbol.for("pagamentos.db.currentPrimary");

/** A streaming replica of the primary: reads that tolerate staleness may go there (OPERATIONS.md, "Read replicas"). */
export interface Replica {
  /** `host:port/database`, for logs and metrics (no credentials). */
  name: string;
  db: Database;
}

export interface DatabaseHandle {
  db: Database;
  /** The replicas of DATABASE_REPLICA_URLS (none on PGlite). */
  replicas: Replica[];
  kind: "pglite" | "postgres";
  /** The server written to now (`host:port/database`; "embedded" on PGlite): after a failover, the promoted one. */
  primaryName(): string;
  /** Applies the pending migrations and the reference data; on PostgreSQL under the `migrate` lock. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while this process holds the cluster-wide lock `name` (a PostgreSQL advisory lock):
   * instances started together take turns. The embedded database has one process by construction.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a copy of the data folder, which `embeddedTemplate` starts another database from. */
  dumpDataDir?: () => Promise<Blob>;
}

/** The first key of our advisory locks (`pg_advisory_lock(int, int)`), so that they meet no one else's. */
const ADVISORY_LOCK_NAMESPACE = 0x7061_7931; // "pay1"

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** Public reference data kept as files in db/data, brought up to date after every migration (idempotent). */
async function loadReferenceData(db: Database): Promise<void> {
  await loadBanks(db);
}

export class DataFolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is open in process ${pid}.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own and two processes on one folder silently lose rows,
 * so the folder is claimed with a lock file holding the owner's PID.
 */
function lockDataFolder(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "postmaster.lock.json");
  try {
    const owner = JSON.parse(fs.readFileSync(lockFile, "utf8")) as { pid: number };
    if (owner.pid !== process.pid && isAlive(owner.pid)) throw new DataFolderBusyError(dataDir, owner.pid);
  } catch (e) {
    if (e instanceof DataFolderBusyError) throw e;
  }
  fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid }));
  const release = () => {
    try {
      const owner = JSON.parse(fs.readFileSync(lockFile, "utf8")) as { pid: number };
      if (owner.pid === process.pid) fs.rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}

/** Who holds the embedded data folder, if anyone alive does. */
export function dataFolderOwner(dataDir: string): number | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, "postmaster.lock.json"), "utf8")) as { pid: number };
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner.pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * drizzle sends its queries to postgres.js unprepared (`prepare: false`), and postgres.js sends an
 * unprepared query with parameters as Parse/Describe first, waits for the parameter types, then Bind/
 * Execute: two round trips per statement, and nothing behind it can be pipelined meanwhile. Prepared
 * (named, cached per connection by postgres.js), a statement is one round trip after its first use on a
 * connection, and statements sent together in a transaction go out together (BENCHMARKS.md). The wrapper
 * also covers the connection a transaction or savepoint hands to its callback. Not for a pooler in
 * transaction mode that cannot keep named statements (PgBouncer before 1.21).
 */
function preparedStatements<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "unsafe")
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          (value as (...a: unknown[]) => unknown).call(target, query, params, { ...options, prepare: true });
      if (prop === "begin" || prop === "savepoint")
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const fn = args[last] as (sql: object) => unknown;
          args[last] = (sql: object) => fn(preparedStatements(sql));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return value;
    },
  });
}

/** What every session of ours runs with, sent as start-up parameters when no pooler stands between. */
export function sessionSettings(statementTimeoutMs = 30_000): Record<string, number> {
  return {
    statement_timeout: statementTimeoutMs,
    // A transaction left open by a client that hung (not one that died: its socket closes).
    idle_in_transaction_session_timeout: 60_000,
  };
}

/** A connection of its own per server for the primary checks: short waits, never the pool's. */
function probeOptions(connectTimeout: number) {
  return { max: 1, onnotice: () => {}, connect_timeout: Math.min(connectTimeout, 2), idle_timeout: 0 };
}

export async function openDatabase(opts: {
  url?: string;
  /**
   * A connection straight to the primary, for what needs a session of its own (migrations, the
   * advisory locks of `exclusive`) when `url` goes through a pooler; defaults to `url`.
   */
  directUrl?: string;
  /**
   * `transaction`: `url` is a pooler in transaction mode (PgBouncer `pool_mode = transaction`), which
   * hands each transaction to any server connection. Nothing may outlive a transaction there: no named
   * prepared statements, no session settings at start-up (the pooler sets them, OPERATIONS.md).
   */
  pooler?: "none" | "transaction";
  /** Streaming replicas of the primary, opened with the same settings. */
  replicaUrls?: string[];
  dataDir: string;
  maxConnections?: number;
  /**
   * Called with every statement sent (tests and the bench count round trips with it). On PostgreSQL
   * it sees every query on the wire, BEGIN and COMMIT included; on PGlite only drizzle's statements.
   */
  onQuery?: (query: string) => void;
  /** Seconds to wait for a connection; past it a query fails (503) instead of hanging (default 5). */
  connectTimeoutSeconds?: number;
  /** Milliseconds a statement may run before PostgreSQL cancels it (default 30 s; 0 = no limit). */
  statementTimeoutMs?: number;
  /** With several servers in `url` (db/primary.ts): told when another one is taken for the primary. */
  onPrimaryChange?: (from: string, to: string) => void;
  /**
   * PGlite only: start from this copy of a data folder (`dumpDataDir`) instead of an empty cluster. The test
   * suite opens one database per file, and a migrated copy loads in half the time initdb takes.
   */
  embeddedTemplate?: Blob;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const url = opts.url;
    const { default: postgres } = await import("postgres");
    const connectTimeout = opts.connectTimeoutSeconds ?? 5;
    const pooled = opts.pooler === "transaction";
    const directUrl = opts.directUrl ?? url;
    const connect = (target: string) => {
      const client = postgres(target, {
        max: opts.maxConnections ?? 10,
        // postgres.js names and caches prepared statements per connection; behind a transaction pooler the
        // next statement may reach another server connection, which has never seen the name.
        prepare: !pooled,
        onnotice: () => {},
        ...(opts.onQuery ? { debug: (_connection: number, query: string) => opts.onQuery?.(query) } : {}),
        // Without these a stopped or unreachable server holds every request for postgres.js's 30 s
        // default, and a stuck statement holds its connection (and its row locks) for ever.
        connect_timeout: connectTimeout,
        // postgres.js waits up to 20 s between reconnection attempts after failures (3^n / 100 s), and
        // queries queue meanwhile: a 10 s outage held requests 17 s and delayed the recovery as long.
        // Retrying within a second keeps the answers 503-fast while down and resumes at once after.
        backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2),
        // PgBouncer refuses start-up parameters it does not know; behind it the pooler's `connect_query`
        // sets these on every server connection it opens (OPERATIONS.md, "Through PgBouncer").
        ...(pooled ? {} : { connection: sessionSettings(opts.statementTimeoutMs) }),
      });
      const db = drizzlePostgres(pooled ? client : preparedStatements(client), { schema }) as unknown as Database;
      return { client, db };
    };
    // One server, or a primary and its standbys under a failover manager (db/primary.ts): a pool per server
    // (postgres.js connects lazily: only the primary's opens connections), the writes to the one not in recovery.
    const servers = serversOf(url);
    const pools = servers.map((server) => connect(server));
    let watch: PrimaryWatch | undefined;
    const probes = servers.length > 1 ? servers.map((server) => postgres(server, probeOptions(connectTimeout))) : [];
    if (probes.length > 0) {
      watch = watchPrimary(
        servers.length,
        async (i) => (await probes[i]<{ standby: boolean }[]>`select pg_is_in_recovery() as standby`)[0].standby,
        { onChange: (from, to) => opts.onPrimaryChange?.(serverName(servers[from]), serverName(servers[to])) },
      );
      await watch.check();
    }
    const current = () => pools[watch?.current() ?? 0];
    const db = watch
      ? (new Proxy(
          {},
          {
            get(_target, prop) {
              const target = current().db;
              if (prop === CURRENT_DATABASE) return target;
              const value: unknown = Reflect.get(target, prop, target);
              return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
            },
          },
        ) as Database)
      : pools[0].db;
    const replicas = (opts.replicaUrls ?? []).map((replicaUrl) => {
      const u = new URL(replicaUrl);
      return { name: `${u.host}${u.pathname}`, ...connect(replicaUrl) };
    });
    /**
     * A session lock on a connection of its own: released when `fn` ends, and by PostgreSQL itself
     * when the process dies holding it (its connection closes), so a crashed start blocks no one.
     */
    /** The direct URL of the primary now (the same order of servers as `url`). */
    const directNow = () => {
      const direct = serversOf(directUrl);
      return direct[Math.min(watch?.current() ?? 0, direct.length - 1)];
    };
    const exclusive = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
      const lock = postgres(directNow(), { max: 1, onnotice: () => {}, connect_timeout: connectTimeout });
      try {
        await lock`select pg_advisory_lock(${ADVISORY_LOCK_NAMESPACE}::int, hashtext(${name}))`;
        return await fn();
      } finally {
        await lock.end({ timeout: 5 });
      }
    };
    return {
      db,
      replicas: replicas.map((r) => ({ name: r.name, db: r.db })),
      kind: "postgres",
      // Instances started at the same moment would otherwise race to create the same tables.
      migrate: () =>
        exclusive("migrate", async () => {
          // DDL and drizzle's migration bookkeeping run on a session of their own, not through a pooler.
          const direct = pooled
            ? postgres(directNow(), { max: 1, onnotice: () => {}, connect_timeout: connectTimeout })
            : undefined;
          try {
            const migrator = direct ? (drizzlePostgres(direct, { schema }) as unknown as Database) : db;
            await migratePostgres(migrator as never, { migrationsFolder });
            await loadReferenceData(migrator);
          } finally {
            await direct?.end({ timeout: 5 });
          }
        }),
      exclusive,
      primaryName: () => serverName(servers[watch?.current() ?? 0]),
      close: async () => {
        watch?.stop();
        await Promise.all(
          [...pools.map((p) => p.client), ...probes, ...replicas.map((r) => r.client)].map((c) =>
            c.end({ timeout: 5 }),
          ),
        );
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  let release = () => {};
  let dir = opts.dataDir;
  if (!dir.startsWith("memory://")) {
    fs.mkdirSync(dir, { recursive: true });
    release = lockDataFolder(dir);
    dir = path.join(dir, "pgdata");
  }
  const client = await PGlite.create(
    opts.embeddedTemplate ? { dataDir: dir, loadDataDir: opts.embeddedTemplate } : { dataDir: dir },
  );
  const onQuery = opts.onQuery;
  const db = drizzlePglite(client, {
    schema,
    ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}),
  }) as unknown as Database;
  return {
    db,
    replicas: [],
    kind: "pglite",
    primaryName: () => "embedded",
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await loadReferenceData(db);
    },
    exclusive: (_name, fn) => fn(),
    close: async () => {
      await client.close();
      release();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}
