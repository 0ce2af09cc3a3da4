import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { charges, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { rowsUpdate } from "@/server/platform/db/rows-update";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import { internalsOf } from "@/server/platform/db/drizzle-internals";
import { createTestMerchant } from "@/tests/support/fixtures";
import { processingChargeRow } from "@/tests/support/charge-row";

/**
 * rowsUpdate makes an update's SET list without drizzle's builder (server/platform/db/rows-update.ts): its
 * statement must be the very statement drizzle's update makes from the same values, and change rows alike.
 */

/** What a capture sets: a status, dates, amounts, text, JSON and nulls, and a column left undefined. */
function captureSet(at: Date) {
  return {
    status: "captured" as const,
    authorizedAt: at,
    capturedAt: at,
    capturedAmount: 12_345,
    authorizationCode: 'A"1',
    acquirerReference: "ref-1",
    fraudReasons: [{ code: "card_velocity" as const, points: 40, detail: "5 or more earlier charges." }],
    failureCode: null,
    failureMessage: undefined,
    pendingOperationId: null,
    updatedAt: at,
  };
}

async function chargeRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(charges).where(eq(charges.id, id));
  return row;
}

describe("rowsUpdate", () => {
  it("makes drizzle's statement: the same text and the same encoded values", async () => {
    const db = await getDb();
    const at = new Date("2026-11-20T12:34:56.789Z");
    const id = newId();
    const where = and(eq(charges.id, id), eq(charges.status, "processing"))!;
    const drizzle = db.update(charges).set(captureSet(at)).where(where).returning({ id: charges.id }).toSQL();
    const params: unknown[] = [];
    const { dialect } = internalsOf(db);
    const text = rowsUpdate(charges, captureSet(at), where, { returning: ["id"] }).render(params, (w) => {
      const q = dialect.sqlToQuery(w);
      // The WHERE's values are numbered after the SET's, as writeAtomically numbers them.
      params.push(...q.params);
      return q.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + params.length - q.params.length}`);
    });
    expect(text).toBe(drizzle.sql);
    expect(params).toEqual(drizzle.params);
  });

  it("changes a row as drizzle's update changes its twin, and leaves undefined columns alone", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const created = new Date("2026-11-20T10:00:00.000Z");
    const at = new Date("2026-11-20T12:34:56.789Z");
    const a = processingChargeRow(m.id, created);
    const b = processingChargeRow(m.id, created);
    await db.insert(charges).values([
      { ...a, failureMessage: "kept" },
      { ...b, failureMessage: "kept" },
    ]);
    await db.update(charges).set(captureSet(at)).where(eq(charges.id, a.id));
    await writeAtomically(db, [{ statement: rowsUpdate(charges, captureSet(at), eq(charges.id, b.id)) }]);
    const byDrizzle = await chargeRow(a.id);
    const byRows = await chargeRow(b.id);
    expect({ ...byRows, id: "", pendingOperationId: null }).toEqual({ ...byDrizzle, id: "", pendingOperationId: null });
    expect(byRows?.status).toBe("captured");
    expect(byRows?.capturedAt?.toISOString()).toBe(at.toISOString());
    expect(byRows?.authorizationCode).toBe('A"1');
    expect(byRows?.fraudReasons).toEqual(captureSet(at).fraudReasons);
    expect(byRows?.pendingOperationId).toBeNull();
    expect(byRows?.failureMessage).toBe("kept");
  });

  it("raises orElse when its condition no longer holds, and the statement's other parts are undone", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const at = new Date();
    const charge = processingChargeRow(m.id, at);
    await db.insert(charges).values(charge);
    const event = { id: newId(), merchantId: m.id, name: "charge.captured", data: { n: 1 }, createdAt: at };
    class Lost extends Error {}
    const update = (key: string) => ({
      statement: rowsUpdate(
        charges,
        { status: "captured", pendingOperationId: null, updatedAt: at },
        and(eq(charges.id, charge.id), eq(charges.status, "processing"), eq(charges.pendingOperationId, key)),
        { returning: ["id"] },
      ),
      orElse: () => new Lost(),
    });

    await expect(
      writeAtomically(db, [update(newId()), { statement: rowsInsert(events, [event]) }]),
    ).rejects.toBeInstanceOf(Lost);
    expect((await chargeRow(charge.id))?.status).toBe("processing");
    expect(await db.select().from(events).where(eq(events.id, event.id))).toEqual([]);

    await writeAtomically(db, [update(charge.pendingOperationId), { statement: rowsInsert(events, [event]) }]);
    expect((await chargeRow(charge.id))?.status).toBe("captured");
    expect(await db.select({ data: events.data }).from(events).where(eq(events.id, event.id))).toEqual([
      { data: { n: 1 } },
    ]);
    // Once recorded, the same intent cannot be recorded again.
    await expect(writeAtomically(db, [update(charge.pendingOperationId)])).rejects.toBeInstanceOf(Lost);
  });

  it("refuses an SQL expression as a value, an empty SET and a missing condition", () => {
    const where = eq(charges.id, newId());
    const render = (u: ReturnType<typeof rowsUpdate>) => u.render([], () => "true");
    expect(() => render(rowsUpdate(charges, { updatedAt: sql`now()` as unknown as Date }, where))).toThrow(
      /SQL expression/,
    );
    expect(() => render(rowsUpdate(charges, { status: undefined }, where))).toThrow(/nothing to set/);
    expect(() => rowsUpdate(charges, { status: "failed" }, undefined)).toThrow(/no condition/);
  });
});
