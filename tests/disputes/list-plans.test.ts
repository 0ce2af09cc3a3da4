import { describe, expect, it } from "vitest";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { disputes, withdrawals } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { genericPlanOf } from "@/tests/support/generic-plan";

/*
 * The disputes list by status (the queue awaiting an answer) or by kind (MED), and the withdrawals list by
 * status, read only the matching rows: the page in order from an index whose every column but the order is a
 * filter, and the withdrawals' count from the same index (the disputes' count picks between their two indexes
 * by the table's statistics, which a test's empty table does not have) (server/money/disputes/list-disputes.ts, server/money/withdrawals/list-withdrawals.ts
 * build these WHEREs). Planned for every value, as postgres.js prepares statements, with seq scans off: a
 * test's table is tiny, where reading it all would win.
 */

describe("lists by status or kind read only their rows", () => {
  it.each([
    { by: "status", index: "disputes_merchant_status_due_idx" },
    { by: "kind", index: "disputes_merchant_kind_due_idx" },
  ] as const)("disputes by $by: the page on $index", async ({ by, index }) => {
    const m = await createTestMerchant();
    const db = await getDb();
    const filter = by === "status" ? eq(disputes.status, "needs_response") : eq(disputes.kind, "pix_med");
    const where = and(eq(disputes.merchantId, m.id), filter);
    const page = await genericPlanOf(
      db.select().from(disputes).where(where).orderBy(asc(disputes.dueBy), asc(disputes.id)).limit(20),
    );
    expect(page).toMatch(new RegExp(`Index Scan using ${index}`));
    expect(page).not.toMatch(/Sort|Filter:/);
  });

  it("withdrawals by status: page and count on withdrawals_merchant_status_created_idx", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const where = and(eq(withdrawals.merchantId, m.id), eq(withdrawals.status, "failed"));
    const page = await genericPlanOf(
      db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(20),
    );
    expect(page).toMatch(/Index Scan Backward using withdrawals_merchant_status_created_idx/);
    expect(page).not.toMatch(/Sort|Filter:/);
    const total = await genericPlanOf(db.select({ total: count() }).from(withdrawals).where(where));
    expect(total).toMatch(/Index Only Scan using withdrawals_merchant_status_created_idx/);
    expect(total).not.toMatch(/Filter:/);
  });
});
