import { describe, expect, it } from "vitest";
import * as pricingRoute from "@/app/v1/merchants/[id]/pricing/route";
import { GET as listReceivables } from "@/app/v1/receivables/route";
import { call } from "@/tests/support/http";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { capture } from "@/tests/ledger/support";

describe("pricing per merchant", () => {
  it("starts at the default pricing, an admin changes it, the next capture's fees follow", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    const admin = await createPlatformKey();
    const own = await call(pricingRoute.GET, "GET", `/v1/merchants/${m.id}/pricing`, {
      auth: m.auth,
      params: { id: m.id },
    });
    expect(own.body.data).toMatchObject({
      custom: false,
      mdr_1x_bp: 319,
      mdr_2_6_bp: 379,
      mdr_7_12_bp: 419,
      anticipation_monthly_bp: 249,
      withdrawal_fee_pix: 0,
      withdrawal_fee_ted: 367,
      dispute_fee: 1500,
    });
    expect(
      (await call(pricingRoute.GET, "GET", `/v1/merchants/${m.id}/pricing`, { auth: other.auth, params: { id: m.id } }))
        .status,
    ).toBe(404);

    const denied = await call(pricingRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/pricing`, {
      auth: m.auth,
      params: { id: m.id },
      body: { mdr_1x_bp: 1 },
    });
    expect(denied.status).toBe(403);
    const bad = await call(pricingRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/pricing`, {
      auth: admin.auth,
      params: { id: m.id },
      body: { mdr_1x_bp: 10_001 },
    });
    expect(bad.status).toBe(400);
    const changed = await call(pricingRoute.PATCH, "PATCH", `/v1/merchants/${m.id}/pricing`, {
      auth: admin.auth,
      params: { id: m.id },
      body: { mdr_1x_bp: 250 },
    });
    expect(changed.body.data).toMatchObject({ custom: true, mdr_1x_bp: 250, mdr_2_6_bp: 379 });

    const charge = await capture(m.id, 10_000);
    const rec = await call(listReceivables, "GET", `/v1/receivables?charge_id=${charge}`, { auth: m.auth });
    expect(rec.body.data[0]).toMatchObject({ amount: 10_000, fee_amount: 250, net_amount: 9_750 });
  });
});
