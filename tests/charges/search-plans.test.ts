import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { charges } from "@/db/schema";
import { chargeFilterWhere } from "@/server/payments/charges/charge-filters";
import type { Ctx } from "@/server/platform/context";
import { getDb, queryRows } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";

/*
 * postgres.js prepares statements, and after five runs PostgreSQL may plan one for every value (a
 * generic plan). A search must stay indexable there: the e-mail and tax-id prefixes as byte ranges
 * their btrees read, the name words as a tsquery value for the merchant's GIN index, nothing parsed
 * per row (a `like` of a parameter and a tsquery computed from one took a merchant's search to 340 ms
 * at 10,000 charges: server/payments/charges/charge-filters.ts). Which index wins depends on the table's size;
 * this table is a test's, so the plan's conditions are checked, not its choice.
 */

const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

async function genericPlanOf(ctx: Ctx, search: string): Promise<string> {
  const where = chargeFilterWhere(ctx, { search, page: 1, limit: 20 } as never);
  const query = new PgDialect().sqlToQuery(sql`select count(*) from ${charges} where ${where}`);
  const name = `search_plan_${randomUUID().replace(/-/g, "")}`;
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Seq scans off: the test's table is tiny, where reading it all would win; the question is which indexes can serve.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${query.sql}`));
    const rows = await queryRows<{ "QUERY PLAN": string }>(
      tx,
      sql.raw(`explain (costs off) execute ${name}(${query.params.map(literal).join(", ")})`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("a merchant's search, planned for every value", () => {
  it.each(["maria", "maria silva 123"])("%s leaves its conditions indexable and parses nothing per row", async (q) => {
    const m = await createTestMerchant();
    const plan = await genericPlanOf(m.ctx, q);
    // What the btrees of the e-mail and the tax id can read without the value: a byte range.
    expect(plan).toMatch(/lower\(customer_email\) ~>=~ \$\d+/);
    if (q.includes("123")) expect(plan).toMatch(/customer_tax_id ~>=~ \$\d+/);
    // The name words: a tsquery value the GIN index takes, not one parsed from text for each row.
    expect(plan).toMatch(/merchant_terms @@ \$\d+/);
    expect(plan).not.toMatch(/to_tsquery|regexp_replace/);
  });
});
