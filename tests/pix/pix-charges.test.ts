import { describe, expect, it } from "vitest";
import { hasError, parsePix } from "pix-utils";
import * as methods from "@/app/v1/charges/payment-methods/route";
import * as one from "@/app/v1/charges/[id]/route";
import { chargeBrCode } from "@/server/payments/pix/charge-code";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { eventNamesOf, postCharge } from "../charges/support";
import { sandboxPspForFile } from "./support";

const sandbox = sandboxPspForFile();

describe("the BR Code", () => {
  it("pix-utils reads the Central Bank's published example (CRC 1D3D) and refuses a wrong CRC", () => {
    const example =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(parsePix(example)).toMatchObject({ type: "STATIC", merchantName: "Fulano de Tal" });
    expect(hasError(parsePix(example.replace(/1D3D$/, "1D3E")))).toBe(true);
  });

  it("a charge's code is dynamic, names the merchant without accents and keeps within the EMV lengths", () => {
    const code = chargeBrCode("pix.example.com/qr/v2/abc", "Padaria São João do Centro Histórico");
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ type: "DYNAMIC", url: "pix.example.com/qr/v2/abc", merchantCity: "SAO PAULO" });
    expect((parsed as { merchantName: string }).merchantName).toBe("PADARIA SAO JOAO DO CENTR");
  });
});

describe("POST /v1/charges with payment_method pix", () => {
  it("answers 201 pending with a payable code, its QR image and expiry, and the PSP holds the amount", async () => {
    const m = await createTestMerchant();
    const before = Date.now();
    const res = await postCharge(m, { amount: 4590, payment_method: "pix", pix: { expires_in: 600 } });
    expect(res.status).toBe(201);
    const charge = res.body.data;
    expect(charge).toMatchObject({ status: "pending", payment_method: "pix", amount: 4590, card: null });
    expect(charge.pix.txid).toMatch(/^[a-f0-9]{32}$/);
    expect(charge.pix.end_to_end_id).toBeNull();
    expect(charge.pix.qr_code_image).toMatch(/^data:image\/svg\+xml;base64,/);
    const expiresAt = new Date(charge.pix.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 599_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 601_000);

    const code = parsePix(charge.pix.qr_code);
    expect(hasError(code)).toBe(false);
    const cob = await sandbox.client.getCharge(charge.pix.txid);
    expect(cob).toMatchObject({ status: "ATIVA", valor: { original: "45.90" }, calendario: { expiracao: 600 } });
    expect(code).toMatchObject({ type: "DYNAMIC", url: cob!.loc!.location });
    expect(await eventNamesOf(charge.id)).toEqual(["charge.created"]);

    const read = await call(one.GET, "GET", `/v1/charges/${charge.id}`, { auth: m.auth, params: { id: charge.id } });
    expect(read.body.data.pix).toEqual(charge.pix);
  });

  it("expires in an hour by default and refuses a life outside 60 s to 30 days, or pix fields on a card", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(m, { amount: 100, payment_method: "pix" });
    expect(res.status).toBe(201);
    expect((await sandbox.client.getCharge(res.body.data.pix.txid))!.calendario.expiracao).toBe(3600);
    for (const expires_in of [59, 30 * 86_400 + 1, 1.5]) {
      const bad = await postCharge(m, { amount: 100, payment_method: "pix", pix: { expires_in } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.param).toBe("pix.expires_in");
    }
    const card = await postCharge(m, { amount: 100, payment_method: "apple_pay", pix: { expires_in: 60 } });
    expect(card.status).toBe(400);
    expect(card.body.error.param).toBe("pix");
    const withToken = await postCharge(m, { amount: 100, payment_method: "pix", payment_details: { token: "x" } });
    expect(withToken.status).toBe(400);
  });

  it("GET /v1/charges/payment-methods reports pix enabled for BRL, not for other currencies", async () => {
    const m = await createTestMerchant();
    const brl = await call(methods.GET, "GET", "/v1/charges/payment-methods?currency=BRL", { auth: m.auth });
    expect(brl.body.data.payment_methods).toContainEqual({
      payment_method: "pix",
      enabled: true,
      max_installments: 1,
      reason: null,
    });
    const usd = await call(methods.GET, "GET", "/v1/charges/payment-methods?currency=USD", { auth: m.auth });
    expect(
      usd.body.data.payment_methods.find((p: { payment_method: string }) => p.payment_method === "pix").enabled,
    ).toBe(false);
  });
});
