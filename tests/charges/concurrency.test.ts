import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as capture from "@/app/v1/charges/[id]/capture/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import { chargeRefunds, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { capturedCharge, cardBody, chargeRow, postCharge, tokenFor } from "./support";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("concurrency", () => {
  it("20 concurrent refunds of 10% each: exactly 10 succeed and the refunded total is the captured amount", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 100_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(refund.POST, "POST", `/v1/charges/${c.id}/refund`, {
          auth: m.auth,
          params: { id: c.id },
          body: { amount: 10_000 },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    const row = await chargeRow(c.id);
    expect(row).toMatchObject({ status: "refunded", refundedAmount: 100_000, capturedAmount: 100_000 });
    const db = await getDb();
    const refunds = await db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, c.id));
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(100_000);
    const refundEvents = (await db.select().from(events)).filter(
      (e) => (e.data as { id: string }).id === c.id && e.name.includes("refunded"),
    );
    expect(refundEvents.map((e) => e.name).sort()).toEqual(
      [...Array(9).fill("charge.partially_refunded"), "charge.refunded"].sort(),
    );
  });

  it("20 concurrent refunds of 30% each: exactly 3 succeed and 10% stays refundable", async () => {
    const m = await createTestMerchant();
    const c = await capturedCharge(m, 100_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(refund.POST, "POST", `/v1/charges/${c.id}/refund`, {
          auth: m.auth,
          params: { id: c.id },
          body: { amount: 30_000 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 422 && r.body.error.code === "amount_exceeds_refundable");
    expect(refused).toHaveLength(17);
    expect(await chargeRow(c.id)).toMatchObject({ status: "partially_refunded", refundedAmount: 90_000 });
  });

  it("10 concurrent captures of one authorized charge: exactly one succeeds", async () => {
    const m = await createTestMerchant();
    const c = (await postCharge(m, cardBody(await tokenFor(m), { capture: false }))).body.data;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(capture.POST, "POST", `/v1/charges/${c.id}/capture`, { auth: m.auth, params: { id: c.id }, body: {} }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
    const captured = (await (await getDb()).select().from(events)).filter(
      (e) => (e.data as { id: string }).id === c.id && e.name === "charge.captured",
    );
    expect(captured).toHaveLength(1);
  });
});
