import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { demoApiHeaders, demoCredentials } from "./support/demo";

/**
 * 3-D Secure on the hosted checkout (/pay/{id}): a buyer on a phone pays a link with a card whose bank asks
 * for a challenge, completes it in the page's modal and sees the receipt (the charge carries the
 * authentication); another buyer cancels the challenge (button, then Escape) and nothing is charged, the
 * link's use count unchanged.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1440, height: 900 } };
const SHOTS = "/tmp/shots-hosted-3ds";
const CHALLENGE_CARD = "4000 0000 0000 3220";

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function newLink(request: APIRequestContext, title: string) {
  const res = await request.post("/v1/payment-links", {
    headers: demoApiHeaders(),
    data: {
      title,
      product_type: "digital",
      allowed_payment_methods: ["credit_card", "apple_pay"],
      amount: 15900,
      max_uses: 3,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function linkUses(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/v1/payment-links/${id}`, { headers: demoApiHeaders() });
  return ((await res.json()) as { data: { uses: number } }).data.uses;
}

async function linkCharges(request: APIRequestContext, id: string) {
  const res = await request.get(`/v1/charges?payment_link_id=${id}`, { headers: demoApiHeaders() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Array<{ id: string; status: string }> }).data;
}

async function fillAndPay(page: Page, number: string) {
  await page.locator("#card-number").fill(number);
  await page.locator("#card-holder").fill("MARIA SILVA");
  await page.locator("#card-expiry").fill("1230");
  await page.locator("#card-cvv").fill("123");
  await page.locator("#customer-name").fill("Maria Silva");
  await page.locator("#customer-email").fill("maria.silva@example.com");
  await page.locator("#pay-button").click();
}

test("on a phone, a card whose bank asks for 3-D Secure pays after the challenge", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const linkId = await newLink(request, "Curso de fermentação natural");
  const buyer = await browser.newContext({ ...phone, locale: "pt-BR" });
  const page = await buyer.newPage();
  const response = await page.goto(`/pay/${linkId}`);
  expect(response?.headers()["content-security-policy"]).toContain("frame-src 'self'");
  // Chromium has no ApplePaySession: the Apple Pay choice is not offered (hidden, not broken).
  await expect(page.locator(".method", { hasText: "Apple Pay" })).toBeHidden();

  await fillAndPay(page, CHALLENGE_CARD);
  const dialog = page.getByRole("dialog", { name: "Confirme a compra com o seu banco" });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator("#three-ds-frame");
  const code = (await frame.getByTestId("sandbox-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  // The modal takes the phone's whole screen, its cancel button reachable.
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await expect(dialog.getByRole("button", { name: "Cancelar" }).first()).toBeVisible();
  // Focus is in the modal (the page behind is inert while it is open).
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("#three-ds"))).toBe(true);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/challenge-390.png` });

  await frame.locator("#code").fill(code);
  await frame.locator('button[value="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/pay/${linkId}/success\\?charge_id=`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Pagamento aprovado" })).toBeVisible();
  await expect(page.locator(".receipt")).toContainText("3220");
  await page.screenshot({ path: `${SHOTS}/receipt-390.png`, fullPage: true });

  // The charge carries the authentication (read with the merchant's key).
  const chargeId = new URL(page.url()).searchParams.get("charge_id");
  const charge = await request.get(`/v1/charges/${chargeId}`, { headers: demoApiHeaders() });
  expect(charge.status()).toBe(200);
  const data = ((await charge.json()) as { data: Record<string, unknown> }).data;
  expect(data).toMatchObject({
    status: "captured",
    payment_link_id: linkId,
    three_ds: { trans_status: "Y", liability_shift: true },
  });
  expect(await linkUses(request, linkId)).toBe(1);
  await buyer.close();
});

test("a canceled challenge charges nothing and leaves the link's uses as they were", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const linkId = await newLink(request, "Oficina de pão de fermentação");
  const buyer = await browser.newContext({ ...desktop, locale: "pt-BR" });
  const page = await buyer.newPage();
  await page.goto(`/pay/${linkId}`);

  // Cancel with the modal's button.
  await fillAndPay(page, CHALLENGE_CARD);
  const dialog = page.getByRole("dialog", { name: "Confirme a compra com o seu banco" });
  await expect(dialog).toBeVisible();
  await expect(page.frameLocator("#three-ds-frame").getByTestId("sandbox-code")).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/challenge-1440.png` });
  await page.locator("#three-ds-cancel").click();
  await expect(dialog).toBeHidden();
  const error = page.locator("#form-error");
  await expect(error).toContainText("Compra não confirmada");
  await expect(error).toContainText("nada foi cobrado");
  await expect(error).not.toContainText("(");
  await expect(page.locator("#pay-button")).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/canceled-1440.png`, fullPage: true });

  // Cancel with Escape (focus on the modal's cancel button, as a keyboard user has it).
  await page.locator("#pay-button").click();
  await expect(dialog).toBeVisible();
  await page.locator("#three-ds-cancel").focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(error).toContainText("Compra não confirmada");

  expect(await linkCharges(request, linkId)).toEqual([]);
  expect(await linkUses(request, linkId)).toBe(0);

  // A card the bank refuses to authenticate: nothing charged either, in words.
  await page.locator("#card-number").fill("4000 0000 0000 3063");
  await page.locator("#card-cvv").fill("123");
  await page.locator("#pay-button").click();
  await expect(error).toContainText("O banco não confirmou a compra");
  await expect(error).not.toContainText("authentication");
  expect(await linkCharges(request, linkId)).toEqual([]);
  expect(await linkUses(request, linkId)).toBe(0);
  await buyer.close();
});

test("the SDK demo shows its challenge frame (its CSP allows frame-src 'self')", async ({ page }) => {
  test.setTimeout(60_000);
  const response = await page.goto(`/sdk/demo.html?pk=${demoCredentials().apiKey.publicKey}`);
  expect(response?.headers()["content-security-policy"]).toContain("frame-src 'self'");
  await page.locator("#number").fill(CHALLENGE_CARD);
  await page.locator("#authenticate").click();
  const frame = page.frameLocator('[role="dialog"] iframe');
  const code = (await frame.getByTestId("sandbox-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await frame.locator("#code").fill(code);
  await frame.locator('button[value="submit"]').click();
  await expect(page.getByTestId("result")).toContainText('"status": "Y"');
});
