import { openDatabase, type Database, type DatabaseHandle } from "@/db/client";
import { config } from "@/server/platform/config";
import { log } from "@/server/platform/log";
import { processSingleton } from "@/server/platform/process/singleton";
import { startReplicaMonitor, stopReplicaMonitor, usableReplica } from "./replicas";

export type { Database, DatabaseHandle, Executor, Transaction } from "@/db/client";

// One connection per process, shared by dev hot reloads and Next's separate module instances
// (pages vs route handlers): two PGlite instances on one folder lose data.
const holder = processSingleton("database", () => ({
  handle: undefined as Promise<DatabaseHandle> | undefined,
  /** How to open the database when it is first asked for, in place of the configured one (tests). */
  opener: undefined as (() => Promise<DatabaseHandle>) | undefined,
}));

/** How many times this process moved its writes to a promoted server (`pay_db_primary_changes`). */
const primaryChanges = processSingleton("database-primary-changes", () => ({ count: 0 }));
export function primaryChangeCount(): number {
  return primaryChanges.count;
}

export function databaseHandle(): Promise<DatabaseHandle> {
  if (!holder.handle && holder.opener) {
    const open = holder.opener;
    holder.opener = undefined;
    holder.handle = open();
  }
  if (!holder.handle) {
    const cfg = config();
    holder.handle = openDatabase({
      url: cfg.DATABASE_URL,
      directUrl: cfg.DATABASE_DIRECT_URL,
      pooler: cfg.DATABASE_POOLER,
      maxConnections: cfg.DATABASE_MAX_CONNECTIONS,
      replicaUrls: cfg.DATABASE_REPLICA_URLS,
      dataDir: cfg.dataDir,
      connectTimeoutSeconds: cfg.DATABASE_CONNECT_TIMEOUT_SECONDS,
      statementTimeoutMs: cfg.DATABASE_STATEMENT_TIMEOUT_MS,
      onPrimaryChange: (from, to) => {
        primaryChanges.count++;
        log.warn("database primary changed", { from, to });
      },
    })
      .then((handle) => {
        startReplicaMonitor(handle, cfg.DATABASE_REPLICA_MAX_LAG_MS);
        return handle;
      })
      .catch((e: unknown) => {
        holder.handle = undefined;
        throw e;
      });
  }
  return holder.handle;
}

export async function getDb(): Promise<Database> {
  return (await databaseHandle()).db;
}

/** A usable replica if there is one, else the primary: for reads that tolerate staleness (`executor`). */
export async function getReadDb(): Promise<Database> {
  const handle = await databaseHandle();
  return usableReplica(handle)?.db ?? handle.db;
}

/** Tests give each file a fresh database. */
export function useDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.opener = undefined;
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}

/**
 * Tests: `open` makes this file's database when something first asks for it, so a file that never does (a
 * formatter's tests) makes none. Until then `databaseIsOpen()` is false.
 */
export function useDatabaseWhenAsked(open: () => Promise<DatabaseHandle>): void {
  holder.handle = undefined;
  holder.opener = open;
}

/** Work to finish while the database is still open (hits a rate limiter kept in the process). */
const beforeClose = processSingleton("database-before-close", () => new Set<() => Promise<void>>());

export function beforeDatabaseCloses(fn: () => Promise<void>): void {
  beforeClose.add(fn);
}

/** Whether this process has a database open now (a timer must not open one after it was closed). */
export function databaseIsOpen(): boolean {
  return holder.handle !== undefined;
}

export async function closeDatabase(): Promise<void> {
  holder.opener = undefined;
  const handle = holder.handle;
  if (!handle) return;
  for (const fn of beforeClose) await fn().catch(() => undefined);
  holder.handle = undefined;
  stopReplicaMonitor();
  await (await handle).close();
}

export { queryRows } from "./query-rows";
export { holdReplicasUntilSchema } from "./replicas";
