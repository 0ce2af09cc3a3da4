import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { GET as listReceivables } from "@/app/v1/receivables/route";
import { charges, events, receivables } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { feeOf } from "@/server/universal/money-math";
import { DEFAULT_PRICING, mdrFor } from "@/server/money/pricing/defaults";
import type { CapturedCharge } from "@/server/money/receivables/charge-hooks";
import { planReceivables } from "@/server/money/receivables/create-receivables";
import { splitShares, uncarriedFee } from "@/server/universal/split-rule";
import { cardBody, postCharge, tokenFor } from "@/tests/charges/support";
import { allowSplit, createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { basisPoints, cents } from "@/server/universal/money-units";

/** The split rule of docs/api/splits.md, checked through the real charge path and as a property. */

let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

interface ReceivableView {
  merchant_id: string;
  split_rule_index: number | null;
  installment_number: number;
  amount: number;
  fee_amount: number;
}

async function receivablesOf(chargeId: string): Promise<ReceivableView[]> {
  const res = await call(listReceivables, "GET", `/v1/receivables?charge_id=${chargeId}&limit=100`, {
    auth: admin.auth,
  });
  expect(res.status).toBe(200);
  return (res.body.data as ReceivableView[]).sort(
    (x, y) => (x.split_rule_index ?? -1) - (y.split_rule_index ?? -1) || x.installment_number - y.installment_number,
  );
}

/** Per split rule: [total amount, total fee] of its receivables. */
function totalsByRule(rows: ReceivableView[], rules: number): [number, number][] {
  return Array.from({ length: rules }, (_, k) => {
    const mine = rows.filter((r) => r.split_rule_index === k);
    return [mine.reduce((s, r) => s + r.amount, 0), mine.reduce((s, r) => s + r.fee_amount, 0)];
  });
}

async function chargeWithSplit(
  seller: TestMerchant,
  amount: number,
  installments: number,
  rules: Record<string, unknown>[],
) {
  return postCharge(
    seller,
    cardBody(await tokenFor(seller), {
      amount,
      payment_details: { token: await tokenFor(seller), installments },
      split: { rules },
    }),
  );
}

describe("a split through POST /v1/charges", () => {
  let seller: TestMerchant;
  let fixed: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    seller = await createTestMerchant("Vendedor");
    fixed = await createTestMerchant("Fixo");
    other = await createTestMerchant("Outro");
    await allowSplit(seller.id, fixed.id, other.id);
  });

  it("pays an amount rule exactly its amount: 300 over [3, 33.33 %, 65.67 %] is [3, 100, 197]", async () => {
    const res = await chargeWithSplit(seller, 300, 1, [
      { merchant_id: fixed.id, amount: 3, charge_processing_fee: false },
      { merchant_id: seller.id, percentage: 33.33, charge_processing_fee: true },
      { merchant_id: other.id, percentage: 65.67, charge_processing_fee: true },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("captured");
    const rows = await receivablesOf(res.body.data.id);
    expect(rows.map((r) => [r.merchant_id, r.amount])).toEqual([
      [fixed.id, 3],
      [seller.id, 100],
      [other.id, 197],
    ]);
    // The charge's fee, 3.19 % of 300 = 9.57 → 10, on the two fee bearers in proportion to their parts
    // (3.37 and 6.63 floored), the leftover centavo on the first of them.
    expect(feeOf(cents(300), basisPoints(319))).toBe(10);
    expect(rows.map((r) => r.fee_amount)).toEqual([0, 4, 6]);
  });

  it("with every rule bearing the fee (the default), over 3 installments, each receiver gets its part and fee share", async () => {
    const res = await chargeWithSplit(seller, 300, 3, [
      { merchant_id: fixed.id, amount: 3 },
      { merchant_id: seller.id, percentage: 33.33 },
      { merchant_id: other.id, percentage: 65.67 },
    ]);
    expect(res.status).toBe(201);
    const rows = await receivablesOf(res.body.data.id);
    expect(rows).toHaveLength(9);
    // Fee 3.79 % of 300 = 11.37 → 11; by parts 0.11, 3.67, 7.22 floored, the leftover centavo on rule 0.
    expect(totalsByRule(rows, 3)).toEqual([
      [3, 1],
      [100, 3],
      [197, 7],
    ]);
    expect(rows.filter((r) => r.split_rule_index === 1).map((r) => [r.amount, r.fee_amount])).toEqual([
      [34, 2],
      [33, 1],
      [33, 0],
    ]);
  });

  it.each([
    {
      name: "the issue's example: only the 3-centavo rule bears a fee of 10",
      amount: 300,
      installments: 1,
      rules: (m: TestMerchant[]) => [
        { merchant_id: m[0].id, amount: 3, charge_processing_fee: true },
        { merchant_id: m[1].id, percentage: 33.33, charge_processing_fee: false },
        { merchant_id: m[2].id, percentage: 65.67, charge_processing_fee: false },
      ],
      param: "split.rules.0.charge_processing_fee",
    },
    {
      name: "a later rule bears it: 1 % of 10 000 cannot carry 319",
      amount: 10_000,
      installments: 1,
      rules: (m: TestMerchant[]) => [
        { merchant_id: m[0].id, percentage: 99, charge_processing_fee: false },
        { merchant_id: m[1].id, percentage: 1, charge_processing_fee: true },
      ],
      param: "split.rules.1.charge_processing_fee",
    },
    {
      name: "350 carries the 1x fee (319) but not the 12x fee (419)",
      amount: 10_000,
      installments: 12,
      rules: (m: TestMerchant[]) => [
        { merchant_id: m[0].id, amount: 9_650, charge_processing_fee: false },
        { merchant_id: m[1].id, amount: 350, charge_processing_fee: true },
      ],
      param: "split.rules.1.charge_processing_fee",
    },
  ])("refuses a split whose fee bearers cannot carry the fee ($name), creating nothing", async (c) => {
    const payer = await createTestMerchant("Pagador");
    const m = [await createTestMerchant("R0"), await createTestMerchant("R1"), await createTestMerchant("R2")];
    await allowSplit(payer.id, ...m.map((x) => x.id));
    const res = await chargeWithSplit(payer, c.amount, c.installments, c.rules(m));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: "validation_error",
      code: "split_fee_not_covered",
      param: c.param,
    });
    expect(res.body.error.message).toContain(
      `processing fee of ${feeOf(cents(c.amount), mdrFor(DEFAULT_PRICING, c.installments))}`,
    );
    const db = await getDb();
    expect(await db.select().from(charges).where(eq(charges.merchantId, payer.id))).toEqual([]);
    expect(await db.select().from(receivables).where(eq(receivables.sourceMerchantId, payer.id))).toEqual([]);
    expect(await db.select().from(events).where(eq(events.merchantId, payer.id))).toEqual([]);

    // The same split with the fee on every rule is accepted.
    const fine = await chargeWithSplit(
      payer,
      c.amount,
      c.installments,
      c.rules(m).map((r) => ({ ...r, charge_processing_fee: true })),
    );
    expect(fine.status).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------
// The property: for any amount, rules, fee flags, MDR and installment count.

const RECEIVER = (i: number) => `00000000-0000-0000-0000-${String(i).padStart(12, "0")}`;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A split that adds up exactly: percentage rules of Σ S basis points, amount rules for the rest. */
const splitCase = fc
  .record({
    bps: fc.array(fc.integer({ min: 1, max: 4_000 }), { maxLength: 4 }),
    multiple: fc.integer({ min: 1, max: 100_000 }),
    amountWeights: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 4 }),
    order: fc.array(fc.integer(), { minLength: 8, maxLength: 8 }),
    flags: fc.oneof(
      fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      fc.constant(Array.from({ length: 8 }, () => false)),
    ),
    installments: fc.integer({ min: 1, max: 12 }),
    mdrBp: fc.oneof(fc.constantFrom(319, 379, 419), fc.integer({ min: 0, max: 10_000 })),
  })
  .filter(({ bps }) => bps.reduce((s, b) => s + b, 0) <= 10_000)
  .map(({ bps, multiple, amountWeights, order, flags, installments, mdrBp }) => {
    const S = bps.reduce((s, b) => s + b, 0);
    // amount × S / 10 000 must be whole for the amount rules to take the rest in centavos.
    const amount = (10_000 / gcd(S, 10_000)) * multiple;
    const fixed = amount - (amount * S) / 10_000;
    const weightSum = amountWeights.reduce((s, w) => s + w, 0);
    const amounts = amountWeights.map((w) => Math.floor((fixed * w) / weightSum));
    amounts[0] += fixed - amounts.reduce((s, a) => s + a, 0);
    const terms = [
      ...bps.map((bp) => ({ percentage: bp / 100 })),
      ...amounts.filter((a) => a > 0).map((a) => ({ amount: a })),
    ];
    const rules = terms
      .map((t, i) => ({ t, key: order[i] }))
      .sort((x, y) => x.key - y.key)
      .map(({ t }, i) => ({ merchant_id: RECEIVER(i), ...t, charge_processing_fee: flags[i] }));
    return { amount, rules, installments, mdrBp };
  });

/** The parts as docs/api/splits.md states them, computed here independently of the module. */
function documentedParts(amount: number, rules: { amount?: number; percentage?: number }[]): number[] {
  const parts = rules.map((r) =>
    r.amount !== undefined ? r.amount : Math.floor((amount * Math.round((r.percentage ?? 0) * 100)) / 10_000),
  );
  const first = rules.findIndex((r) => r.amount === undefined);
  if (first >= 0) parts[first] += amount - parts.reduce((s, p) => s + p, 0);
  return parts;
}

/** `total` over `parts` in proportion: each floored, and the extra centavos on the earliest parts with room. */
function expectSpreadByRule(total: number, parts: number[], got: number[]) {
  const sum = parts.reduce((s, p) => s + p, 0);
  expect(got.reduce((s, g) => s + g, 0)).toBe(total);
  let extrasEnded = false;
  parts.forEach((p, i) => {
    const floor = sum === 0 ? 0 : Number((BigInt(total) * BigInt(p)) / BigInt(sum));
    expect(got[i]).toBeLessThanOrEqual(p);
    expect(got[i] - floor).toBeGreaterThanOrEqual(0);
    expect(got[i] - floor).toBeLessThanOrEqual(1);
    if (floor < p) {
      // A part with room that got no extra centavo: no later part may get one.
      if (got[i] === floor) extrasEnded = true;
      else expect(extrasEnded).toBe(false);
    }
  });
}

const capturedAt = new Date("2026-11-21T15:00:00.000Z");
const captured = (amount: number, installments: number, split: CapturedCharge["split"]): CapturedCharge => ({
  chargeId: "00000000-0000-0000-0000-000000000001",
  merchantId: RECEIVER(999),
  amount,
  currency: "BRL",
  installments,
  paymentMethod: "credit_card",
  split,
  capturedAt,
});

describe("the split rule, for any split", () => {
  it("parts add up to the amount, each receiver's receivables to its part, fees to the charge's fee by the rule", () => {
    fc.assert(
      fc.property(splitCase, ({ amount, rules, installments, mdrBp }) => {
        const fee = feeOf(cents(amount), basisPoints(mdrBp));
        const parts = documentedParts(amount, rules);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
        rules.forEach((r, i) => "amount" in r && expect(parts[i]).toBe(r.amount));

        const shares = splitShares(cents(amount), rules, basisPoints(mdrBp));
        expect(shares.map((s) => s.amount)).toEqual(parts);
        expect(shares.reduce((s, x) => s + x.fee, 0)).toBe(fee);

        const marked = rules.map((r) => r.charge_processing_fee);
        const bearers = marked.some(Boolean) ? marked : rules.map(() => true);
        const bearerParts = parts.map((p, i) => (bearers[i] ? p : 0));
        const bearerTotal = bearerParts.reduce((s, p) => s + p, 0);
        const refusal = uncarriedFee(cents(amount), rules, basisPoints(mdrBp));
        if (bearerTotal >= fee) {
          // Accepted at validation: the bearers carry the whole fee in proportion, the others none.
          expect(refusal).toBeNull();
          expectSpreadByRule(
            fee,
            bearerParts,
            shares.map((s) => s.fee),
          );
        } else {
          // Refused at validation, naming the first bearer; a capture after a price rise falls back
          // to the bearers' whole parts and the rest on the others in proportion.
          expect(refusal).toEqual({ rule: bearers.indexOf(true), fee, bearerTotal });
          shares.forEach((s, i) => bearers[i] && expect(s.fee).toBe(parts[i]));
          expectSpreadByRule(
            fee - bearerTotal,
            parts.map((p, i) => (bearers[i] ? 0 : p)),
            shares.map((s, i) => (bearers[i] ? 0 : s.fee)),
          );
        }

        const plan = planReceivables(captured(amount, installments, { rules }), basisPoints(mdrBp));
        expect(plan.reduce((s, p) => s + p.amount, 0)).toBe(amount);
        expect(plan.reduce((s, p) => s + p.feeAmount, 0)).toBe(fee);
        rules.forEach((r, k) => {
          const mine = plan.filter((p) => p.splitRule === k);
          expect(mine.every((p) => p.merchantId === r.merchant_id && p.amount > 0)).toBe(true);
          expect(mine.reduce((s, p) => s + p.amount, 0)).toBe(parts[k]);
          // The installments: equal, the remainder on the first; the fee share over them by the same spread.
          const n = installments;
          const amounts = Array.from({ length: n }, (_, i) => Math.floor(parts[k] / n) + (i === 0 ? parts[k] % n : 0));
          const fees = Array.from(
            { length: n },
            (_, i) => mine.find((p) => p.installmentNumber === i + 1)?.feeAmount ?? 0,
          );
          expect(mine.map((p) => p.amount)).toEqual(amounts.filter((a) => a > 0));
          expectSpreadByRule(shares[k].fee, amounts, fees);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("without a split, the charging merchant receives everything and bears the whole fee", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 12 }), (amount, n) => {
        const mdrBp = mdrFor(DEFAULT_PRICING, n);
        const plan = planReceivables(captured(amount, n, null), mdrBp);
        expect(plan.every((p) => p.merchantId === RECEIVER(999) && p.splitRule === null)).toBe(true);
        expect(plan.reduce((s, p) => s + p.amount, 0)).toBe(amount);
        expect(plan.reduce((s, p) => s + p.feeAmount, 0)).toBe(feeOf(cents(amount), basisPoints(mdrBp)));
      }),
    );
  });
});
