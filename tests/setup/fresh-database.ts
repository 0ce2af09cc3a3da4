import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { dropServerDatabase, nameServerDatabase, openTestDatabase } from "@/tests/support/test-database";
import { closeDatabase, useDatabaseWhenAsked } from "@/server/platform/db";
import { resetConfigForTests } from "@/server/platform/config";

/**
 * Every test file runs on a database of its own: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). It is made when the file first asks for
 * it: about a fifth of the files never do, and making one costs 1.3–1.9 s of CPU on PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

beforeAll(() => {
  if (serverUrl) {
    // Named now, so that DATABASE_URL says which server the file runs on before its database is made.
    nameServerDatabase(serverUrl, `t_${process.pid}_${randomBytes(5).toString("hex")}`);
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "memory://";
  }
  resetConfigForTests();
  useDatabaseWhenAsked(() => openTestDatabase());
});

afterAll(async () => {
  await closeDatabase();
  await dropServerDatabase();
});
