import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
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
