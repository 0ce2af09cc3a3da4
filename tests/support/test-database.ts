import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import type { QueryCounter } from "@/db/query-counter";
import { closeDatabase, useDatabaseHandle } from "@/server/platform/db";

/** This file's database on the PostgreSQL server (TEST_DATABASE_URL): named when the file starts, made when opened. */
const serverDatabase = { adminUrl: "", name: "", made: false };

/** Names this file's database on the server and points DATABASE_URL at it; openTestDatabase() makes it. */
export function nameServerDatabase(serverUrl: string, name: string): void {
  Object.assign(serverDatabase, { adminUrl: serverUrl, name, made: false });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

async function onServer(statement: string): Promise<void> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(serverDatabase.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/** A copy of the database migrated once for the run (tests/setup/migrated-template.ts). */
async function makeServerDatabase(): Promise<void> {
  if (serverDatabase.made || !serverDatabase.name) return;
  await onServer(`create database ${serverDatabase.name} template ${inject("serverTemplateName")}`);
  serverDatabase.made = true;
}

/** Drops this file's database on the server, if it was made; CI first keeps a dump of it (TEST_DUMP_DIR). */
export async function dropServerDatabase(): Promise<void> {
  if (!serverDatabase.made) return;
  // CI keeps a dump of every file's database for the secrets scan after the whole run (SECURITY.md).
  const dumpDir = process.env.TEST_DUMP_DIR;
  if (dumpDir) {
    execFileSync("pg_dump", [
      "-d",
      process.env.DATABASE_URL ?? "",
      "-f",
      path.join(dumpDir, `${serverDatabase.name}.sql`),
    ]);
  }
  await onServer(`drop database if exists ${serverDatabase.name} with (force)`);
  serverDatabase.made = false;
}

/**
 * Opens this test file's database: the PostgreSQL database DATABASE_URL names (made here the first time, see
 * nameServerDatabase), or on PGlite a new in-memory one loaded from the copy migrated once for the run
 * (tests/setup/migrated-template.ts), and migrated (a template is found up to date).
 */
export async function openTestDatabase(onQuery?: (query: string) => void): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) await makeServerDatabase();
  const templatePath = url ? "" : inject("embeddedTemplatePath");
  const embeddedTemplate = templatePath ? new Blob([fs.readFileSync(templatePath)]) : undefined;
  const handle = url
    ? await openDatabase({ url, dataDir: "memory://", maxConnections: 20, onQuery })
    : await openDatabase({ dataDir: "memory://", embeddedTemplate, onQuery });
  await handle.migrate();
  return handle;
}

/**
 * Opens this file's database again with `counter` seeing every statement sent (on PGlite a fresh copy, on
 * PostgreSQL the same database), for the tests that bound the statements a path takes.
 */
export function countStatements(counter: QueryCounter): void {
  beforeAll(async () => {
    await closeDatabase();
    useDatabaseHandle(await openTestDatabase(counter.onQuery));
  });
}
