import { describe, expect, it } from "vitest";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import { GET as listReceivables } from "@/app/v1/receivables/route";
import { GET as listWallets } from "@/app/v1/wallets/route";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { call } from "@/tests/support/http";
import { allowSplit, createTestMerchant } from "@/tests/support/fixtures";
import { cardBody, postCharge, tokenFor } from "@/tests/charges/support";

const DAY = 86_400_000;

describe("receivables through the real charge flow", () => {
  it("a captured 3-installment charge with split makes receivables; settlement and a refund move the wallets", async () => {
    const seller = await createTestMerchant("Vendedor");
    const partner = await createTestMerchant("Parceiro");
    await allowSplit(seller.id, partner.id);
    const res = await postCharge(
      seller,
      cardBody(await tokenFor(seller), {
        amount: 10_001,
        payment_details: { token: await tokenFor(seller), installments: 3 },
        split: {
          rules: [
            { merchant_id: seller.id, amount: 7_001, liable: true, charge_processing_fee: true },
            { merchant_id: partner.id, amount: 3_000, liable: false, charge_processing_fee: false },
          ],
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("captured");
    const chargeId = res.body.data.id as string;

    const mine = await call(listReceivables, "GET", `/v1/receivables?charge_id=${chargeId}`, { auth: seller.auth });
    expect(
      mine.body.data.map((r: { installment_number: number; amount: number }) => [r.installment_number, r.amount]),
    ).toEqual([
      [1, 2_335],
      [2, 2_333],
      [3, 2_333],
    ]);
    const theirs = await call(listReceivables, "GET", `/v1/receivables?charge_id=${chargeId}`, { auth: partner.auth });
    expect(theirs.body.data.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(3_000);
    expect(theirs.body.data.every((r: { fee_amount: number }) => r.fee_amount === 0)).toBe(true);

    // Settle the first installment (30 days on), then refund half of the charge.
    await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
    const refund = await call(refundRoute.POST, "POST", `/v1/charges/${chargeId}/refund`, {
      auth: seller.auth,
      body: { amount: 5_000 },
      params: { id: chargeId },
    });
    expect(refund.status).toBe(200);

    const after = await call(listReceivables, "GET", `/v1/receivables?charge_id=${chargeId}&limit=100`, {
      auth: seller.auth,
    });
    const statuses = after.body.data.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(["settled", "pending", "pending"]);
    const wallet = await call(listWallets, "GET", "/v1/wallets", { auth: seller.auth });
    const first = after.body.data[0] as { net_amount: number; refunded_amount: number };
    expect(first.refunded_amount).toBeGreaterThan(0);
    // The partner is not liable: the refund of its paid installment is the seller's (docs/api/splits.md).
    const partnerRows = await call(listReceivables, "GET", `/v1/receivables?charge_id=${chargeId}&limit=100`, {
      auth: partner.auth,
    });
    const partnerFirst = partnerRows.body.data[0] as { net_amount: number; refunded_amount: number };
    expect(partnerFirst.refunded_amount).toBeGreaterThan(0);
    expect(wallet.body.data[0].balance).toBe(first.net_amount - first.refunded_amount - partnerFirst.refunded_amount);
    const partnerWallet = await call(listWallets, "GET", "/v1/wallets", { auth: partner.auth });
    expect(partnerWallet.body.data[0].balance).toBe(partnerFirst.net_amount);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});
