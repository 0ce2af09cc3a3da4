import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as apiKeys from "@/app/v1/api-keys/route";
import { getDb } from "@/server/platform/db";
import { addLogSink, log } from "@/server/platform/log";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { cardBody, postCharge, tokenFor } from "@/tests/charges/support";

/**
 * A failed query is logged with its SQLSTATE and the statement's table and constraint, never with
 * its parameters (a customer's e-mail, a card's BIN, last four and holder name, an API key's
 * secret_hash) nor PostgreSQL's message or detail, which quote values. The failures are real: a
 * CHECK constraint added to this file's own database refuses the insert.
 */
const lines: string[] = [];
let remove: () => void;

beforeAll(() => {
  remove = addLogSink((l) => lines.push(l));
});
afterAll(() => remove());

function linesOf(requestId: string): string[] {
  return lines.filter((l) => l.includes(requestId));
}

describe("failed queries in the logs", () => {
  it("an API key insert that fails logs 23514, the table and the constraint, not the key material", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    await db.execute(sql`alter table api_keys add constraint robust_refuse_name check (name <> 'refuse-me')`);
    const res = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      body: { name: "refuse-me" },
      headers: { "x-request-id": "failed-key-write-1" },
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/api_keys|refuse|insert/);
    const logged = linesOf("failed-key-write-1");
    const error = logged.find((l) => l.includes('"unhandled error"'));
    expect(error).toBeDefined();
    expect(JSON.parse(error!).error).toMatchObject({
      name: "DatabaseError",
      sqlstate: "23514",
      operation: "insert",
      table: "api_keys",
      constraint: "robust_refuse_name",
    });
    for (const l of logged) {
      expect(l).not.toMatch(/\bpk_[A-Za-z0-9]/); // the new public key
      expect(l).not.toMatch(/[0-9a-f]{64}/); // its secret_hash
      expect(l).not.toContain("params");
    }
  });

  it("a charge insert that fails logs no e-mail, BIN, last four or holder name", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    await db.execute(
      sql`alter table charges add constraint robust_refuse_email check (customer_email is distinct from 'bloqueada@example.com')`,
    );
    const token = await tokenFor(m, "5555555555554444");
    const res = await postCharge(
      m,
      cardBody(token, { customer: { name: "Beatriz Bloqueada", email: "bloqueada@example.com" } }),
      { "x-request-id": "failed-charge-write-1" },
    );
    expect(res.status).toBe(500);
    const logged = linesOf("failed-charge-write-1");
    const error = logged.find((l) => l.includes('"unhandled error"'));
    expect(error).toBeDefined();
    expect(JSON.parse(error!).error).toMatchObject({ sqlstate: "23514", constraint: "robust_refuse_email" });
    for (const l of logged) {
      expect(l).not.toContain("bloqueada@example.com");
      expect(l).not.toContain("Beatriz");
      expect(l).not.toContain("Maria Silva"); // the card's holder name (tests/charges/support.ts)
      expect(l).not.toContain("555555");
      expect(l).not.toContain("4444");
    }
  });

  it("a failed query's message written as text loses its parameters too", async () => {
    const db = await getDb();
    let caught: unknown;
    try {
      await db.execute(sql`select ${"segredo@example.com"}::uuid`);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(Error);
    log.error("careless", { requestId: "failed-text-1", note: String(caught), error: caught });
    const [line] = linesOf("failed-text-1");
    expect(line).not.toContain("segredo@example.com");
    expect(JSON.parse(line).error).toMatchObject({ name: "DatabaseError", sqlstate: "22P02" });
  });
});
