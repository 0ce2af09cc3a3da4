import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { chargeCard, demoApiHeaders, signIn } from "./support/demo";

/**
 * A Portuguese merchant and buyer never read the API's English: a declined charge's page, the webhook
 * dialog's refusal, the wallet statement and the declined Apple Pay page of a link say every code in
 * pt-BR (messages/pt-BR/codes.json) with the code beside it. Each screen is searched for the English
 * messages of the catalogue and the English texts the API stores (failure messages, ledger descriptions).
 * The hosted checkout also formats CPF and phone as typed, keeps the link's branding through Apple Pay,
 * and serves /favicon.ico. Screenshots of each screen at both widths go to /tmp/shots-i18n.
 */

const SHOTS = "/tmp/shots-i18n";
const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

type Catalogue = { [key: string]: string | Catalogue };

/** Every English message of the catalogue of codes, placeholders cut out, long enough not to be a Portuguese word. */
function englishMessages(): string[] {
  const en = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages/en/codes.json"), "utf8")) as Catalogue;
  const out: string[] = [];
  const walk = (node: string | Catalogue) => {
    if (typeof node === "string") {
      let text = node;
      // Placeholders and plural forms out, innermost first: what is left is plain English.
      while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, "|");
      for (const part of text.split("|")) if (part.trim().length >= 12) out.push(part.trim());
    } else Object.values(node).forEach(walk);
  };
  walk(en);
  return out;
}

/** English the API stores or answers, which the screens used to show as they were. */
const API_ENGLISH = [
  "The card was declined",
  "Please use another card",
  "Must use https",
  "Settlement of receivable",
  "Acquirer payout",
  "Withdrawal by",
  "Refund of charge",
  "installment",
  "Hosted checkout (payment links)",
  "Failed:",
];

async function expectNoEnglish(page: Page, where: string) {
  const text = await page.locator("body").innerText();
  const found = [...englishMessages(), ...API_ENGLISH].filter((m) => text.includes(m));
  expect(found, `English on ${where}`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const vp of VIEWPORTS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${vp.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function declinedCharge(request: APIRequestContext): Promise<string> {
  const charge = await chargeCard(request, {
    amount: 8990,
    card: { number: "4000000000000002" },
    customer: { name: "Maria Silva", email: "maria@exemplo.com.br" },
  });
  expect(charge).toMatchObject({ status: "failed", failure_code: "card_declined" });
  return charge.id;
}

test.use({ locale: "pt-BR", extraHTTPHeaders: { "accept-language": "pt-BR,pt;q=0.9" } });

test("the dashboard in pt-BR: a declined charge, the webhook dialog, the statement", async ({ page, request }) => {
  test.setTimeout(240_000);
  const chargeId = await declinedCharge(request);
  await signIn(page, "merchant");

  await page.goto(`/charges/${chargeId}`);
  await expect(page.getByTestId("charge-failure")).toHaveText("Cartão recusado (card_declined)");
  await expect(page.getByTestId("charge-timeline")).toContainText("Falhou: Cartão recusado (card_declined)");
  await expectNoEnglish(page, "the charge page");
  await shoot(page, "charge-declined");

  await page.goto("/webhooks");
  await page.getByRole("button", { name: "Adicionar endpoint" }).first().click();
  const url = page.locator("#endpoint-url");
  await url.fill("ftp://exemplo.com.br/webhooks");
  await page.getByRole("dialog").getByRole("button", { name: "Criar" }).click();
  await expect(page.getByRole("dialog")).toContainText("O endereço deve usar https (url_https_required)");
  await expectNoEnglish(page, "the webhook dialog");
  await shoot(page, "webhook-dialog-error");
  await page.keyboard.press("Escape");

  // The statement over the demo's whole history: settlements, fees, refunds, withdrawals.
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  await page.goto("/wallets");
  await expect(page.getByTestId("statement")).toBeVisible();
  await page.locator("#statement-start").fill(from);
  await page.locator("#statement-end").fill(today);
  await page.getByRole("button", { name: "Mostrar", exact: true }).click();
  await expect(page.getByTestId("statement-entries")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("statement-by-type")).toContainText("Liquidação");
  await expectNoEnglish(page, "the statement");
  await shoot(page, "statement");
});

test("the hosted checkout in pt-BR: CPF and phone as typed, Apple Pay declined keeps the brand", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const created = await request.post("/v1/payment-links", {
    headers: demoApiHeaders(),
    data: {
      title: "Oficina de cerâmica",
      product_type: "digital",
      allowed_payment_methods: ["credit_card", "apple_pay"],
      amount: 18000,
      primary_color: "#1E40AF",
      summary_panel_color: "#111827",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = ((await created.json()) as { data: { id: string } }).data;
  // The checkout offers Apple Pay only where the browser has it (Safari): Chromium is made to look like one.
  await page.addInitScript(() => {
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = function ApplePaySession() {};
  });

  // The favicon of the public pages, and an unknown link in the checkout's own frame.
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/icon/);
  await page.goto("/pay/0190aaaa-0000-7000-8000-000000000000");
  await expect(page.locator('[data-state="not_found"]')).toBeVisible();
  expect(await page.locator("body").evaluate((b) => getComputedStyle(b).fontFamily)).toContain("system-ui");
  await shoot(page, "link-not-found");

  await page.goto(`/pay/${link.id}`);
  // The price on the near-black panel is drawn in a colour that reads (the merchant's blue would be 2:1).
  const price = await page.locator("[data-price]").evaluate((el) => getComputedStyle(el).color);
  expect(price).not.toBe("rgb(30, 64, 175)");
  await page.locator("#customer-tax-id").pressSequentially("12345678909");
  await expect(page.locator("#customer-tax-id")).toHaveValue("123.456.789-09");
  await page.locator("#customer-phone").pressSequentially("11987654321");
  await expect(page.locator("#customer-phone")).toHaveValue("(11) 98765-4321");
  // A CPF with a wrong check digit is refused in the browser, before anything is sent.
  await page.locator("#customer-tax-id").fill("");
  await page.locator("#customer-tax-id").pressSequentially("12345678900");
  await page.locator("#customer-name").fill("Ana Souza");
  await page.locator("#customer-email").fill("ana@exemplo.com.br");
  await page.locator(".method", { hasText: "Apple Pay" }).click();
  await page.locator("#pay-button").click();
  await expect(page.locator("#customer-tax-id-error")).toHaveText("CPF ou CNPJ inválido.");
  await shoot(page, "link-checkout-taxid-error");
  await page.locator("#customer-tax-id").fill("");
  await page.locator("#customer-tax-id").pressSequentially("12345678909");

  await page.locator("#pay-button").click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.locator("h1")).toHaveText("Oficina de cerâmica");
  await expect(page.locator("#apple-pay")).toBeVisible();
  await shoot(page, "apple-pay-branded");
  await page.locator("#apple-pay").click();
  await page.locator(".opt", { hasText: "recusado" }).click();
  await page.locator("#sheet-confirm").click();
  await expect(page.locator("[data-failure-code]")).toContainText("Cartão recusado. Use outro cartão");
  await expect(page.locator("[data-failure-code]")).not.toContainText("card_declined");
  await expect(page.locator("h1")).toHaveText("Oficina de cerâmica");
  await expect(page.locator("#try-again")).toHaveText("Tentar novamente");
  await expect(page.locator("#pay-by-card")).toHaveText("Pagar com cartão");
  await expectNoEnglish(page, "the declined Apple Pay page");
  await shoot(page, "apple-pay-declined");

  await page.locator("#pay-by-card").click();
  await expect(page).toHaveURL(new RegExp(`/pay/${link.id}\\?method=credit_card$`));
  await expect(page.locator('input[name="payment_method"][value="credit_card"]')).toBeChecked();
  await expect(page.locator("#card-fields")).toBeVisible();
});

test("/docs and the SDK demo follow the language cookie", async ({ page, request }) => {
  const docs = async (headers: Record<string, string>) => (await request.get("/docs", { headers })).text();
  expect(await docs({})).toContain("<title>Referência da API de Pagamentos</title>");
  expect(await docs({ cookie: "locale=en" })).toContain("<title>Payments API reference</title>");
  await page.goto("/docs");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  const demo = await page.goto("/sdk/demo.html");
  if (demo?.status() === 404) return; // not served in production builds (server/payments/sdk-demo)
  await expect(page.locator("h1")).toHaveText("Demonstração do SDK para navegador");
  await shoot(page, "sdk-demo");
});
