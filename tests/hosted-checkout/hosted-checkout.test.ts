import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as securePage from "@/app/checkout/[id]/route";
import * as linkPage from "@/app/pay/[id]/route";
import * as links from "@/app/v1/payment-links/route";
import { escapeHtml, jsonForScript, safeHref } from "@/server/universal/checkout-page/escape";
import { formatMoney } from "@/server/universal/checkout-page/money";
import { renderCheckout, type CheckoutView } from "@/server/universal/checkout-page/payment-link-page";
import { translator } from "@/server/universal/checkout-page/translator";
import { postCharge } from "@/tests/charges/support";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

const INJECTION = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

/** The raw markup an injection would leave if anything were not escaped. */
function expectNoRawInjection(html: string): void {
  expect(html).not.toContain("<script>alert(1)");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain('"><script');
}

function policyOf(res: { headers: Headers }): Record<string, string> {
  const csp = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

function stylesheetHash(html: string): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  expect(css).toBeDefined();
  return `'sha256-${createHash("sha256")
    .update(css ?? "")
    .digest("base64")}'`;
}

describe("formatMoney: the one money formatter", () => {
  it("formats integer centavos exactly in pt-BR and en", () => {
    expect(formatMoney(1, "pt-BR")).toBe("R$ 0,01");
    expect(formatMoney(100, "pt-BR")).toBe("R$ 1,00");
    expect(formatMoney(123456, "pt-BR")).toBe("R$ 1.234,56");
    expect(formatMoney(1, "en")).toBe("R$0.01");
    expect(formatMoney(100, "en")).toBe("R$1.00");
    expect(formatMoney(123456, "en")).toBe("R$1,234.56");
    expect(formatMoney(0, "pt-BR")).toBe("R$ 0,00");
  });

  it("keeps the sign of negative amounts", () => {
    expect(formatMoney(-1, "pt-BR")).toBe("-R$ 0,01");
    expect(formatMoney(-123456, "pt-BR")).toBe("-R$ 1.234,56");
    expect(formatMoney(-367, "en")).toBe("-R$3.67");
  });

  it("stays exact beyond float precision", () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; the formatter never goes through it.
    expect(formatMoney(29, "pt-BR")).toBe("R$ 0,29");
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "pt-BR")).toBe("R$ 90.071.992.547.409,91");
    expect(formatMoney(900719925474099123n, "pt-BR")).toBe("R$ 9.007.199.254.740.991,23");
    expect(formatMoney(-900719925474099123n, "en")).toBe("-R$9,007,199,254,740,991.23");
  });

  it("follows the currency's minor unit and refuses a fractional amount", () => {
    expect(formatMoney(123456, "en", "USD")).toBe("$1,234.56");
    expect(formatMoney(1234, "en", "JPY")).toBe("¥1,234");
    expect(() => formatMoney(12.5, "pt-BR")).toThrow(RangeError);
  });
});

describe("escaping", () => {
  it("escapes the characters that end text or a quoted attribute", () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      "&#60;script&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/script&#62;",
    );
    expect(escapeHtml(42)).toBe("42");
  });

  it("keeps JSON inside a script element from closing it", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>", sep: "\u2028" });
    expect(json).not.toContain("</");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", sep: "\u2028" });
  });

  it("links only to http(s) URLs", () => {
    expect(safeHref("https://loja.example/volta?charge_id=1")).toBe("https://loja.example/volta?charge_id=1");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(safeHref("not a url")).toBeNull();
  });

  it("escapes a merchant-controlled name, title and description in the link page renderer", () => {
    const view: CheckoutView = {
      linkId: "0190aaaa-0000-7000-8000-000000000000",
      merchantName: INJECTION,
      title: INJECTION,
      description: INJECTION,
      amount: 5000,
      currency: "BRL",
      primaryColor: null,
      summaryPanelColor: null,
      logo: null,
      cover: null,
      methods: ["credit_card"],
      maxInstallments: 1,
      availability: "available",
    };
    const { html } = renderCheckout(view, translator({}), { locale: "pt-BR", mode: "live" }, { x: INJECTION });
    expectNoRawInjection(html);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    // The one inline (JSON, non-executable) script block cannot be closed by a value inside it.
    const data = /<script type="application\/json" id="checkout-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(data).not.toContain("</");
  });
});

describe("the secure checkout (/checkout/{id})", () => {
  async function applePayCharge(merchantName: string, itemName: string) {
    const m = await createTestMerchant(merchantName);
    const res = await postCharge(m, {
      amount: 123456,
      payment_method: "apple_pay",
      items: [{ name: itemName, quantity: 3, unit_price: 41152 }],
    });
    expect(res.status).toBe(201);
    return res.body.data as { id: string };
  }

  const open = (id: string) =>
    call(securePage.GET, "GET", `/checkout/${id}`, { params: { id }, headers: { "accept-language": "pt-BR" } });

  it("escapes a merchant name and item names that carry markup", async () => {
    const c = await applePayCharge(INJECTION, INJECTION);
    const res = await open(c.id);
    expect(res.status).toBe(200);
    const html = String(res.body);
    expectNoRawInjection(html);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("formats the amounts through the one formatter", async () => {
    const c = await applePayCharge("Loja da Ana", "Caneca");
    const html = String((await open(c.id)).body);
    expect(html).toContain('<p class="amount" id="amount">R$ 1.234,56</p>');
    // The item line: 3 × 41152 centavos = R$ 1.234,56.
    expect(html).toContain("<span>3 × Caneca</span><span>R$ 1.234,56</span>");
    const en = await call(securePage.GET, "GET", `/checkout/${c.id}`, {
      params: { id: c.id },
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(String(en.body)).toContain('<p class="amount" id="amount">R$1,234.56</p>');
  });

  it("sends a strict CSP whose nonce is new on every response and matches the inline script", async () => {
    const c = await applePayCharge("Loja da Ana", "Caneca");
    const first = await open(c.id);
    const second = await open(c.id);
    const html = String(first.body);
    const policy = policyOf(first);
    expect(policy["default-src"]).toBe("'none'");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["base-uri"]).toBe("'none'");
    expect(policy["style-src"]).toBe(stylesheetHash(html));
    expect(first.headers.get("content-security-policy")).not.toContain("unsafe-inline");
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(policy["script-src"])?.[1];
    expect(nonce).toBeDefined();
    // Every script element carries this response's nonce, and no other script exists.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` nonce="${nonce}"`]);
    expect(policyOf(second)["script-src"]).not.toBe(policy["script-src"]);
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("no-referrer");
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the CSP on a 404", async () => {
    const missing = "0190b000-0000-7000-8000-000000000000";
    const res = await open(missing);
    expect(res.status).toBe(404);
    expect(policyOf(res)["default-src"]).toBe("'none'");
    expect(policyOf(res)["script-src"]).toBe("'none'");
  });
});

describe("the payment-link checkout (/pay/{id})", () => {
  const open = (id: string) =>
    call(linkPage.GET, "GET", `/pay/${id}`, { params: { id }, headers: { "accept-language": "pt-BR" } });

  it("sends the same strict CSP: scripts from this origin only, the stylesheet by hash", async () => {
    const m = await createTestMerchant(INJECTION);
    const link = await call(links.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: {
        title: INJECTION,
        description: INJECTION,
        product_type: "digital",
        allowed_payment_methods: ["credit_card"],
        amount: 123456,
        max_installments: 1,
      },
    });
    expect(link.status).toBe(201);
    const id = (link.body.data as { id: string }).id;
    const res = await open(id);
    expect(res.status).toBe(200);
    const html = String(res.body);
    expectNoRawInjection(html);
    const policy = policyOf(res);
    expect(policy["default-src"]).toBe("'none'");
    expect(policy["script-src"]).toBe("'self'");
    expect(policy["style-src"]).toBe(stylesheetHash(html));
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(res.headers.get("content-security-policy")).not.toContain("unsafe-inline");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(html).toContain('<p class="price" data-price>R$ 1.234,56</p>');
  });

  it("answers an unknown link with a 404 page under the same policy", async () => {
    const missing = "0190aaaa-0000-7000-8000-000000000000";
    const res = await open(missing);
    expect(res.status).toBe(404);
    const html = String(res.body);
    expect(html).toContain("Link de pagamento não encontrado");
    expect(policyOf(res)["style-src"]).toBe(stylesheetHash(html));
    expect(policyOf(res)["script-src"]).toBe("'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
