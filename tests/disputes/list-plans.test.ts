import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { disputes, withdrawals } from "@/db/schema";
import { getDb, queryRows } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";

/*
 * The disputes list by status (the queue awaiting an answer) or by kind (MED), and the withdrawals list by
 * status, read only the matching rows: the page in order from an index whose every column but the order is a
 * filter, and the withdrawals' count from the same index (the disputes' count picks between their two indexes
 * by the table's statistics, which a test's empty table does not have) (server/money/disputes/list-disputes.ts, server/money/withdrawals/list-withdrawals.ts
 * build these WHEREs). Planned for every value, as postgres.js prepares statements, with seq scans off: a
 * test's table is tiny, where reading it all would win.
 */

const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

async function genericPlanOf(query: { getSQL(): SQL }): Promise<string> {
  const compiled = new PgDialect().sqlToQuery(query.getSQL());
  const name = `list_plan_${randomUUID().replace(/-/g, "")}`;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${compiled.sql}`));
    const rows = await queryRows<{ "QUERY PLAN": string }>(
      tx,
      sql.raw(`explain (costs off) execute ${name}(${compiled.params.map(literal).join(", ")})`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

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
