import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import { chargeRefunds, receivables } from "@/db/schema";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { reconcilePix } from "@/server/payments/charges/reconcile-pix";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { settleSandboxRefunds } from "@/server/payments/pix/sandbox/refunds";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createTestMerchant, type TestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { chargeRow, eventNamesOf, postCharge } from "../charges/support";
import { sandboxPspForFile } from "./support";

const sandbox = sandboxPspForFile();
const ctx = systemCtx();
const DAY = 86_400_000;

async function paidPixCharge(m: TestMerchant, amount: number, paidAt?: Date) {
  const res = await postCharge(m, { amount, payment_method: "pix" });
  const charge = res.body.data as { id: string; pix: { txid: string } };
  const payer = paidAt ? systemCtx({ now: () => paidAt }) : ctx;
  await payCob(payer, { txid: charge.pix.txid, late: paidAt !== undefined });
  await reconcilePix({ ctx: paidAt ? payer : ctx });
  expect((await chargeRow(charge.id)).status).toBe("captured");
  return charge;
}

function refundOf(m: TestMerchant, id: string, body: Record<string, unknown> = {}) {
  return call(refund.POST, "POST", `/v1/charges/${id}/refund`, { auth: m.auth, body, params: { id } });
}

describe("Pix refunds (devolução)", () => {
  it("partial then total: processing while the PSP works, then refunded, with the receivable and ledger following", async () => {
    const m = await createTestMerchant();
    const charge = await paidPixCharge(m, 10_000);
    const part = await refundOf(m, charge.id, { amount: 3_000, reason: "produto avariado" });
    expect(part.status).toBe(200);
    // Processing at the PSP: reserved, not refunded yet.
    expect(part.body.data).toMatchObject({ status: "captured", refunded_amount: 0, refundable_amount: 7_000 });
    const e2e = (await chargeRow(charge.id)).pixEndToEndId!;
    expect((await sandbox.client.getReceived(e2e))!.devolucoes).toEqual([
      expect.objectContaining({ valor: "30.00", status: "EM_PROCESSAMENTO" }),
    ]);

    await settleSandboxRefunds(ctx);
    await reconcilePix({ ctx });
    expect(await chargeRow(charge.id)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 3_000,
      refundPendingAmount: 0,
    });

    const rest = await refundOf(m, charge.id);
    expect(rest.status).toBe(200);
    await settleSandboxRefunds(ctx);
    await reconcilePix({ ctx });
    expect(await chargeRow(charge.id)).toMatchObject({ status: "refunded", refundedAmount: 10_000 });
    expect(await eventNamesOf(charge.id)).toEqual([
      "charge.created",
      "charge.captured",
      "charge.partially_refunded",
      "charge.refunded",
    ]);
    const db = await getDb();
    expect(await db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, charge.id))).toHaveLength(2);
    const [r] = await db.select().from(receivables).where(eq(receivables.chargeId, charge.id));
    expect(r.status).toBe("canceled");
    expect((await checkLedger({ ctx })).ok).toBe(true);
    expect((await refundOf(m, charge.id, { amount: 1 })).status).toBe(422);
  });

  it("a refund after settlement debits the merchant's wallet; the ledger balances", async () => {
    const m = await createTestMerchant();
    const charge = await paidPixCharge(m, 5_000);
    await settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + 2 * DAY) }) });
    expect((await refundOf(m, charge.id, { amount: 2_000 })).status).toBe(200);
    await settleSandboxRefunds(ctx);
    await reconcilePix({ ctx });
    expect(await chargeRow(charge.id)).toMatchObject({ status: "partially_refunded", refundedAmount: 2_000 });
    expect((await checkLedger({ ctx })).ok).toBe(true);
  });

  it("a refund the payer's bank does not accept fails: the amount is refundable again", async () => {
    const m = await createTestMerchant();
    const charge = await paidPixCharge(m, 2_000);
    expect((await refundOf(m, charge.id, { amount: 666 })).status).toBe(200);
    await settleSandboxRefunds(ctx); // the sandbox fails a devolução of R$ 6,66
    await reconcilePix({ ctx });
    expect(await chargeRow(charge.id)).toMatchObject({
      status: "captured",
      refundedAmount: 0,
      refundPendingAmount: 0,
    });
    expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.captured"]);
    expect((await checkLedger({ ctx })).ok).toBe(true);
  });

  it("refuses a refund more than 90 days after the payment", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(m, { amount: 900, payment_method: "pix" });
    const id = res.body.data.id as string;
    const longAgo = new Date(Date.now() - 91 * DAY);
    await getDb().then((db) =>
      db.execute(
        `update charges set status = 'captured', captured_amount = 900, captured_at = '${longAgo.toISOString()}', pix_end_to_end_id = 'E99999999202601010000abcdefghijk' where id = '${id}'`,
      ),
    );
    const late = await refundOf(m, id);
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe("refund_window_expired");
  });

  it("another merchant cannot refund it (404)", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const charge = await paidPixCharge(a, 1_000);
    expect((await refundOf(b, charge.id)).status).toBe(404);
  });
});
