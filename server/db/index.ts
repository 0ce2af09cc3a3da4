import { openDatabase, type Database, type DatabaseHandle, type Executor } from "@/db/client";
import { config } from "@/server/config";

export type { Database, Executor, Transaction } from "@/db/client";

// One connection per process, kept on globalThis so that dev hot reloads and Next's separate
// module instances (pages vs route handlers) share it: two PGlite instances on one folder lose data.
const holder = globalThis as unknown as { __paymentsDb?: Promise<DatabaseHandle> };

export function databaseHandle(): Promise<DatabaseHandle> {
  if (!holder.__paymentsDb) {
    const cfg = config();
    holder.__paymentsDb = openDatabase({ url: cfg.DATABASE_URL, dataDir: cfg.dataDir }).catch((e: unknown) => {
      holder.__paymentsDb = undefined;
      throw e;
    });
  }
  return holder.__paymentsDb;
}

export async function getDb(): Promise<Database> {
  return (await databaseHandle()).db;
}

/** Tests give each file a fresh database. */
export function useDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.__paymentsDb = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__paymentsDb;
  holder.__paymentsDb = undefined;
  if (handle) await (await handle).close();
}

/** Rows of a raw query, whichever driver answered (PGlite returns `{rows}`, postgres.js an array). */
export async function queryRows<T>(exec: Executor, query: Parameters<Database["execute"]>[0]): Promise<T[]> {
  const result: unknown = await exec.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
