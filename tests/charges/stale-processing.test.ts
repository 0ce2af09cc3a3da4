import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { failStaleProcessingCharges, STALE_PROCESSING_MS } from "@/server/payments/charges/fail-stale-processing";
import { createTestMerchant } from "@/tests/support/fixtures";
import { cardBody, chargeRow, eventNamesOf, postCharge, tokenFor } from "./support";

/** A charge caught between the acquirer call and its answer, as a crash would leave it. */
async function stuckCharge(updatedAt: Date) {
  const m = await createTestMerchant();
  const res = await postCharge(m, cardBody(await tokenFor(m), { capture: false }));
  const id = res.body.data.id as string;
  await (
    await getDb()
  )
    .update(charges)
    .set({ status: "processing", authorizedAt: null, updatedAt })
    .where(eq(charges.id, id));
  return id;
}

describe("charges stuck in processing", () => {
  it("fails a charge whose acquirer answer was lost, once, with an event", async () => {
    const old = await stuckCharge(new Date(Date.now() - STALE_PROCESSING_MS - 60_000));
    const fresh = await stuckCharge(new Date());
    const now = new Date();

    const first = await failStaleProcessingCharges({ ctx: systemCtx({ now: () => now }) });
    expect(first.failed).toBe(1);
    const row = await chargeRow(old);
    expect(row.status).toBe("failed");
    expect(row.failureCode).toBe("processing_error");
    expect((await eventNamesOf(old)).at(-1)).toBe("charge.failed");
    expect((await chargeRow(fresh)).status).toBe("processing");

    const again = await failStaleProcessingCharges({ ctx: systemCtx({ now: () => now }) });
    expect(again.failed).toBe(0);
    expect((await eventNamesOf(old)).filter((n) => n === "charge.failed")).toHaveLength(1);
  });
});
