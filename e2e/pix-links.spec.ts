import { expect, test, type Browser } from "./support/test";
import { demoApiHeaders } from "./support/demo";
import { runCli } from "./support/cli";
import { screenshotsInto } from "./support/screenshots";

/**
 * A buyer pays a payment link by Pix on a phone, in Portuguese (docs/api/pix.md, "Payment links"): Pix comes
 * first, the page shows the QR code, the copy-and-paste code, the amount and the countdown; the sandbox PSP pays
 * the code as the buyer's bank would, and the page turns into the receipt by itself, without a reload. And a
 * code that expired unpaid says so and makes a new one.
 */
const shoot = screenshotsInto(process.env.E2E_SHOTS_DIR ?? "/tmp/shots-pix-links");
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function pixLink(request: Parameters<Parameters<typeof test>[2]>[0]["request"], title: string) {
  const created = await request.post("/v1/payment-links", {
    headers: demoApiHeaders(),
    data: {
      title,
      description: "Aula de 3 horas com materiais inclusos.",
      amount: 4590,
      product_type: "digital",
      allowed_payment_methods: ["credit_card", "pix"],
      max_uses: 5,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function buyerOnPhone(browser: Browser) {
  const context = await browser.newContext({
    ...phone,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  return { context, page: await context.newPage() };
}

test("a buyer pays a link by Pix on a phone and sees the receipt without a reload", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = await pixLink(request, "Oficina de cerâmica");
  const { context, page } = await buyerOnPhone(browser);
  await page.goto(`/pay/${id}`);

  // On a phone Pix is chosen and listed first.
  const pix = page.getByRole("radio", { name: "Pix" });
  await expect(pix).toBeChecked();
  const order = await page.locator(".method").evaluateAll((els) =>
    els
      .map((el) => ({
        text: el.textContent?.trim(),
        top: el.getBoundingClientRect().top,
        left: el.getBoundingClientRect().left,
      }))
      .sort((a, b) => a.top - b.top || a.left - b.left)
      .map((e) => e.text),
  );
  expect(order[0]).toBe("Pix");
  await expect(page.locator("#card-number")).toBeHidden();
  await expect(page.locator("#secure-note")).toHaveText(/^Pagamento seguro: o Pix é confirmado pelo seu banco/);
  // The card is one tap away, with its own fields and note.
  await page.locator(".method-credit-card").click();
  await expect(page.locator("#card-number")).toBeVisible();
  await expect(page.locator("#secure-note")).toHaveText(/dados do cartão/);
  await page.locator(".method-pix").click();
  await expect(page.locator("#card-number")).toBeHidden();

  await page.getByLabel("Nome completo").fill("Joana Lima");
  await page.getByLabel("E-mail").fill("joana@example.com");
  await shoot(page, "pix-link-form");
  await page.setViewportSize(phone.viewport);
  // Marks this document: after the payment the same document must still be here (no reload, no navigation).
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`/pay/${id}/charge`) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Gerar código Pix" }).click();
  const made = (await (await answered).json()) as {
    data: { charge_id: string; pix: { txid: string; qr_code: string } };
  };

  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code do Pix" })).toBeVisible();
  const qrWidth = await page
    .getByRole("img", { name: "QR code do Pix" })
    .evaluate((img) => (img as HTMLImageElement).naturalWidth);
  expect(qrWidth).toBeGreaterThan(0);
  await expect(page.getByLabel("Pix copia e cola")).toHaveValue(made.data.pix.qr_code);
  await expect(page.locator("#pix-amount")).toHaveText("R$ 45,90");
  await expect(page.locator("#pix-countdown")).toHaveText(/^O código expira em 1[45]:\d\d$/);

  await page.getByRole("button", { name: "Copiar código Pix" }).click();
  await expect(page.getByRole("button", { name: "Copiado!" })).toBeVisible();
  await expect(page.getByText("Copiado. Cole o código no app do seu banco.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(made.data.pix.qr_code);
  await shoot(page, "pix-link-code");
  await page.setViewportSize(phone.viewport);

  // The buyer's bank pays (the sandbox PSP, which calls the service's webhook).
  await runCli("pix-webhook", {});
  await runCli("pix-pay", { txid: made.data.pix.txid });
  await expect(page.getByRole("heading", { name: "Pagamento aprovado" })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(page.url()).toMatch(new RegExp(`/pay/${id}$`));
  const receipt = page.locator("#pix-paid .receipt");
  await expect(receipt).toContainText("R$ 45,90");
  await expect(receipt).toContainText("Pix");
  await expect(receipt).toContainText(made.data.charge_id.slice(-8).toUpperCase());
  await expect(page.locator("#pix-panel")).toBeHidden();
  await shoot(page, "pix-link-paid");

  const charge = await request.get(`/v1/charges/${made.data.charge_id}`, { headers: demoApiHeaders() });
  expect(((await charge.json()) as { data: { status: string } }).data.status).toBe("captured");
  await context.close();
});

test("an expired Pix code says so, and the buyer gets a new one", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = await pixLink(request, "Oficina de aquarela");
  const { context, page } = await buyerOnPhone(browser);
  await page.goto(`/pay/${id}`);
  await page.getByLabel("Nome completo").fill("Joana Lima");
  await page.getByLabel("E-mail").fill("joana@example.com");
  const first = page.waitForResponse((r) => r.url().endsWith(`/pay/${id}/charge`));
  await page.getByRole("button", { name: "Gerar código Pix" }).click();
  const code = (await (await first).json()) as {
    data: { charge_id: string; pix: { qr_code: string; expires_at: string } };
  };
  await expect(page.getByRole("img", { name: "QR code do Pix" })).toBeVisible();

  // The expiry job, run as of a minute after the code's expiry: the charge is canceled as expired.
  const after = new Date(Date.parse(code.data.pix.expires_at) + 60_000).toISOString();
  await runCli("pix-expire", { "as-of": after });
  await expect(page.getByRole("heading", { name: "O código Pix expirou" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Nenhum valor foi cobrado. Gere um novo código para pagar.")).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code do Pix" })).toBeHidden();
  await shoot(page, "pix-link-expired");
  await page.setViewportSize(phone.viewport);

  const second = page.waitForResponse((r) => r.url().endsWith(`/pay/${id}/charge`));
  await page.getByRole("button", { name: "Gerar novo código" }).click();
  const renewed = (await (await second).json()) as { data: { charge_id: string; pix: { qr_code: string } } };
  expect(renewed.data.charge_id).not.toBe(code.data.charge_id);
  await expect(page.getByRole("img", { name: "QR code do Pix" })).toBeVisible();
  await expect(page.getByLabel("Pix copia e cola")).toHaveValue(renewed.data.pix.qr_code);
  await expect(page.locator("#pix-countdown")).toHaveText(/^O código expira em 1[45]:\d\d$/);
  await context.close();
});
