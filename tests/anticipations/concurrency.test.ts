import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as one from "@/app/v1/anticipations/[id]/route";
import * as approve from "@/app/v1/anticipations/[id]/approve/route";
import { getDb, queryRows } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { chargeInInstallments, examplePricing, mainBalance, postAnticipation, receivablesOf } from "./support";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("concurrent anticipations", () => {
  it("20 concurrent requests over overlapping receivables never take one twice, and the books balance", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    const rows = [];
    for (let i = 0; i < 4; i++) rows.push(...(await receivablesOf(await chargeInInstallments(m, 15_000, 3))));
    const ids = rows.map((r) => r.id);
    const dates = [...new Set(rows.map((r) => r.settlement_date))].sort();
    const bodies = Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 0) return { anticipation_type: "spot", receivable_ids: ids.slice(i % 9, (i % 9) + 4) };
      if (i % 3 === 1) return { anticipation_type: "spot", settlement_date_to: dates[i % dates.length] };
      return { anticipation_type: "spot", amount: 4_800 * (1 + (i % 5)) };
    });
    const results = await Promise.all(bodies.map((b) => postAnticipation(m.auth, b)));
    for (const r of results) expect([201, 422], JSON.stringify(r.body)).toContain(r.status);
    const won = results.filter((r) => r.status === 201).map((r) => r.body.data);
    expect(won.length).toBeGreaterThan(0);
    // 12 receivables cannot serve 20 requests: some must have found theirs taken.
    expect(results.filter((r) => r.status === 422).length).toBeGreaterThan(0);
    for (const r of results.filter((x) => x.status === 422))
      expect(["receivables_unavailable", "no_eligible_receivables"]).toContain(r.body.error.code);

    const db = await getDb();
    const taken = won.flatMap((a) => a.receivables.map((r: { receivable_id: string }) => r.receivable_id));
    expect(new Set(taken).size).toBe(taken.length);
    const twice = await queryRows(
      db,
      sql`select receivable_id from anticipation_receivables where active group by receivable_id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const after = new Map(
      (
        await queryRows<{ id: string; status: string }>(
          db,
          sql`select id, status from receivables where merchant_id = ${m.id}`,
        )
      ).map((r) => [r.id, r.status]),
    );
    for (const id of ids) expect(after.get(id)).toBe(taken.includes(id) ? "anticipated" : "pending");
    expect(won.every((a) => a.status === "completed")).toBe(true);
    expect(await mainBalance(m.id)).toBe(won.reduce((s, a) => s + a.net_amount, 0));
    const check = await checkLedger({ ctx: systemCtx() });
    expect(check.walletMismatches).toEqual([]);
    expect(check.unbalancedTransactions).toEqual([]);
    expect(check.totals.every((t) => t.total === 0)).toBe(true);
  });

  it("a cancel and an approval racing on one pending anticipation: exactly one wins", async () => {
    const m = await createTestMerchant();
    const admin = await createPlatformKey();
    await examplePricing(m.id);
    const chargeId = await chargeInInstallments(m, 15_000, 3);
    await call((await import("@/app/v1/merchants/[id]/anticipation-settings/route")).PATCH, "PATCH", "/x", {
      auth: admin.auth,
      params: { id: m.id },
      body: { auto_approve_max_amount: 1_000 },
    });
    const pending = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 14_400 });
    const id = pending.body.data.id;
    const [canceled, approved] = await Promise.all([
      call(one.DELETE, "DELETE", "/x", { auth: m.auth, params: { id } }),
      call(approve.POST, "POST", "/x", { auth: admin.auth, params: { id }, body: {} }),
    ]);
    expect([canceled.status, approved.status].sort()).toEqual([200, 422]);
    const statuses = (await receivablesOf(chargeId)).map((r) => r.status);
    if (canceled.status === 200) {
      expect(statuses).toEqual(["pending", "pending", "pending"]);
      expect(await mainBalance(m.id)).toBe(0);
    } else {
      expect(statuses).toEqual(["anticipated", "anticipated", "anticipated"]);
      expect(await mainBalance(m.id)).toBe(13_680);
    }
  });
});
