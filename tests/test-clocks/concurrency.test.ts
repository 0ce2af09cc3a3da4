import { describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import * as advanceRoute from "@/app/v1/merchants/[id]/test-clock/advance/route";
import { ledgerTransactions, receivables } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { capturedCharge } from "@/tests/charges/support";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

const DAY = 86_400_000;

function advance(m: TestMerchant, frozenTime: string) {
  return call(advanceRoute.POST, "POST", `/v1/merchants/${m.id}/test-clock/advance`, {
    auth: m.auth,
    params: { id: m.id },
    body: { frozen_time: frozenTime },
  });
}

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("test clocks advanced at once", () => {
  it("the same clock advanced twice at once moves once and settles each receivable once; another merchant's stays its own", async () => {
    const a = await createTestMerchant("Corrida A");
    const b = await createTestMerchant("Corrida B");
    const chargesA = [await capturedCharge(a, 10_000), await capturedCharge(a, 12_000)];
    const chargeB = await capturedCharge(b, 9_000);
    const to = new Date(Date.now() + 35 * DAY).toISOString();
    const laterB = new Date(Date.now() + 20 * DAY).toISOString();

    const answers = await Promise.all([advance(a, to), advance(a, to), advance(a, to), advance(b, laterB)]);
    const forA = answers.slice(0, 3);
    // One advance wins; the others find the clock already there (a clock never stands still or goes back).
    expect(forA.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(answers[3].status).toBe(200);
    expect(answers[3].body.data.run.settled).toBe(0);

    const db = await getDb();
    const rows = await db
      .select()
      .from(receivables)
      .where(inArray(receivables.chargeId, [...chargesA.map((c) => c.id), chargeB.id]));
    const statusOf = (chargeId: string) => rows.find((r) => r.chargeId === chargeId)?.status;
    expect(chargesA.map((c) => statusOf(c.id))).toEqual(["settled", "settled"]);
    expect(statusOf(chargeB.id)).toBe("pending");

    // One settlement posting per receivable of A, dated at A's clock.
    const postings = await db
      .select()
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.referenceId,
          rows.filter((r) => r.merchantId === a.id).map((r) => r.id),
        ),
      );
    expect(postings).toHaveLength(2);
    for (const p of postings) {
      expect(p.createdAt.toISOString()).toBe(to);
      expect(p.postedAt.getTime()).toBeLessThan(Date.now() + 1_000);
    }
    const [aRow] = rows.filter((r) => r.merchantId === a.id);
    expect(aRow.settledAt?.toISOString()).toBe(to);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});
