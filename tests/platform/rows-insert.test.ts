import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { charges, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import { createTestMerchant } from "@/tests/support/fixtures";

/**
 * rowsInsert makes an insert's text without drizzle's builder (server/platform/db/rows-insert.ts): the rows it
 * writes must be the very rows drizzle's insert writes from the same values, defaults and encodings included.
 */
function chargeValues(
  merchantId: string,
  createdAt: Date,
): typeof charges.$inferInsert & { id: string; amount: number } {
  return {
    id: newId(),
    merchantId,
    status: "processing",
    amount: 12_345,
    currency: "BRL",
    paymentMethod: "credit_card",
    customerName: 'Maria "da" Silva',
    customerEmail: null,
    items: [{ name: "Caneca", quantity: 2, unit_price: 5_000, tangible: true }],
    split: null,
    fraudReasons: [{ code: "card_velocity", points: 40, detail: "5 or more earlier charges of this card." }],
    createdAt,
    updatedAt: createdAt,
    // capturedAmount, refundedAmount, installments, captureRequested: left to the columns' defaults.
  };
}

async function chargeRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(charges).where(eq(charges.id, id));
  return row;
}

describe("rowsInsert", () => {
  it("writes the same row as drizzle's insert: defaults, JSON, dates, nulls, quoting", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const at = new Date("2026-11-20T12:34:56.789Z");
    const byDrizzle = chargeValues(m.id, at);
    const byRows = chargeValues(m.id, at);
    await db.insert(charges).values(byDrizzle);
    await writeAtomically(db, [{ statement: rowsInsert(charges, [byRows]) }]);

    const a = await chargeRow(byDrizzle.id);
    const b = await chargeRow(byRows.id);
    expect(b).toBeDefined();
    expect({ ...b, id: "", searchVector: null, merchantTerms: null }).toEqual({
      ...a,
      id: "",
      searchVector: null,
      merchantTerms: null,
    });
    expect(b?.capturedAmount).toBe(0);
    expect(b?.installments).toBe(1);
    expect(b?.items).toEqual(byRows.items);
    expect(b?.createdAt.toISOString()).toBe(at.toISOString());
    expect(b?.customerName).toBe('Maria "da" Silva');
    // The generated search columns are left to PostgreSQL, as drizzle leaves them.
    expect(b?.searchVector).not.toBeNull();
  });

  it("writes several rows, and skips the conflicting ones when asked", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const at = new Date();
    const first = { id: newId(), merchantId: m.id, name: "charge.created", data: { n: 1 }, createdAt: at };
    const second = { id: newId(), merchantId: m.id, name: "charge.captured", data: { n: 2 }, createdAt: at };
    await writeAtomically(db, [{ statement: rowsInsert(events, [first, second]) }]);
    await writeAtomically(db, [
      { statement: rowsInsert(events, [{ ...first, data: { n: 99 } }], { onConflictDoNothing: true }) },
    ]);
    await expect(writeAtomically(db, [{ statement: rowsInsert(events, [first]) }])).rejects.toThrow();
    const rows = await db.select().from(events).where(eq(events.merchantId, m.id)).orderBy(events.name);
    expect(rows.map((r) => [r.name, r.data, r.fannedOutAt])).toEqual([
      ["charge.captured", { n: 2 }, null],
      ["charge.created", { n: 1 }, null],
    ]);
  });

  it("numbers its values after a drizzle part's, and a failed condition undoes both", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const at = new Date();
    const event = { id: newId(), merchantId: m.id, name: "charge.created", data: { ok: true }, createdAt: at };
    const missing = newId();
    class Lost extends Error {}
    await expect(
      writeAtomically(db, [
        {
          statement: db
            .update(charges)
            .set({ status: "captured" })
            .where(eq(charges.id, missing))
            .returning({ id: charges.id }),
          orElse: () => new Lost(),
        },
        { statement: rowsInsert(events, [event]) },
      ]),
    ).rejects.toBeInstanceOf(Lost);
    expect(await db.select().from(events).where(eq(events.id, event.id))).toEqual([]);

    const charge = chargeValues(m.id, at);
    await db.insert(charges).values(charge);
    await writeAtomically(db, [
      {
        statement: db
          .update(charges)
          .set({ status: "captured", capturedAmount: charge.amount })
          .where(eq(charges.id, charge.id))
          .returning({ id: charges.id }),
        orElse: () => new Lost(),
      },
      { statement: rowsInsert(events, [event]) },
    ]);
    expect((await chargeRow(charge.id))?.status).toBe("captured");
    expect(await db.select({ data: events.data }).from(events).where(eq(events.id, event.id))).toEqual([
      { data: { ok: true } },
    ]);
  });

  it("refuses an SQL expression as a value and an empty list", () => {
    expect(() =>
      rowsInsert(events, [
        { id: newId(), merchantId: null, name: "x", data: {}, createdAt: sql`now()` as unknown as Date },
      ]).render([]),
    ).toThrow(/SQL expression/);
    expect(() => rowsInsert(events, [])).toThrow(/no rows/);
  });
});
