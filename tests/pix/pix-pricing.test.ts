import { describe, expect, it } from "vitest";
import * as pricingRoute from "@/app/v1/merchants/[id]/pricing/route";
import { pixFeeFor, DEFAULT_PRICING } from "@/server/money/pricing/defaults";
import { call } from "@/tests/support/http";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";

describe("Pix pricing", () => {
  it("documented defaults; the fee is the MDR held between the minimum and the maximum, never above the amount", () => {
    expect(DEFAULT_PRICING).toMatchObject({ pixMdrBp: 99, pixFeeMin: 10, pixFeeMax: 1000, pixSettlementDays: 1 });
    expect(pixFeeFor(DEFAULT_PRICING, 5_000)).toBe(50); // 49.5 → 50, half up
    expect(pixFeeFor(DEFAULT_PRICING, 500)).toBe(10); // 5 → the minimum
    expect(pixFeeFor(DEFAULT_PRICING, 200_000)).toBe(1000); // 1980 → the maximum
    expect(pixFeeFor(DEFAULT_PRICING, 7)).toBe(7); // never more than the charge
  });

  it("an admin sets the Pix terms; min above max, or D+2, are refused", async () => {
    const m = await createTestMerchant();
    const admin = await createPlatformKey();
    const patch = (body: Record<string, unknown>) =>
      call(pricingRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/pricing`, {
        auth: admin.auth,
        params: { id: m.id },
        body,
      });
    const read = await call(pricingRoute.GET, "GET", `/v1/merchants/${m.id}/pricing`, {
      auth: m.auth,
      params: { id: m.id },
    });
    expect(read.body.data).toMatchObject({
      pix_mdr_bp: 99,
      pix_fee_min: 10,
      pix_fee_max: 1000,
      pix_settlement_days: 1,
    });
    const ok = await patch({ pix_mdr_bp: 120, pix_fee_min: 50, pix_fee_max: 500, pix_settlement_days: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ pix_mdr_bp: 120, pix_fee_min: 50, pix_fee_max: 500, pix_settlement_days: 0 });
    const inverted = await patch({ pix_fee_min: 600 });
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.param).toBe("pix_fee_min");
    expect((await patch({ pix_settlement_days: 2 })).status).toBe(400);
  });
});
