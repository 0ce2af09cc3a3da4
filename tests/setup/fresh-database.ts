import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { openTestDatabase } from "@/tests/support/test-database";
import { closeDatabase, useDatabaseHandle } from "@/server/platform/db";
import { resetConfigForTests } from "@/server/platform/config";

/**
 * Every test file runs on a database of its own: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let dbName: string | undefined;

beforeAll(async () => {
  resetConfigForTests();
  if (serverUrl) {
    const { default: postgres } = await import("postgres");
    dbName = `t_${process.pid}_${randomBytes(5).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    // A copy of the database migrated once for the run (tests/setup/migrated-template.ts).
    await admin.unsafe(`create database ${dbName} template ${inject("serverTemplateName")}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    process.env.DATABASE_URL = url.toString();
    resetConfigForTests();
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "memory://";
  }
  useDatabaseHandle(await openTestDatabase());
});

afterAll(async () => {
  await closeDatabase();
  if (serverUrl && dbName) {
    // CI keeps a dump of every file's database for the secrets scan after the whole run (SECURITY.md).
    const dumpDir = process.env.TEST_DUMP_DIR;
    if (dumpDir) {
      const [{ execFileSync }, path] = await Promise.all([import("node:child_process"), import("node:path")]);
      execFileSync("pg_dump", ["-d", process.env.DATABASE_URL ?? "", "-f", path.join(dumpDir, `${dbName}.sql`)]);
    }
    const { default: postgres } = await import("postgres");
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});
