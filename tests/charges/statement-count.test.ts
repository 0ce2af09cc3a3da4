import { describe, expect, it } from "vitest";
import { QueryCounter } from "@/db/query-counter";
import * as collection from "@/app/v1/charges/route";
import * as one from "@/app/v1/charges/[id]/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import { call } from "@/tests/support/http";
import { createTestMerchant } from "@/tests/support/fixtures";
import { countStatements } from "@/tests/support/test-database";
import { capturedCharge, cardBody, postCharge, tokenFor } from "./support";

/**
 * The create-charge path's statements, counted on the wire (docs/api/acquirer-operations.md, BENCHMARKS.md):
 * the card's token and its fraud history in one read (server/payments/charges/reveal-and-score-card.ts); the
 * intent in one statement; the finalisation (charge, receivables, events) in another
 * (server/platform/db/write-atomically.ts). The key, the rate limit, the pricing and the fraud settings cost
 * nothing on a warm key and merchant. Before the intent design it took about 18 round trips in three
 * transactions, then 4 with the token read apart; the bound below fails if a re-read, a per-row insert, a
 * read of its own for the token or a transaction comes back.
 */
const counter = new QueryCounter(true);

countStatements(counter);

describe("statements per created charge", () => {
  it.each([1, 12])("a captured charge of %i installment(s) takes 3 statements", async (installments) => {
    const m = await createTestMerchant();
    const token = await tokenFor(m);
    // The first request of a key writes its last_used_at: warm it as a running service would be. The second
    // one is quick, so the rate limit's count is fresh (read within the last second) when the counted one comes,
    // however slowly the first request ran on a busy machine.
    await postCharge(m, cardBody(await tokenFor(m)));
    await postCharge(m, cardBody(await tokenFor(m)));
    counter.reset();
    const res = await postCharge(
      m,
      cardBody(token, {
        customer: { name: "Maria da Silva", email: "maria@example.com" },
        payment_details: { token, installments },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("captured");
    expect(counter.statements, counter.log.join("\n")).toBeLessThanOrEqual(3);
    // No BEGIN and COMMIT: the intent and the finalisation are one statement each (seen on PostgreSQL only).
    if (process.env.DATABASE_URL) expect(counter.transactions).toBe(0);
  });
});

describe("statements per list page", () => {
  it("a search nobody matches is answered from its count alone", async () => {
    const m = await createTestMerchant();
    await capturedCharge(m, 10000, { customer: { name: "Maria da Silva", email: "maria@example.com" } });
    const search = (q: string) => call(collection.GET, "GET", `/v1/charges?search=${q}`, { auth: m.auth });
    await search("maria");
    counter.reset();
    const found = await search("maria");
    expect(found.body.data).toHaveLength(1);
    const withRows = counter.statements;
    counter.reset();
    const none = await search("zuleica");
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination).toMatchObject({ total: 0, total_is_estimate: false, has_more: false });
    expect(counter.statements, counter.log.join("\n")).toBe(withRows - 1);
  });

  it("a page with refunded charges and one refunded charge read their refunds in the same statement", async () => {
    const m = await createTestMerchant();
    const refunded = await capturedCharge(m, 10000);
    await capturedCharge(m, 5000);
    for (const amount of [2500, 1000]) {
      const res = await call(refund.POST, "POST", `/v1/charges/${refunded.id}/refund`, {
        auth: m.auth,
        params: { id: refunded.id },
        body: { amount, reason: `part of ${amount}` },
      });
      expect(res.status).toBe(200);
    }
    const list = () => call(collection.GET, "GET", "/v1/charges?limit=20", { auth: m.auth });
    const get = () => call(one.GET, "GET", `/v1/charges/${refunded.id}`, { auth: m.auth, params: { id: refunded.id } });
    await list();
    await get();

    counter.reset();
    const page = await list();
    // The total from the daily rollups, then the page with each charge's refunds.
    expect(counter.statements, counter.log.join("\n")).toBe(2);
    counter.reset();
    const single = await get();
    expect(counter.statements, counter.log.join("\n")).toBe(1);

    const listed = page.body.data.find((c: { id: string }) => c.id === refunded.id);
    for (const view of [listed, single.body.data]) {
      expect(view).toMatchObject({ refunded_amount: 3500, refundable_amount: 6500 });
      expect(view.refunds.map((r: { amount: number; reason: string }) => [r.amount, r.reason])).toEqual([
        [2500, "part of 2500"],
        [1000, "part of 1000"],
      ]);
      expect(view.refunds[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(view.refunds[0].created_at)).not.toBeNaN();
    }
    expect(listed).toEqual(single.body.data);
    expect(page.body.data.find((c: { id: string }) => c.id !== refunded.id).refunds).toEqual([]);
  });
});
