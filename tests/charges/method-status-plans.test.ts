import { describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { charges } from "@/db/schema";
import { chargeFilterWhere } from "@/server/payments/charges/charge-filters";
import { listChargesQuery } from "@/server/payments/charges/schemas";
import type { Ctx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { genericPlanOf } from "@/tests/support/generic-plan";

/*
 * A page of the list filtered by payment method and status (the dashboard's "Pix awaiting payment") is read
 * in order from the (merchant_id, payment_method, status, created_at, id) index: every filter an index
 * condition, no row tested afterwards, no sort. On the (merchant_id, status, ...) index alone the method was
 * a filter, and a merchant's few pending Pix charges sat among a million-charge merchant's pending Apple Pay
 * ones, read to the last whenever fewer than a page matched. Planned for every value (postgres.js prepares
 * statements), with seq scans off: a test's table is tiny, where reading it all would win.
 */

async function genericPlanOfPage(ctx: Ctx, query: Record<string, string>): Promise<string> {
  const input = listChargesQuery.parse(query);
  const page = (await getDb())
    .select()
    .from(charges)
    .where(chargeFilterWhere(ctx, input, "row-filter"))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(input.limit + 1);
  return genericPlanOf(page);
}

describe("the charge list by payment method and status", () => {
  it.each([
    { payment_method: "pix", status: "pending" },
    { payment_method: "apple_pay", status: "captured" },
  ])("walks the method and status index newest first ($payment_method, $status)", async (filters) => {
    const m = await createTestMerchant();
    const plan = await genericPlanOfPage(m.ctx, filters);
    expect(plan).toMatch(/Index Scan Backward using charges_merchant_method_status_created_idx/);
    expect(plan).not.toMatch(/Sort/);
    expect(plan).not.toMatch(/Filter:/);
  });
});
