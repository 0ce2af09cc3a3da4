import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { inTransaction, systemCtx } from "@/server/platform/context";
import { getDb, queryRows } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { postTransaction, LedgerInvariantError, type PostingLine } from "@/server/money/ledger/post-transaction";
import { externalAccount, walletFor } from "@/server/money/ledger/wallet-for";
import { merchants as merchantsTable } from "@/db/schema";
import { requestAnticipation } from "@/server/money/anticipations/request-anticipation";
import { DomainError } from "@/server/platform/errors";
import { DAY, T0, capture, clockAt, refund, settle } from "./support";

const ctx = systemCtx();

async function receivableTotals() {
  const db = await getDb();
  return queryRows<{ charge_id: string; left: string; fee_settled: string }>(
    db,
    sql`select charge_id, sum(amount - refunded_amount) as left, sum(case when status = 'settled' then fee_amount else 0 end) as fee_settled from receivables group by charge_id`,
  );
}

describe("postTransaction", () => {
  it("refuses unbalanced or one-sided postings and writes nothing", async () => {
    const m = newId();
    await inTransaction(ctx, async (t) => {
      const w = await walletFor(t, { ownerType: "merchant", ownerId: m });
      const ext = await externalAccount(t);
      await expect(
        postTransaction(t, {
          type: "adjustment",
          lines: [
            { walletId: w.id, amount: 10, type: "adjustment" },
            { walletId: ext.id, amount: -9, type: "adjustment" },
          ],
        }),
      ).rejects.toThrow(LedgerInvariantError);
      await expect(
        postTransaction(t, { type: "adjustment", lines: [{ walletId: w.id, amount: 10, type: "adjustment" }] }),
      ).rejects.toThrow(LedgerInvariantError);
      await expect(
        postTransaction(t, {
          type: "adjustment",
          lines: [
            { walletId: w.id, amount: 0.5, type: "adjustment" },
            { walletId: ext.id, amount: -0.5, type: "adjustment" },
          ],
        }),
      ).rejects.toThrow(LedgerInvariantError);
    });
    expect((await checkLedger({ ctx })).ok).toBe(true);
  });

  it("refuses to take a wallet below zero unless allowed, and posts an idempotency key once", async () => {
    const m = newId();
    await inTransaction(ctx, async (t) => {
      const w = await walletFor(t, { ownerType: "merchant", ownerId: m });
      const ext = await externalAccount(t);
      await expect(
        postTransaction(t, {
          type: "adjustment",
          lines: [
            { walletId: w.id, amount: -1, type: "adjustment" },
            { walletId: ext.id, amount: 1, type: "adjustment" },
          ],
        }),
      ).rejects.toMatchObject({ code: "insufficient_funds" });
      const lines: PostingLine[] = [
        { walletId: w.id, amount: 500, type: "adjustment" },
        { walletId: ext.id, amount: -500, type: "adjustment" },
      ];
      const a = await postTransaction(t, { type: "adjustment", idempotencyKey: `k:${m}`, lines });
      const b = await postTransaction(t, { type: "adjustment", idempotencyKey: `k:${m}`, lines });
      expect(a.posted).toBe(true);
      expect(b).toEqual({ transactionId: a.transactionId, posted: false });
      const [again] = await t.tx
        .select()
        .from((await import("@/db/schema")).wallets)
        .where(sql`id = ${w.id}`);
      expect(again.balance).toBe(500);
    });
  });

  it("makes one wallet per owner, type and currency even when asked concurrently", async () => {
    const m = newId();
    const ids = await Promise.all(
      Array.from({ length: 8 }, () =>
        inTransaction(
          systemCtx(),
          async (t) => (await walletFor(t, { ownerType: "merchant", ownerId: m }, "reserve")).id,
        ),
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });
});

type Op =
  | { kind: "capture"; merchant: number; amount: number; installments: number; split: boolean }
  | { kind: "refund"; charge: number; fraction: number }
  | { kind: "settle"; days: number }
  | { kind: "anticipate"; merchant: number; days: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("capture" as const),
    merchant: fc.integer({ min: 0, max: 2 }),
    amount: fc.integer({ min: 1, max: 500_000 }),
    installments: fc.integer({ min: 1, max: 12 }),
    split: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("refund" as const),
    charge: fc.nat(),
    fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant("settle" as const), days: fc.integer({ min: 0, max: 400 }) }),
  fc.record({
    kind: fc.constant("anticipate" as const),
    merchant: fc.integer({ min: 0, max: 2 }),
    days: fc.integer({ min: 1, max: 400 }),
  }),
);

describe("ledger property", () => {
  it("random captures, partial refunds, settlements and anticipations, some concurrent, keep the books balanced", async () => {
    const merchants = [newId(), newId(), newId()];
    // Anticipations belong to merchants that exist.
    await (
      await getDb()
    )
      .insert(merchantsTable)
      .values(merchants.map((id) => ({ id, name: id, email: `${id}@example.com` })));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        async (groups) => {
          // A fresh set of charges per run; the ledger itself accumulates across runs, which the checks must survive.
          const charges: Array<{ id: string; merchant: string; left: number }> = [];
          let clock = T0;
          for (const group of groups) {
            // Plan the group's amounts first, then run it concurrently.
            const captures: Array<() => Promise<unknown>> = [];
            const tasks: Array<() => Promise<unknown>> = [];
            const refunded = new Set<number>();
            for (const op of group) {
              if (op.kind === "capture") {
                const id = newId();
                const merchant = merchants[op.merchant];
                const split = op.split
                  ? {
                      rules: [
                        { merchant_id: merchant, percentage: 70, charge_processing_fee: true },
                        { merchant_id: merchants[(op.merchant + 1) % 3], percentage: 30 },
                      ],
                    }
                  : null;
                captures.push(() =>
                  capture(merchant, op.amount, { chargeId: id, installments: op.installments, split, at: clock }),
                );
                charges.push({ id, merchant, left: op.amount });
              } else if (op.kind === "refund" && charges.length > 0) {
                const i = op.charge % charges.length;
                // One refund per charge per concurrent group; the charges module serialises refunds of a charge.
                if (refunded.has(i) || charges[i].left === 0) continue;
                refunded.add(i);
                const c = charges[i];
                const amount = Math.max(1, Math.floor(c.left * op.fraction));
                c.left -= amount;
                tasks.push(() => refund(c.id, c.merchant, amount, clock));
              } else if (op.kind === "settle") {
                const at = clock + op.days * DAY;
                tasks.push(() => settle(at));
              } else if (op.kind === "anticipate") {
                // Everything of the merchant settling within `days`; finding nothing left is a 422, not a failure.
                const to = new Date(clock + op.days * DAY).toISOString().slice(0, 10);
                const at = clock;
                tasks.push(() =>
                  requestAnticipation({
                    ctx: clockAt(at),
                    input: {
                      anticipation_type: "spot",
                      settlement_date_to: to,
                      currency: "BRL",
                      merchant_id: merchants[op.merchant],
                    },
                  }).catch((e: unknown) => {
                    if (!(e instanceof DomainError && e.type === "invalid_request_error")) throw e;
                  }),
                );
              }
            }
            // A refund needs its capture: the group's captures go first (concurrently), then the rest together.
            await Promise.all(captures.map((t) => t()));
            await Promise.all(tasks.map((t) => t()));
            clock += DAY;
          }
          const check = await checkLedger({ ctx });
          expect(check.walletMismatches).toEqual([]);
          expect(check.unbalancedTransactions).toEqual([]);
          expect(check.totals.every((t) => t.total === 0)).toBe(true);
          const totals = new Map((await receivableTotals()).map((r) => [r.charge_id, Number(r.left)]));
          for (const c of charges) expect(totals.get(c.id) ?? 0).toBe(c.left);
          const db = await getDb();
          const [fees] = await queryRows<{ fees: string; platform: string }>(
            db,
            sql`select (select coalesce(sum(fee_amount), 0) from receivables where status in ('settled', 'anticipated'))
                     + (select coalesce(sum(fee_amount), 0) from anticipations where status = 'completed') as fees,
                     (select coalesce(sum(balance), 0) from wallets where owner_type = 'platform') as platform`,
          );
          expect(Number(fees.platform)).toBe(Number(fees.fees));
        },
      ),
      { numRuns: 25 },
    );
    // The mix did anticipate: the property covered anticipations, not only their refusals.
    const [{ n }] = await queryRows<{ n: string }>(
      await getDb(),
      sql`select count(*) as n from anticipations where status = 'completed'`,
    );
    expect(Number(n)).toBeGreaterThan(0);
  }, 240_000);
});
