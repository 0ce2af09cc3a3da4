import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { apportion, feeOf, installmentAmounts } from "@/server/universal/money-math";
import type { CapturedCharge } from "@/server/money/receivables/charge-hooks";
import { planReceivables } from "@/server/money/receivables/create-receivables";
import { DEFAULT_PRICING, mdrFor } from "@/server/money/pricing/defaults";
import { basisPoints, cents } from "@/server/universal/money-units";

const capturedAt = new Date("2026-11-21T15:00:00.000Z");
const charge = (amount: number, installments: number, split: CapturedCharge["split"] = null) => ({
  chargeId: "00000000-0000-0000-0000-000000000001",
  merchantId: "00000000-0000-0000-0000-0000000000aa",
  amount,
  currency: "BRL",
  installments,
  paymentMethod: "credit_card" as const,
  split,
  capturedAt,
});

describe("installments", () => {
  it("add up exactly, the remainder on the first, due every 30 days", () => {
    expect(installmentAmounts(cents(10_001), 3)).toEqual([3_335, 3_333, 3_333]);
    expect(installmentAmounts(cents(100), 12)).toEqual([12, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
    const plan = planReceivables(charge(10_001, 3), basisPoints(379));
    expect(plan.map((p) => p.settlementDate)).toEqual(["2026-12-21", "2027-01-20", "2027-02-19"]);
    expect(plan.map((p) => p.amount)).toEqual([3_335, 3_333, 3_333]);
  });

  // Per receiver, for any amount, installment count and split: tests/receivables/split-rule.test.ts.

  it("splits by amount, and the one fee payer carries the whole charge's fee", () => {
    const split = {
      rules: [
        { merchant_id: "00000000-0000-0000-0000-0000000000aa", amount: 7_001, charge_processing_fee: true },
        { merchant_id: "00000000-0000-0000-0000-0000000000bb", amount: 3_000, charge_processing_fee: false },
      ],
    };
    const plan = planReceivables(charge(10_001, 1, split), basisPoints(319));
    expect(plan.map((p) => [p.amount, p.feeAmount])).toEqual([
      [7_001, feeOf(cents(10_001), basisPoints(319))],
      [3_000, 0],
    ]);
  });

  it("apportions a total by weights exactly, within caps", () => {
    expect(apportion(cents(10), [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(cents(5), [1, 10], [1, 10])).toEqual([1, 4]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (caps, f) => {
          const total = Math.floor(caps.reduce((s, c) => s + c, 0) * f);
          const parts = apportion(cents(total), caps, caps);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(caps[i]));
        },
      ),
    );
  });
});

describe("fees", () => {
  it("use the MDR of the installment count (the defaults of docs/api/money-model.md)", () => {
    expect([1, 2, 6, 7, 12].map((n) => mdrFor(DEFAULT_PRICING, n))).toEqual([319, 379, 379, 419, 419]);
  });

  it("round half-up to the centavo: ties go to the platform, never more than half a centavo off", () => {
    expect(feeOf(cents(10_000), basisPoints(319))).toBe(319);
    expect(feeOf(cents(1_000), basisPoints(319))).toBe(32); // 31.9
    expect(feeOf(cents(100), basisPoints(319))).toBe(3); // 3.19
    expect(feeOf(cents(5_000), basisPoints(319))).toBe(160); // 159.5, a tie
    expect(feeOf(cents(50), basisPoints(379))).toBe(2); // 1.895
    expect(feeOf(cents(1), basisPoints(319))).toBe(0); // 0.0319
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const exact = (amount * bp) / 10_000;
        const fee = feeOf(cents(amount), basisPoints(bp));
        expect(fee - exact).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(exact - fee).toBeLessThan(0.5);
      }),
    );
  });
});
