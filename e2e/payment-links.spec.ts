import { expect, test, type Page } from "./support/test";
import sharp from "sharp";
import { demoApiHeaders, signIn } from "./support/demo";

/**
 * The payment-link journey: the merchant designs a link (colours, logo, cover), a buyer pays it on a
 * phone in 3 installments after a declined card, the charge shows in the dashboard with the link,
 * and an expired link takes no payment.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function images() {
  const logo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="56" fill="#7C2D12"/><circle cx="128" cy="118" r="62" fill="#FDBA74"/><text x="128" y="140" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#7C2D12">CB</text></svg>',
    ),
  )
    .png()
    .toBuffer();
  const cover = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FED7AA"/><stop offset="1" stop-color="#9A3412"/></linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/><circle cx="320" cy="300" r="150" fill="#FFF7ED" opacity=".5"/><circle cx="1200" cy="220" r="90" fill="#FFF7ED" opacity=".35"/></svg>',
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();
  return { logo, cover };
}

async function fillCard(page: Page, number: string) {
  await page.locator("#card-number").fill(number);
  await page.locator("#card-holder").fill("MARIA SILVA");
  await page.locator("#card-expiry").fill("1230");
  await page.locator("#card-cvv").fill("123");
}

test("design a link, pay it on a phone in 3 installments, find the charge", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, "merchant");
  await page.goto("/payment-links");
  await page.getByTestId("new-link").click();
  await expect(page).toHaveURL(/\/payment-links\/new$/);

  await page.locator("#link-title").fill("Café especial · Bourbon Amarelo 500 g");
  await page
    .locator("#link-description")
    .fill("Torra média, notas de caramelo e laranja.\nColhido na Serra da Mantiqueira.");
  await page.locator("#link-amount").fill("90,00");
  await page.locator("#link-installments").selectOption("3");

  // A light primary colour fails AA as text on white: the designer says so.
  await page.locator("#link-primary").fill("#FACC15");
  await expect(page.getByTestId("contrast-warning")).toBeVisible();
  await page.locator("#link-primary").fill("#9A3412");
  await page.locator("#link-panel").fill("#FFF7ED");
  await expect(page.getByTestId("contrast-ok")).toBeVisible();

  const { logo, cover } = await images();
  await page.getByTestId("logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await page.getByTestId("cover-input").setInputFiles({ name: "capa.jpg", mimeType: "image/jpeg", buffer: cover });
  await expect(page.getByTestId("logo-dropzone")).toContainText(/enviada ao salvar/i);

  await page.getByTestId("save-link").click();
  await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const linkId = page.url().split("/").pop()!;
  await expect(page.getByTestId("logo-dropzone").locator("img")).toHaveAttribute(
    "src",
    new RegExp(`/media/pl/${linkId}/logo-`),
  );
  await expect(page.getByTestId("cover-dropzone").locator("img")).toHaveAttribute(
    "src",
    new RegExp(`/media/pl/${linkId}/cover-`),
  );
  await expect(page.getByTestId("link-qr")).toBeVisible();
  const url = await page.getByTestId("link-url").inputValue();
  expect(url).toMatch(new RegExp(`/pay/${linkId}$`));
  await expect(page.getByTestId("checkout-preview")).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: testInfo.outputPath("designer.png"), fullPage: true });

  // The buyer, on a phone, with no session.
  const buyer = await browser.newContext({ ...phone, locale: "pt-BR" });
  const pay = await buyer.newPage();
  const response = await pay.goto(`/pay/${linkId}`);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(pay.getByRole("heading", { level: 1 })).toHaveText("Café especial · Bourbon Amarelo 500 g");
  await expect(pay.locator("img.logo")).toBeVisible();
  await expect(pay.locator("img.cover")).toBeVisible();
  await expect(pay.locator("[data-price]")).toHaveText("R$ 90,00");
  await pay.screenshot({ path: testInfo.outputPath("checkout-phone.png"), fullPage: true });

  // A declined card: its reason in plain words, and the form stays to try again.
  await fillCard(pay, "4000 0000 0000 0002");
  await pay.locator("#installments").selectOption("3");
  await expect(pay.locator("#installments option:checked")).toHaveText("3x de R$ 30,00 sem juros");
  await pay.locator("#customer-name").fill("Maria Silva");
  await pay.locator("#customer-email").fill("maria.silva@example.com");
  await pay.locator("#pay-button").click();
  await expect(pay.locator("#form-error")).toContainText("Pagamento não aprovado");
  // In words and what to do next, never the internal code.
  await expect(pay.locator("#form-error")).toContainText("Cartão recusado. Use outro cartão ou fale com o seu banco.");
  await expect(pay.locator("#form-error")).not.toContainText("card_declined");
  await pay.screenshot({ path: testInfo.outputPath("checkout-declined.png"), fullPage: true });

  // Retry with an approved card.
  await fillCard(pay, "4111 1111 1111 1111");
  await pay.locator("#pay-button").click();
  await expect(pay).toHaveURL(new RegExp(`/pay/${linkId}/success\\?charge_id=`), { timeout: 30_000 });
  await expect(pay.getByRole("heading", { name: "Pagamento aprovado" })).toBeVisible();
  await expect(pay.locator(".receipt")).toContainText("3x de R$ 30,00 sem juros");
  await expect(pay.locator(".receipt")).toContainText("1111");
  await pay.screenshot({ path: testInfo.outputPath("checkout-success.png"), fullPage: true });
  const chargeId = new URL(pay.url()).searchParams.get("charge_id")!;
  await buyer.close();

  // The merchant finds the charge under the link.
  await page.goto(`/charges?payment_link_id=${linkId}`);
  const row = page.locator(`[data-charge-id="${chargeId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText("R$ 90,00");
  await expect(page.getByTestId("charges-table").locator("tbody tr")).toHaveCount(2);
  // The charge's own page names the link it was paid through.
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/charges/${chargeId}$`));
  await expect(page.getByRole("link", { name: linkId })).toBeVisible();
  await expect(page.getByText("3x", { exact: true })).toBeVisible();
  await page.goto("/payment-links");
  const listed = page.locator(`[data-link-id="${linkId}"]`);
  await expect(listed.locator("td").nth(1)).toHaveText("Ativo");
  await expect(listed.locator("td").nth(2)).toHaveText("1");
  await expect(listed.locator("td").nth(3)).toHaveText("R$ 90,00");
  await page.screenshot({ path: testInfo.outputPath("links-list.png"), fullPage: true });
});

test("an expired link shows a clear page and takes no payment", async ({ request, browser }) => {
  // expires_at must be in the future when the link is made; then the test waits it out.
  const expiresAt = Date.now() + 5000;
  const created = await request.post("/v1/payment-links", {
    headers: demoApiHeaders(),
    data: {
      title: "Ingresso · Oficina de cerâmica",
      amount: 15000,
      product_type: "digital",
      allowed_payment_methods: ["credit_card"],
      expires_at: new Date(expiresAt).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 500));

  const buyer = await browser.newContext({ ...phone, locale: "pt-BR" });
  const page = await buyer.newPage();
  await page.goto(`/pay/${id}`);
  await expect(page.getByRole("heading", { name: "Este link de pagamento expirou" })).toBeVisible();
  await expect(page.getByText("Nenhuma cobrança foi feita.")).toBeVisible();
  await expect(page.locator("#checkout")).toHaveCount(0);
  await expect(page.locator("#card-number")).toHaveCount(0);

  const attempt = await request.post(`/pay/${id}/charge`, {
    data: {
      payment_method: "credit_card",
      token: "tok_anything",
      customer: { name: "Maria", email: "maria@example.com" },
    },
  });
  expect(attempt.status()).toBe(422);
  expect(((await attempt.json()) as { error: { code: string } }).error.code).toBe("link_expired");
  const charges = await request.get(`/v1/charges?payment_link_id=${id}`, { headers: demoApiHeaders() });
  expect(((await charges.json()) as { data: unknown[] }).data).toHaveLength(0);
  await buyer.close();
});
