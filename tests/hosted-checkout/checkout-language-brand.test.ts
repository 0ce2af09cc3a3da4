import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { createHash } from "node:crypto";
import { cnpj, cpf } from "cpf-cnpj-validator";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as securePage from "@/app/checkout/[id]/route";
import * as securePay from "@/app/checkout/[id]/pay/route";
import * as payCharge from "@/app/pay/[id]/charge/route";
import * as linkPage from "@/app/pay/[id]/route";
import * as keys from "@/app/v1/api-keys/route";
import * as oneKey from "@/app/v1/api-keys/[id]/route";
import * as links from "@/app/v1/payment-links/route";
import { apiKeys, checkoutPublicKeys } from "@/db/schema";
import { sandboxPaymentToken } from "@/server/payments/acquirer/apple-pay-sandbox";
import { taxIdKind } from "@/server/payments/charges/tax-id";
import { customerInput } from "@/server/payments/charges/schemas";
import { getDb } from "@/server/platform/db";
import { AA_NORMAL, contrastRatio, readableText } from "@/server/universal/checkout-page/contrast";
import { paymentLinkCss } from "@/server/universal/checkout-page/payment-link-styles";
import { checkoutCard, checkoutPageData } from "@/tests/support/checkout";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

const PT = { "accept-language": "pt-BR,pt;q=0.9" };
const EN = { "accept-language": "en-US,en;q=0.9" };

async function page(handler: typeof linkPage.GET, url: string, id: string, headers = PT) {
  const res = await handler(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ id }) });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The CSP's style hash must be the page's one stylesheet's: else the browser draws it unstyled, in serif. */
function expectStyled(p: { headers: Headers; html: string }) {
  const css = /<style>([\s\S]*?)<\/style>/.exec(p.html)?.[1] ?? "";
  expect(css).toContain("system-ui");
  const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
  expect(p.headers.get("content-security-policy")).toContain(`style-src ${hash}`);
}

async function newLink(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await call(links.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: {
      title: "Curso de cerâmica",
      product_type: "digital",
      allowed_payment_methods: ["credit_card", "apple_pay"],
      amount: 15000,
      primary_color: "#7C3AED",
      summary_panel_color: "#111827",
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

describe("the price on the brand panel", () => {
  it("picks a text colour of at least 4.5:1 on any panel, keeping the merchant's colour when it reads", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0").toUpperCase()}`);
    fc.assert(
      fc.property(hex, hex, (primary, panel) => {
        const chosen = readableText(primary, panel);
        expect(contrastRatio(chosen, panel)).toBeGreaterThanOrEqual(AA_NORMAL);
        if (contrastRatio(primary, panel) >= AA_NORMAL) expect(chosen).toBe(primary);
      }),
      { numRuns: 2000 },
    );
  });

  it("draws the price of a dark-blue link on a near-black panel in a readable colour (was 2:1)", () => {
    const [primary, panel] = ["#1E40AF", "#111827"];
    expect(contrastRatio(primary, panel)).toBeLessThan(3);
    const css = paymentLinkCss(primary, panel);
    const price = /--price:(#[0-9A-Fa-f]{6})/.exec(css)?.[1] ?? "";
    expect(contrastRatio(price, panel)).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(css).toMatch(/\.price\{[^}]*color:var\(--price\)/);
    const onPanel = /--on-panel:(#[0-9A-Fa-f]{6})/.exec(css)?.[1] ?? "";
    expect(contrastRatio(onPanel, panel)).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});

describe("CPF/CNPJ and phone in the browser (public/br-documents.js)", () => {
  const sandbox: { BrDocuments?: Record<string, (v: string) => unknown> } = {};
  vm.runInNewContext(fs.readFileSync(path.join(process.cwd(), "public", "br-documents.js"), "utf8"), {
    globalThis: sandbox,
  });
  const br = sandbox.BrDocuments as {
    taxIdKind: (v: string) => string | null;
    formatTaxId: (v: string) => string;
    formatPhone: (v: string) => string;
    phoneValid: (v: string) => boolean;
  };

  it("accepts exactly what the server accepts, formatted or not", () => {
    const digits = fc.oneof(
      fc.stringMatching(/^\d{11}$/),
      fc.stringMatching(/^\d{14}$/),
      fc.stringMatching(/^\d{9,15}$/),
    );
    fc.assert(
      fc.property(digits, (d) => {
        expect(br.taxIdKind(d)).toBe(taxIdKind(d) ?? null);
        // Formatting as typed keeps the document: the formatted value is accepted exactly when the digits are.
        if (d.length === 11 || d.length === 14) expect(br.taxIdKind(br.formatTaxId(d))).toBe(taxIdKind(d) ?? null);
      }),
      { numRuns: 3000 },
    );
    // The library's own numbers: CPFs it generates, and numeric CNPJs it validates (the charges take
    // digits only; the library also generates the alphanumeric CNPJs of 2026, which charges refuse).
    const numericCnpj = () => {
      const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join("");
      for (let dv = 0; dv < 100; dv++) {
        const candidate = base + String(dv).padStart(2, "0");
        if (cnpj.isValid(candidate)) return candidate;
      }
      throw new Error(`no check digits for ${base}`);
    };
    for (let i = 0; i < 300; i++) {
      const [a, b] = [cpf.generate(), numericCnpj()];
      expect(br.taxIdKind(a)).toBe("cpf");
      expect(br.taxIdKind(b)).toBe("cnpj");
      expect(br.taxIdKind(cpf.format(a))).toBe("cpf");
      expect(br.taxIdKind(cnpj.format(b))).toBe("cnpj");
      expect(br.formatTaxId(a)).toBe(cpf.format(a));
      expect(br.formatTaxId(b)).toBe(cnpj.format(b));
      // One digit changed: the library and the page agree again.
      const wrong = b.slice(0, 13) + String((Number(b[13]) + 1) % 10);
      expect(br.taxIdKind(wrong) === "cnpj").toBe(cnpj.isValid(wrong));
    }
    expect(br.taxIdKind("111.111.111-11")).toBeNull();
    expect(br.taxIdKind("123.456.789-00")).toBeNull();
  });

  it("formats a phone as typed, and what it calls valid the server takes", () => {
    expect(br.formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(br.formatPhone("1133334444")).toBe("(11) 3333-4444");
    expect(br.formatPhone("119")).toBe("(11) 9");
    expect(br.phoneValid("(11) 98765-4321")).toBe(true);
    expect(br.phoneValid("(11) 9876")).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ()-]{0,22}$/), (typed) => {
        const shown = br.formatPhone(typed);
        if (br.phoneValid(shown)) {
          const parsed = customerInput.safeParse({ name: "Ana", email: "ana@example.com", phone: shown });
          expect(parsed.success, shown).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("pages without a link share the checkout's frame", () => {
  it("an unknown link and an unknown checkout: 404, styled, the state panel, in the buyer's language", async () => {
    const unknown = "0190aaaa-0000-7000-8000-000000000000";
    for (const [handler, url] of [
      [linkPage.GET, `/pay/${unknown}`],
      [linkPage.GET, "/pay/not-a-link"],
      [securePage.GET, `/checkout/${unknown}`],
      [securePage.GET, "/checkout/nope"],
    ] as const) {
      const p = await page(handler, url, url.split("/")[2]);
      expect(p.status, url).toBe(404);
      expectStyled(p);
      expect(p.html).toContain('class="page"');
      expect(p.html).toContain('data-state="not_found"');
      expect(p.html).toContain("Link de pagamento não encontrado");
      expect(p.html).toContain('<html lang="pt-BR">');
    }
    expect((await page(securePage.GET, `/checkout/${unknown}`, unknown, EN)).html).toContain("Payment link not found");
  });

  it("an expired and a used-up link use the same frame, branded", async () => {
    const m = await createTestMerchant("Ateliê Barro");
    const expired = await newLink(m, { expires_at: new Date(Date.now() + 1000).toISOString() });
    await new Promise((r) => setTimeout(r, 1100));
    const p = await page(linkPage.GET, `/pay/${expired.id}`, expired.id);
    expectStyled(p);
    expect(p.html).toContain('class="page"');
    expect(p.html).toContain('data-state="expired"');
    expect(p.html).toContain("Ateliê Barro");
  });
});

describe("Apple Pay from a link", () => {
  it("keeps the link's branding and, after a decline, says why in Portuguese and offers to try again or pay by card", async () => {
    const m = await createTestMerchant("Ateliê Barro");
    const link = await newLink(m);
    const started = await call(payCharge.POST, "POST", `/pay/${link.id}/charge`, {
      body: { payment_method: "apple_pay", customer: { name: "Ana Souza", email: "ana@example.com" } },
      params: { id: link.id },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const chargeId = String(started.body.data.next_url).split("/").pop() as string;

    const pending = await page(securePage.GET, `/checkout/${chargeId}`, chargeId);
    expect(pending.status).toBe(200);
    expectStyled(pending);
    expect(pending.html).toContain("Curso de cerâmica");
    expect(pending.html).toContain("Ateliê Barro");
    expect(pending.html).toContain("--primary:#7C3AED");
    expect(pending.html).toContain('id="apple-pay"');
    expect(pending.headers.get("content-security-policy")).toMatch(/script-src 'nonce-/);

    const declined = await call(securePay.POST, "POST", `/checkout/${chargeId}/pay`, {
      body: { payment_token: sandboxPaymentToken("declined") },
      headers: { "sec-fetch-site": "same-origin" },
      params: { id: chargeId },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data.status).toBe("failed");

    const after = await page(securePage.GET, `/checkout/${chargeId}`, chargeId);
    expectStyled(after);
    expect(after.html).toContain("Curso de cerâmica");
    // In words, with what to do next; the code only for support, in data-failure-code.
    expect(after.html).toContain("Cartão recusado. Use outro cartão ou fale com o seu banco.");
    expect(after.html).not.toContain("(card_declined)");
    expect(after.html).toContain('data-failure-code="card_declined"');
    expect(after.html).not.toContain("The card was declined");
    expect(after.html).toContain(`href="/pay/${link.id}?method=apple_pay"`);
    expect(after.html).toContain(`href="/pay/${link.id}?method=credit_card"`);
    expect(after.html).toContain("Tentar novamente");
    expect(after.html).toContain("Pagar com cartão");
  });
});

describe("the hosted checkout's own credential", () => {
  it("is not among the merchant's API keys, and revoking or deactivating those does not touch it", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const { publicKey } = await checkoutPageData(link.id);
    expect(publicKey).toMatch(/^pkc_/);

    const listed = await call(keys.GET, "GET", "/v1/api-keys?limit=100", { auth: m.auth });
    expect(listed.status).toBe(200);
    const names = (listed.body.data as Array<{ public_key: string; name: string }>).map((k) => k.public_key);
    expect(names).toEqual([m.publicKey]);
    expect(await (await getDb()).select().from(apiKeys).where(eq(apiKeys.publicKey, publicKey))).toHaveLength(0);

    // The merchant deactivates its only key: the page keeps the same credential, and it still tokenizes.
    const off = await call(oneKey.PATCH, "PATCH", `/v1/api-keys/${m.keyId}`, {
      auth: m.auth,
      body: { status: "inactive" },
      params: { id: m.keyId },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await checkoutPageData(link.id)).publicKey).toBe(publicKey);
    expect((await checkoutCard(link.id)).token).toMatch(/^ctok_/);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(checkoutPublicKeys)
      .where(eq(checkoutPublicKeys.merchantId, m.id));
    expect(row.publicKey).toBe(publicKey);
  });

  it("cannot act as an API key", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const { publicKey } = await checkoutPageData(link.id);
    const res = await call(keys.GET, "GET", "/v1/api-keys", {
      auth: `Basic ${Buffer.from(`${publicKey}:anything`).toString("base64")}`,
    });
    expect(res.status).toBe(401);
  });
});
