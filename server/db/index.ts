import { openDatabase, type Database, type DatabaseHandle, type Executor } from "@/db/client";
import { config } from "@/server/config";
import { processSingleton } from "@/server/process/singleton";

export type { Database, DatabaseHandle, Executor, Transaction } from "@/db/client";

// One connection per process, shared by dev hot reloads and Next's separate module instances
// (pages vs route handlers): two PGlite instances on one folder lose data.
const holder = processSingleton("database", () => ({ handle: undefined as Promise<DatabaseHandle> | undefined }));

export function databaseHandle(): Promise<DatabaseHandle> {
  if (!holder.handle) {
    const cfg = config();
    holder.handle = openDatabase({
      url: cfg.DATABASE_URL,
      dataDir: cfg.dataDir,
      connectTimeoutSeconds: cfg.DATABASE_CONNECT_TIMEOUT_SECONDS,
      statementTimeoutMs: cfg.DATABASE_STATEMENT_TIMEOUT_MS,
    }).catch((e: unknown) => {
      holder.handle = undefined;
      throw e;
    });
  }
  return holder.handle;
}

export async function getDb(): Promise<Database> {
  return (await databaseHandle()).db;
}

/** Tests give each file a fresh database. */
export function useDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.handle;
  holder.handle = undefined;
  if (handle) await (await handle).close();
}

/** Rows of a raw query, whichever driver answered (PGlite returns `{rows}`, postgres.js an array). */
export async function queryRows<T>(exec: Executor, query: Parameters<Database["execute"]>[0]): Promise<T[]> {
  const result: unknown = await exec.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
