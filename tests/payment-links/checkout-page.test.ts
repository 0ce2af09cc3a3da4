import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as collection from "@/app/v1/payment-links/route";
import * as item from "@/app/v1/payment-links/[id]/route";
import * as page from "@/app/pay/[id]/route";
import * as success from "@/app/pay/[id]/success/route";
import { checkoutContrast, contrastRatio } from "@/server/universal/checkout-page/contrast";
import { installmentParts } from "@/server/universal/checkout-page/installments";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";

import { call } from "@/tests/support/http";

async function newLink(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await call(collection.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: {
      title: "Caneca",
      product_type: "physical",
      allowed_payment_methods: ["credit_card"],
      amount: 5000,
      max_installments: 4,
      ...extra,
    },
  });
  return res.body.data as { id: string };
}

async function open(handler: typeof page.GET, url: string, id: string) {
  const res = await handler(
    new Request(`http://localhost${url}`, { headers: { "accept-language": "pt-BR,pt;q=0.9" } }),
    { params: Promise.resolve({ id }) },
  );
  return { res, html: await res.text() };
}

describe("the hosted checkout page", () => {
  it("is served with a strict CSP that allows its one stylesheet by hash and no inline script", async () => {
    const m = await createTestMerchant("Café do Zé");
    const link = await newLink(m, { primary_color: "#9A3412" });
    const { res, html } = await open(page.GET, `/pay/${link.id}`, link.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const part of [
      "default-src 'none'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "connect-src 'self'",
    ])
      expect(csp).toContain(part);
    expect(csp).not.toContain("unsafe-inline");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(csp).toContain(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
    expect(css).toContain("--primary:#9A3412");
    // Scripts only by src, plus the non-executable JSON data block.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((mm) => mm[1]);
    expect(inline).toEqual([' type="application/json" id="checkout-data"']);
    expect(html).toContain('src="/sdk/v1.js"');
    expect(html).toContain("Café do Zé");
    expect(html).toContain("4x de R$ 12,50 sem juros");
    const data = JSON.parse(
      /<script type="application\/json" id="checkout-data">([\s\S]*?)<\/script>/.exec(html)![1],
    ) as { publicKey: string };
    expect(data.publicKey).toMatch(/^pkc_/);
    // The checkout has a key of its own, never the merchant's integration key.
    expect(data.publicKey).not.toBe(m.publicKey);
  });

  it("escapes everything the merchant typed", async () => {
    const m = await createTestMerchant('Loja "<b>"');
    const link = await newLink(m, {
      title: "</script><script>alert(1)</script>",
      description: '<img src=x onerror="alert(2)">',
    });
    const { html } = await open(page.GET, `/pay/${link.id}`, link.id);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&#60;/script&#62;&#60;script&#62;alert(1)");
    expect(html).not.toContain("<b>");
  });

  it("shows a clear page without a form or scripts for inactive, expired and used-up links", async () => {
    const m = await createTestMerchant();
    const off = await newLink(m);
    await call(item.DELETE, "DELETE", `/v1/payment-links/${off.id}`, { auth: m.auth, params: { id: off.id } });
    const { res, html } = await open(page.GET, `/pay/${off.id}`, off.id);
    expect(res.status).toBe(200);
    expect(html).toContain("Este link de pagamento está desativado");
    expect(html).toContain("Nenhuma cobrança foi feita.");
    expect(html).not.toContain('id="checkout"');
    expect(html).not.toContain("<script");
  });

  it("answers 404 for an unknown link and sends a success page without a paid charge back to the checkout", async () => {
    const missing = "0190aaaa-0000-7000-8000-000000000000";
    expect((await open(page.GET, `/pay/${missing}`, missing)).res.status).toBe(404);
    const m = await createTestMerchant();
    const link = await newLink(m);
    const res = await success.GET(new Request(`http://localhost/pay/${link.id}/success?charge_id=${missing}`), {
      params: Promise.resolve({ id: link.id }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://localhost/pay/${link.id}`);
  });
});

describe("checkout helpers", () => {
  it("computes WCAG contrast and flags a light primary colour", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    const yellow = checkoutContrast("#FACC15", "#F1F5F9");
    expect(yellow.find((c) => c.id === "accentOnPage")?.passes).toBe(false);
    expect(checkoutContrast("#0F766E", "#F1F5F9").every((c) => c.passes)).toBe(true);
  });

  it("splits installments exactly, the remainder on the first", () => {
    for (const [amount, n] of [
      [10000, 3],
      [9000, 3],
      [101, 12],
      [5, 5],
    ] as const) {
      const { first, rest } = installmentParts(amount, n);
      expect(first + rest * (n - 1)).toBe(amount);
      expect(first - rest).toBeGreaterThanOrEqual(0);
      expect(first - rest).toBeLessThan(n);
    }
  });
});
