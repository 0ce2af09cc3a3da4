import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as partnersRoute from "@/app/v1/split-partners/route";
import * as partnerRoute from "@/app/v1/split-partners/[id]/route";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import { wallets } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { call } from "@/tests/support/http";
import { allowSplit, createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { cardBody, postCharge, tokenFor } from "./support";
import { setReserveSettings } from "@/tests/reserves/support";

/**
 * Split receivers are merchants an admin related to the charging merchant,
 * "no such merchant" and "not your partner" are one answer, and `liable` decides who bears the
 * refund of parts already paid (docs/api/splits.md).
 */
const DAY = 86_400_000;

async function splitTo(a: TestMerchant, b: TestMerchant, extra: Record<string, unknown> = {}) {
  return postCharge(
    a,
    cardBody(await tokenFor(a), {
      split: {
        rules: [
          { merchant_id: a.id, percentage: 50 },
          { merchant_id: b.id, percentage: 50 },
        ],
      },
      ...extra,
    }),
  );
}

async function mainBalance(merchantId: string): Promise<number> {
  const db = await getDb();
  const [w] = await db
    .select()
    .from(wallets)
    .where(sql`owner_type = 'merchant' and owner_id = ${merchantId} and wallet_type = 'main'`);
  return w?.balance ?? 0;
}

describe("split receivers", () => {
  it("refuses a merchant without a relation with the same answer as one that does not exist", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const notPartner = await splitTo(a, b);
    const missing = await splitTo(a, { ...b, id: "0190a0a0-0000-7000-8000-000000000000" });
    expect(notPartner.status).toBe(400);
    expect(notPartner.body.error).toMatchObject({
      type: "validation_error",
      code: "split_receiver_not_allowed",
      param: "split.rules.1.merchant_id",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual(notPartner.body.error);
  });

  it("accepts a partner once an admin relates them, and both merchants see the relation", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const c = await createTestMerchant("C");
    const admin = await createPlatformKey();
    // A merchant cannot grant itself a receiver.
    const self = await call(partnersRoute.POST, "POST", "/v1/split-partners", {
      auth: a.auth,
      body: { merchant_id: a.id, partner_id: b.id },
    });
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe("admin_only");

    const created = await call(partnersRoute.POST, "POST", "/v1/split-partners", {
      auth: admin.auth,
      body: { merchant_id: a.id, partner_id: b.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ merchant_id: a.id, partner_id: b.id });
    expect((await splitTo(a, b)).status).toBe(201);
    // The relation is one way: B may not send parts to A.
    expect((await splitTo(b, a)).status).toBe(400);

    for (const m of [a, b]) {
      const seen = await call(partnersRoute.GET, "GET", "/v1/split-partners", { auth: m.auth });
      expect(seen.body.data.map((r: { id: string }) => r.id)).toEqual([created.body.data.id]);
    }
    const outsider = await call(partnersRoute.GET, "GET", "/v1/split-partners", { auth: c.auth });
    expect(outsider.body.data).toEqual([]);
    const peeking = await call(partnersRoute.GET, "GET", `/v1/split-partners?merchant_id=${a.id}`, { auth: c.auth });
    expect(peeking.status).toBe(403);

    const removed = await call(partnerRoute.DELETE, "DELETE", `/v1/split-partners/${created.body.data.id}`, {
      auth: admin.auth,
      params: { id: created.body.data.id },
    });
    expect(removed.status).toBe(200);
    expect((await splitTo(a, b)).status).toBe(400);
  });

  it("a receiver that is not liable keeps what it was paid when the charge is refunded after settlement", async () => {
    // The example: R$ 1.000 split 95 % to A without the fee and 5 % to B with it, settled,
    // then refunded in full. B used to end at −R$ 31,90; the liable A bears the whole refund now.
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    await allowSplit(a.id, b.id);
    const res = await postCharge(
      a,
      cardBody(await tokenFor(a), {
        amount: 100_000,
        split: {
          rules: [
            { merchant_id: a.id, percentage: 95, liable: true, charge_processing_fee: false },
            { merchant_id: b.id, percentage: 5, liable: false, charge_processing_fee: true },
          ],
        },
      }),
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
    // B's 5 000 minus the whole fee (3.19 % of 100 000 = 3 190); A its 95 000.
    expect(await mainBalance(b.id)).toBe(1_810);
    expect(await mainBalance(a.id)).toBe(95_000);
    // A refund may take A below zero only as far as an admin allows (docs/api/risk.md): here R$ 50,00.
    await setReserveSettings(a.id, { refund_allowance: 5_000 });

    const refund = await call(refundRoute.POST, "POST", `/v1/charges/${id}/refund`, {
      auth: a.auth,
      body: {},
      params: { id },
    });
    expect(refund.status).toBe(200);
    expect(await mainBalance(b.id)).toBe(1_810);
    expect(await mainBalance(a.id)).toBe(-5_000);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("liable receivers bear the refund of their own paid parts", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    await allowSplit(a.id, b.id);
    const res = await splitTo(a, b);
    const id = res.body.data.id as string;
    await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 31 * DAY) }) });
    for (const m of [a, b]) await setReserveSettings(m.id, { refund_allowance: 1_000 });
    const before = [await mainBalance(a.id), await mainBalance(b.id)];
    await call(refundRoute.POST, "POST", `/v1/charges/${id}/refund`, { auth: a.auth, body: {}, params: { id } });
    expect([await mainBalance(a.id), await mainBalance(b.id)]).toEqual([before[0] - 5_000, before[1] - 5_000]);
  });
});
