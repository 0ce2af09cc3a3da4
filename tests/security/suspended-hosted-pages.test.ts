import { describe, expect, it } from "vitest";
import * as linkPage from "@/app/pay/[id]/route";
import * as linkPay from "@/app/pay/[id]/charge/route";
import * as checkoutPage from "@/app/checkout/[id]/route";
import * as checkoutPay from "@/app/checkout/[id]/pay/route";
import * as links from "@/app/v1/payment-links/route";
import { sandboxPaymentToken } from "@/server/payments/acquirer/apple-pay-sandbox";
import { runCommand } from "@/server/registries/cli/run-command";
import { chargeRow, postCharge } from "@/tests/charges/support";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";

/**
 * The hosted side of suspension: a suspended merchant takes no payment. Its payment links
 * and its open Apple Pay checkouts are 404s to buyers until an admin reactivates it.
 */
const sameOrigin = { origin: "http://localhost", host: "localhost" };

describe("a suspended merchant's hosted pages", () => {
  it("are not found, and an Apple Pay checkout already opened cannot be paid; reactivated, they are back", async () => {
    const m = await createTestMerchant("Loja suspensa");
    const link = (
      await call(links.POST, "POST", "/v1/payment-links", {
        auth: m.auth,
        body: { title: "Caneca", product_type: "digital", allowed_payment_methods: ["apple_pay"], amount: 5000 },
      })
    ).body.data as { id: string };
    const charge = (await postCharge(m, { amount: 4990, payment_method: "apple_pay" })).body.data as { id: string };
    const open = () =>
      Promise.all([
        call(linkPage.GET, "GET", `/pay/${link.id}`, { params: { id: link.id } }),
        call(checkoutPage.GET, "GET", `/checkout/${charge.id}`, { params: { id: charge.id } }),
      ]);
    expect((await open()).map((r) => r.status)).toEqual([200, 200]);

    await runCommand("merchant-status", { merchant: m.id, status: "inactive" });
    const [page, checkout] = await open();
    expect(page.status).toBe(404);
    expect(checkout.status).toBe(404);
    expect(String(page.body)).not.toContain("Caneca");
    const pay = await call(linkPay.POST, "POST", `/pay/${link.id}/charge`, {
      params: { id: link.id },
      body: { payment_method: "apple_pay", customer: { name: "Ana", email: "ana@example.com" } },
      headers: sameOrigin,
    });
    expect(pay.status).toBe(404);
    const wallet = await call(checkoutPay.POST, "POST", `/checkout/${charge.id}/pay`, {
      params: { id: charge.id },
      body: { payment_token: sandboxPaymentToken("visa") },
      headers: sameOrigin,
    });
    expect(wallet.status).toBe(404);
    expect((await chargeRow(charge.id)).status).toBe("pending");

    await runCommand("merchant-status", { merchant: m.id, status: "active" });
    expect((await open()).map((r) => r.status)).toEqual([200, 200]);
  });
});
