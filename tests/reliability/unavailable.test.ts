import postgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/server/platform/db/unavailable";
import { toErrorResponse } from "@/server/http/envelope";
import { isStopping, markStopping } from "@/server/platform/lifecycle";
import { readiness } from "@/server/registries/startup/readiness";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/platform/db";

/**
 * The pieces behind parts 5 and 6 of `npm run test:reliability` (RELIABILITY.md), checked without
 * processes: a database that cannot be reached is a 503 with the envelope, a bug stays a 500, and a
 * process that is stopping reports itself not ready.
 */
describe("database unavailable", () => {
  let client: postgres.Sql | undefined;
  afterEach(async () => {
    await client?.end({ timeout: 1 });
    client = undefined;
  });

  it("a refused connection is unavailable and answers 503 service_unavailable with the envelope", async () => {
    // Port 9 (discard) has no PostgreSQL: the driver's own connection error, not a made-up one.
    client = postgres("postgres://postgres@127.0.0.1:9/none", { max: 1, connect_timeout: 2, onnotice: () => {} });
    const error = await client`select 1`.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Wrapped as drizzle wraps a driver error.
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: error }))).toBe(true);
    const res = toErrorResponse(new Error("Failed query", { cause: error }), "req-1");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { type: string; code: string } };
    expect(body.error).toMatchObject({ type: "api_error", code: "service_unavailable" });
  });

  it("a failed statement of a live database stays a 500", async () => {
    const db = await getDb();
    const error = await db.execute(sql`select * from no_such_table`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorResponse(error, "req-2").status).toBe(500);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });

  it("the SQLSTATEs of a server shutting down or cancelling are unavailable", () => {
    for (const code of ["57P01", "57P03", "08006", "53300", "57014"])
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code }))).toBe(true);
    for (const code of ["23505", "42P01", "22P02"])
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code }))).toBe(false);
  });
});

describe("shutdown", () => {
  it("a stopping process is not ready, even with its database up", async () => {
    expect(isStopping()).toBe(false);
    markStopping();
    const answer = await readiness();
    expect(answer.ready).toBe(false);
    expect(answer.checks.database).toBe("ok");
    expect(answer.checks.shutdown).toBe("stopping");
  });
});
