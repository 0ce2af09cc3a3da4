import fs from "node:fs";
import { beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import type { QueryCounter } from "@/db/query-counter";
import { closeDatabase, useDatabaseHandle } from "@/server/platform/db";

/**
 * Opens this test file's database: the PostgreSQL database DATABASE_URL names (made by tests/setup/fresh-database.ts),
 * or on PGlite a new in-memory one loaded from the copy migrated once for the run (tests/setup/migrated-template.ts),
 * and migrated (a template is found up to date).
 */
export async function openTestDatabase(onQuery?: (query: string) => void): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
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
