import { describe, expect, it } from "vitest";
import * as page from "@/app/checkout/[id]/route";
import * as pay from "@/app/checkout/[id]/pay/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import { sandboxPaymentToken } from "@/server/payments/acquirer/apple-pay-sandbox";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { cardBody, chargeRow, eventNamesOf, postCharge, tokenFor } from "./support";

const sameOrigin = { origin: "http://localhost", host: "localhost" };

async function applePay(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await postCharge(m, {
    amount: 4990,
    payment_method: "apple_pay",
    return_url: "https://loja.example/volta?pedido=9",
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; checkout_url: string };
}

const payWith = (id: string, token: string, headers: Record<string, string> = sameOrigin) =>
  call(pay.POST, "POST", `/checkout/${id}/pay`, { params: { id }, body: { payment_token: token }, headers });

describe("Apple Pay secure checkout", () => {
  it("serves a page that refuses framing and shows the amount and merchant", async () => {
    const m = await createTestMerchant("Loja da Ana");
    const c = await applePay(m, { items: [{ name: "Caneca", quantity: 2, unit_price: 2495 }] });
    const res = await call(page.GET, "GET", new URL(c.checkout_url).pathname, { params: { id: c.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const html = String(res.body);
    expect(html).toContain("Loja da Ana");
    expect(html).toMatch(/R\$\s49,90/);
    expect(html).toContain("Caneca");
    expect(html).not.toContain("4111111111111111");
  });

  it("pays with the sandbox sheet, captures, and sends the buyer to return_url with the charge id", async () => {
    const m = await createTestMerchant();
    const c = await applePay(m);
    const res = await payWith(c.id, sandboxPaymentToken("visa"));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("captured");
    expect(res.body.data.redirect_url).toBe(`https://loja.example/volta?pedido=9&charge_id=${c.id}`);
    const row = await chargeRow(c.id);
    expect(row).toMatchObject({ status: "captured", capturedAmount: 4990, cardBrand: "visa", cardLastFour: "1111" });
    expect(await eventNamesOf(c.id)).toEqual(["charge.created", "charge.authorized", "charge.captured"]);
    // Paying twice is refused; the page now shows the outcome instead of the button.
    expect((await payWith(c.id, sandboxPaymentToken("visa"))).status).toBe(422);
    const after = String((await call(page.GET, "GET", `/checkout/${c.id}`, { params: { id: c.id } })).body);
    expect(after).not.toContain('id="apple-pay"');
    // Refunded by charge id alone.
    const r = await call(refund.POST, "POST", `/v1/charges/${c.id}/refund`, {
      auth: m.auth,
      params: { id: c.id },
      body: { amount: 990 },
    });
    expect(r.body.data).toMatchObject({ status: "partially_refunded", refunded_amount: 990 });
  });

  it("records a declined wallet card as a failed charge and keeps the buyer on the checkout", async () => {
    const m = await createTestMerchant();
    const c = await applePay(m);
    const res = await payWith(c.id, sandboxPaymentToken("insufficient"));
    expect(res.body.data).toEqual({ status: "failed", redirect_url: `/checkout/${c.id}` });
    expect(await chargeRow(c.id)).toMatchObject({ status: "failed", failureCode: "insufficient_funds" });
  });

  it("refuses a forged token, a cross-site post and a card charge's id", async () => {
    const m = await createTestMerchant();
    const c = await applePay(m);
    expect(
      (await payWith(c.id, sandboxPaymentToken("visa"), { origin: "https://evil.example", host: "localhost" })).status,
    ).toBe(403);
    expect((await chargeRow(c.id)).status).toBe("pending");
    const forged = await payWith(c.id, "applepay_sandbox.visa");
    expect(forged.body.data.status).toBe("failed");
    const card = (await postCharge(m, cardBody(await tokenFor(m), { capture: false }))).body.data;
    expect((await call(page.GET, "GET", `/checkout/${card.id}`, { params: { id: card.id } })).status).toBe(404);
    expect((await payWith(card.id, sandboxPaymentToken("visa"))).status).toBe(404);
    expect((await chargeRow(card.id)).status).toBe("authorized");
    const missing = await call(page.GET, "GET", "/checkout/0190b000-0000-7000-8000-000000000000", {
      params: { id: "0190b000-0000-7000-8000-000000000000" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });
});
