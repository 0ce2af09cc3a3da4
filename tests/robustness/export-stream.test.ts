import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "@/app/v1/charges/export/route";
import { charges } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { addLogSink } from "@/server/platform/log";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";

/**
 * `GET /v1/charges/export` streams its CSV in batches of 1,000. A query that fails before anything
 * is sent is an error answer with the envelope; one that fails after the 200 went out aborts the
 * stream, so the client's read fails instead of ending with a short file that looks complete. The
 * failure is a real one: the table is renamed away under the export, in this file's own database.
 */
const lines: string[] = [];
let remove: () => void;
let m: TestMerchant;
const EMAIL = "cliente.exportacao@example.com";

beforeAll(async () => {
  remove = addLogSink((l) => lines.push(l));
  m = await createTestMerchant("Loja Export");
  const db = await getDb();
  const t0 = Date.parse("2026-03-01T12:00:00Z");
  const rows = Array.from({ length: 1_100 }, (_, i) => ({
    id: newId(),
    merchantId: m.id,
    status: "pending" as const,
    amount: 1000 + i,
    currency: "BRL",
    paymentMethod: "pix" as const,
    customerName: "Cliente Exportação",
    customerEmail: EMAIL,
    createdAt: new Date(t0 + i * 1000),
    updatedAt: new Date(t0 + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(charges).values(rows.slice(i, i + 500));
});

afterAll(() => remove());

async function exportOnce() {
  return exportRoute.GET(
    new Request("http://localhost/v1/charges/export", {
      headers: { authorization: m.auth, "x-request-id": "export-test-01" },
    }),
    { params: Promise.resolve({}) },
  );
}

async function renamed<T>(fn: () => Promise<T>): Promise<T> {
  const db = await getDb();
  await db.execute(sql`alter table charges rename to charges_moved_away`);
  try {
    return await fn();
  } finally {
    await db.execute(sql`alter table charges_moved_away rename to charges`);
  }
}

describe("the charges export when its query fails", () => {
  it("streams all rows when nothing fails (the baseline)", async () => {
    const res = await exportOnce();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.trim().split("\r\n")).toHaveLength(1 + 1_100);
  });

  it("answers the error envelope, not a header-only 200, when the first query fails", async () => {
    const res = await renamed(exportOnce);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("internal_error");
    expect(body.error.message).not.toContain("charges");
  });

  it("aborts the stream when a later batch fails: the client's read fails, and the log says why without data", async () => {
    const res = await exportOnce();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    // The header and the first batch were read before the answer: they are already in the stream.
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("id,created_at");
    await renamed(async () => {
      const rest = (async () => {
        for (;;) {
          const { done } = await reader.read();
          if (done) return "ended";
        }
      })();
      await expect(rest).rejects.toBeTruthy();
    });
    const line = lines.find((l) => l.includes("charges export failed while streaming"));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { requestId: string; error: Record<string, string> };
    expect(entry.requestId).toBe("export-test-01");
    expect(entry.error).toMatchObject({ name: "DatabaseError", sqlstate: "42P01", operation: "select" });
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(m.id);
  });
});
