import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { charges, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { rowsUpdateEach } from "@/server/platform/db/rows-update-each";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import { createTestMerchant } from "@/tests/support/fixtures";
import { processingChargeRow } from "@/tests/support/charge-row";

/**
 * rowsUpdateEach updates several rows, each to its own values, in one UPDATE (server/platform/db/rows-update-each.ts);
 * with `rows` in writeAtomically, a row whose match no longer holds undoes the whole statement.
 */

async function chargeRows(ids: string[]) {
  const db = await getDb();
  const rows = await db.select().from(charges).where(inArray(charges.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

describe("rowsUpdateEach", () => {
  it("sets each row to its own values (text, dates, JSON, integers, null) and leaves other columns alone", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const created = new Date("2026-11-20T10:00:00.000Z");
    const kept = () => ({ ...processingChargeRow(m.id, created), failureMessage: "kept" });
    const [a, b, c] = [kept(), kept(), kept()];
    await db.insert(charges).values([a, b, c]);
    const at = new Date("2026-11-20T12:34:56.789Z");
    const reasons = [{ code: "card_velocity" as const, points: 40, detail: "5 or more earlier charges." }];
    const set = (status: "captured" | "failed", amount: number, code: string | null, when: Date | null) => ({
      status,
      capturedAmount: amount,
      authorizationCode: code,
      capturedAt: when,
      fraudReasons: reasons,
      pendingOperationId: null,
      updatedAt: at,
    });
    await writeAtomically(db, [
      {
        statement: rowsUpdateEach(charges, [
          { match: { id: a.id, pendingOperationId: a.pendingOperationId }, set: set("captured", 12_345, 'A"1', at) },
          { match: { id: b.id, pendingOperationId: b.pendingOperationId }, set: set("failed", 0, null, null) },
        ]),
        rows: 2,
        orElse: () => new Error("a match failed"),
      },
    ]);
    const rows = await chargeRows([a.id, b.id, c.id]);
    expect(rows.get(a.id)).toMatchObject({
      status: "captured",
      capturedAmount: 12_345,
      authorizationCode: 'A"1',
      fraudReasons: reasons,
      pendingOperationId: null,
      failureMessage: "kept",
    });
    expect(rows.get(a.id)?.capturedAt?.toISOString()).toBe(at.toISOString());
    expect(rows.get(a.id)?.updatedAt.toISOString()).toBe(at.toISOString());
    expect(rows.get(b.id)).toMatchObject({ status: "failed", capturedAmount: 0, authorizationCode: null });
    expect(rows.get(b.id)?.capturedAt).toBeNull();
    // A row not named is untouched.
    expect(rows.get(c.id)).toMatchObject({ status: "processing", pendingOperationId: c.pendingOperationId });
  });

  it("undoes the whole statement when one row's match no longer holds, and writes it once it holds", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const at = new Date();
    const [a, b] = [processingChargeRow(m.id, at), processingChargeRow(m.id, at)];
    await db.insert(charges).values([a, b]);
    const event = { id: newId(), merchantId: m.id, name: "charge.captured", data: { n: 1 }, createdAt: at };
    class Lost extends Error {}
    const write = (bKey: string) =>
      writeAtomically(db, [
        {
          statement: rowsUpdateEach(
            charges,
            [
              { id: a.id, key: a.pendingOperationId },
              { id: b.id, key: bKey },
            ].map((r) => ({
              match: { id: r.id, pendingOperationId: r.key },
              set: { status: "captured" as const, pendingOperationId: null, updatedAt: at },
            })),
          ),
          rows: 2,
          orElse: () => new Lost(),
        },
        { statement: rowsInsert(events, [event]) },
      ]);

    await expect(write(newId())).rejects.toBeInstanceOf(Lost);
    const before = await chargeRows([a.id, b.id]);
    expect([before.get(a.id)?.status, before.get(b.id)?.status]).toEqual(["processing", "processing"]);
    expect(await db.select().from(events).where(eq(events.id, event.id))).toEqual([]);

    await write(b.pendingOperationId);
    const after = await chargeRows([a.id, b.id]);
    expect([after.get(a.id)?.status, after.get(b.id)?.status]).toEqual(["captured", "captured"]);
    expect(await db.select({ data: events.data }).from(events).where(eq(events.id, event.id))).toEqual([
      { data: { n: 1 } },
    ]);
  });

  it("refuses rows that set different columns, undefined or SQL values, and empty matches or sets", () => {
    const id = newId();
    const render = (u: ReturnType<typeof rowsUpdateEach>) => u.render([]);
    expect(() =>
      render(
        rowsUpdateEach(charges, [
          { match: { id }, set: { status: "captured" } },
          { match: { id: newId() }, set: { status: "captured", capturedAmount: 1 } },
        ]),
      ),
    ).toThrow(/same columns/);
    expect(() => render(rowsUpdateEach(charges, [{ match: { id }, set: { capturedAmount: undefined } }]))).toThrow(
      /must be a value/,
    );
    expect(() =>
      render(rowsUpdateEach(charges, [{ match: { id }, set: { updatedAt: sql`now()` as unknown as Date } }])),
    ).toThrow(/must be a value/);
    expect(() => rowsUpdateEach(charges, [{ match: {}, set: { status: "captured" } }])).toThrow(/to match/);
    expect(() => rowsUpdateEach(charges, [{ match: { id }, set: {} }])).toThrow(/to set/);
    expect(() => rowsUpdateEach(charges, [])).toThrow(/no rows/);
  });
});
