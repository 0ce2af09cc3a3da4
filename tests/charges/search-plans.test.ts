import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { charges } from "@/db/schema";
import { chargeFilterWhere } from "@/server/payments/charges/charge-filters";
import { cappedCountQuery } from "@/server/payments/charges/list-charges";
import type { Ctx } from "@/server/platform/context";
import { createTestMerchant } from "@/tests/support/fixtures";
import { genericPlanOf } from "@/tests/support/generic-plan";

/*
 * postgres.js prepares statements, and after five runs PostgreSQL may plan one for every value (a
 * generic plan). A search must stay indexable there: the e-mail and tax-id prefixes as byte ranges
 * their btrees read, the name words as a tsquery value for the merchant's GIN index, nothing parsed
 * per row (a `like` of a parameter and a tsquery computed from one took a merchant's search to 340 ms
 * at 10,000 charges: server/payments/charges/charge-filters.ts). Which index wins depends on the table's size;
 * this table is a test's, so the plan's conditions are checked, not its choice.
 */

async function searchPlanOf(ctx: Ctx, search: string): Promise<string> {
  const where = chargeFilterWhere(ctx, { search, page: 1, limit: 20 } as never);
  return genericPlanOf(sql`select count(*) from ${charges} where ${where}`);
}

describe("a merchant's search, planned for every value", () => {
  it.each(["maria", "maria silva 123"])("%s leaves its conditions indexable and parses nothing per row", async (q) => {
    const m = await createTestMerchant();
    const plan = await searchPlanOf(m.ctx, q);
    // What the btrees of the e-mail and the tax id can read without the value: a byte range.
    expect(plan).toMatch(/lower\(customer_email\) ~>=~ \$\d+/);
    if (q.includes("123")) expect(plan).toMatch(/customer_tax_id ~>=~ \$\d+/);
    // The name words: a tsquery value the GIN index takes, not one parsed from text for each row.
    expect(plan).toMatch(/merchant_terms @@ \$\d+/);
    expect(plan).not.toMatch(/to_tsquery|regexp_replace/);
  });

  it("asks once, before the scan, whether a word of digits matches anything", async () => {
    const m = await createTestMerchant();
    // The list's count, as it runs: its part for the words (server/payments/charges/list-charges.ts).
    const plan = await genericPlanOf(cappedCountQuery(m.ctx, { search: "maria teixeira 42", page: 1, limit: 20 }));
    // A condition on no row: run once, and the scan of the name index is skipped when it is false (a search
    // whose digits match nothing read every posting of "maria" and "teixeira" first: charge-filters.ts).
    // (PostgreSQL 15 names the two answers $0 and $1; 17, as PGlite, (InitPlan 1).col1 and (InitPlan 2).col1.)
    expect(plan).toMatch(/One-Time Filter: \((\$\d+|\(InitPlan 1\)\.col1) OR \((\$\d+|\(InitPlan 2\)\.col1) > 0\)\)/);
    expect(plan.match(/^\s*InitPlan \d+/gm)).toHaveLength(2);
    // Each side of it on its own index: the tax ids' btree, the names' GIN index (no sequential scan).
    expect(plan).toMatch(
      /InitPlan 1[\s\S]*charges_merchant_tax_id_idx[\s\S]*InitPlan 2[\s\S]*charges_merchant_terms_idx/,
    );
  });

  it("counts the e-mail matches from the index alone, without reading the charges", async () => {
    const m = await createTestMerchant();
    // The count's first part, the e-mails that start with the search: the e-mail index carries the e-mail
    // (migration 0043), so PostgreSQL can answer it from the index. Without it each match was a read of the
    // table, and a search's 530 matches at a million charges cost 540 pages (BENCHMARKS.md).
    const plan = await genericPlanOf(cappedCountQuery(m.ctx, { search: "maria", page: 1, limit: 20 }), {
      bitmapScans: false,
    });
    expect(plan).toMatch(/Index Only Scan using charges_merchant_email_idx/);
  });
});
