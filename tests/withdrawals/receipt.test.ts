import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as receipt from "@/app/v1/withdrawals/[id]/receipt/route";
import * as verify from "@/app/v1/receipts/[code]/route";
import {
  RECEIPT_HEIGHT,
  RECEIPT_SCALE,
  RECEIPT_WIDTH,
  renderReceiptPng,
  type ReceiptData,
} from "@/server/money/withdrawals/receipt/render-receipt";
import { withdrawalReceipts } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { metrics } from "@/server/platform/metrics/metrics";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";
import { createTestMerchant } from "@/tests/support/fixtures";
import { type Handler, call } from "./receipt-call";
import { fund, runPayouts, setRecipients, withdraw, withdrawalRow } from "./support";

const REFERENCE = path.join(import.meta.dirname, "fixtures/receipt-reference.png");

/** A fixed receipt: the committed reference image was rendered from exactly this. */
const SAMPLE: ReceiptData = {
  merchantName: "Loja Exemplo Ltda",
  withdrawalId: "01937a2b-7c1d-7e00-8f00-123456789abc",
  method: "ted",
  amount: 1_234_567,
  feeAmount: 367,
  currency: "BRL",
  recipient: {
    type: "bank_account",
    holder_name: "Loja Exemplo Ltda",
    holder_document: "12.345.678/****-**",
    branch: "1234",
    branch_check_digit: "5",
    account_number: "*****6789",
    account_check_digit: "0",
    account_type: "checking",
  },
  bank: { code: "341", ispb: "60701190", name: "Itaú Unibanco S.A." },
  requestedAt: new Date("2026-11-20T14:03:00Z"),
  completedAt: new Date("2026-11-20T14:03:09Z"),
  authenticationCode: "7KQ2-M9XD-4HNB-2WZP-0RTC",
  verifyUrl: "https://pagamentos.example/receipts/7KQ2-M9XD-4HNB-2WZP-0RTC",
};

/** Mean absolute difference of two same-sized images, per channel, 0–255. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  expect(ra.length).toBe(rb.length);
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs(ra[i] - rb[i]);
  return sum / ra.length;
}

describe("the receipt image", () => {
  it("matches the committed reference within a tolerance, and a different receipt does not", async () => {
    const png = await renderReceiptPng(SAMPLE);
    if (process.env.UPDATE_RECEIPT_REFERENCE === "1") fs.writeFileSync(REFERENCE, png);
    const reference = fs.readFileSync(REFERENCE);
    expect(await meanDifference(png, reference)).toBeLessThan(0.5);
    // The comparison can fail: another amount and code are far outside the tolerance.
    const other = await renderReceiptPng({ ...SAMPLE, amount: 98_700, authenticationCode: "ZZZZ-YYYY-XXXX-WWWW-VVVV" });
    expect(await meanDifference(other, reference)).toBeGreaterThan(0.5);
  });

  it("renders every recipient kind in both languages at 2×", async () => {
    const pix = await renderReceiptPng(
      { ...SAMPLE, method: "pix", recipient: { type: "pix_key", key_type: "email", key: "f***@loja.com.br" } },
      "en",
    );
    const meta = await sharp(pix).metadata();
    expect(meta).toMatchObject({
      format: "png",
      width: RECEIPT_WIDTH * RECEIPT_SCALE,
      height: RECEIPT_HEIGHT * RECEIPT_SCALE,
    });
  });
});

describe("GET /v1/withdrawals/{id}/receipt", () => {
  it("answers a PNG attachment once completed, 422 before, and its code verifies", async () => {
    const m = await createTestMerchant("Padaria Pão Quente");
    await setRecipients(m);
    await fund(m, 50_000);
    const w = (await withdraw(m, { amount: 12_345, method: "pix" })).body.data;
    const url = `/v1/withdrawals/${w.id}/receipt`;
    const early = await call(receipt.GET as Handler, url, { auth: m.auth, params: { id: w.id } });
    expect(early.status).toBe(422);
    expect(JSON.parse(early.body.toString()).error.code).toBe("invalid_state");

    await runPayouts();
    const res = await call(receipt.GET as Handler, url, { auth: m.auth, params: { id: w.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="comprovante-${w.id}.png"`);
    const meta = await sharp(res.body).metadata();
    expect(meta).toMatchObject({ format: "png", width: 960, height: 1600 });

    const code = (await withdrawalRow(w.id)).authenticationCode!;
    const ok = await call(verify.GET as Handler, `/v1/receipts/${code}`, { params: { code } });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body.toString()).data).toMatchObject({
      valid: true,
      withdrawal_id: w.id,
      merchant_name: "Padaria Pão Quente",
      amount: 12_345,
      method: "pix",
    });
    // People type codes back without dashes and in lower case.
    const typed = code.replace(/-/g, "").toLowerCase();
    expect((await call(verify.GET as Handler, `/v1/receipts/${typed}`, { params: { code: typed } })).status).toBe(200);
    const forged = "AAAA-BBBB-CCCC-DDDD-EEEE";
    expect((await call(verify.GET as Handler, `/v1/receipts/${forged}`, { params: { code: forged } })).status).toBe(
      404,
    );

    // Another merchant's receipt is a 404, like a missing one.
    const b = await createTestMerchant();
    expect((await call(receipt.GET as Handler, url, { auth: b.auth, params: { id: w.id } })).status).toBe(404);
  });
});

describe("a receipt is drawn once and stored", () => {
  /** Receipts this process has drawn so far (`pay_withdrawal_receipt_renders_total`). */
  const renders = async () => (await metrics().receiptRenders.get()).values[0]?.value ?? 0;

  it("the second request answers the stored bytes without drawing; a new language or a renamed merchant draws again", async () => {
    const m = await createTestMerchant("Mercearia Bom Preço");
    await setRecipients(m);
    await fund(m, 50_000);
    const w = (await withdraw(m, { amount: 9_999, method: "pix" })).body.data;
    await runPayouts();
    const get = (locale?: string) =>
      call(receipt.GET as Handler, `/v1/withdrawals/${w.id}/receipt${locale ? `?locale=${locale}` : ""}`, {
        auth: m.auth,
        params: { id: w.id },
      });

    const before = await renders();
    const first = await get();
    expect(first.status).toBe(200);
    expect(await renders()).toBe(before + 1);
    const second = await get();
    expect(second.status).toBe(200);
    expect(await renders()).toBe(before + 1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.get("content-type")).toBe("image/png");
    expect(second.headers.get("content-disposition")).toBe(`attachment; filename="comprovante-${w.id}.png"`);
    const rows = await (
      await getDb()
    )
      .select()
      .from(withdrawalReceipts)
      .where(eq(withdrawalReceipts.withdrawalId, w.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchantId: m.id, locale: "pt-BR" });
    expect(rows[0].png.equals(first.body)).toBe(true);

    // English is another drawing, stored beside the Portuguese one, and served from storage after.
    const en = await get("en");
    expect(await renders()).toBe(before + 2);
    expect(en.body.equals(first.body)).toBe(false);
    expect((await get("en")).body.equals(en.body)).toBe(true);
    expect(await renders()).toBe(before + 2);

    // The receipt prints the merchant's name: renamed, it is drawn again (once), never served stale.
    await updateMerchant({ ctx: systemCtx(), id: m.id, input: { name: "Mercearia Novo Preço" } });
    const renamed = await get();
    expect(await renders()).toBe(before + 3);
    expect(renamed.body.equals(first.body)).toBe(false);
    expect((await get()).body.equals(renamed.body)).toBe(true);
    expect(await renders()).toBe(before + 3);
    const [pt] = await (
      await getDb()
    )
      .select()
      .from(withdrawalReceipts)
      .where(and(eq(withdrawalReceipts.withdrawalId, w.id), eq(withdrawalReceipts.locale, "pt-BR")));
    expect(pt.png.equals(renamed.body)).toBe(true);

    // Another merchant still gets a 404, stored receipt or not.
    const b = await createTestMerchant();
    const foreign = await call(receipt.GET as Handler, `/v1/withdrawals/${w.id}/receipt`, {
      auth: b.auth,
      params: { id: w.id },
    });
    expect(foreign.status).toBe(404);
  });

  it("two requests at once draw it once", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 50_000);
    const w = (await withdraw(m, { amount: 5_000, method: "pix" })).body.data;
    await runPayouts();
    const before = await renders();
    const both = await Promise.all(
      [0, 1].map(() =>
        call(receipt.GET as Handler, `/v1/withdrawals/${w.id}/receipt`, { auth: m.auth, params: { id: w.id } }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body.equals(both[1].body)).toBe(true);
    expect(await renders()).toBe(before + 1);
  });
});
