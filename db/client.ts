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

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: domain verbs accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

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

export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  maxConnections?: number;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: postgres } = await import("postgres");
    const client = postgres(opts.url, { max: opts.maxConnections ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await migratePostgres(db as never, { migrationsFolder });
        await loadReferenceData(db);
      },
      close: () => client.end({ timeout: 5 }),
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
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await loadReferenceData(db);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
