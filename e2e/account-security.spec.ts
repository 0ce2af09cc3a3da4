import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import { generate } from "otplib";
import { createMerchantUser } from "./support/cli";
import { baseUrl, demoCredentials, secondFactor } from "./support/demo";

/**
 * Two-factor authentication (docs/api/authentication.md): a merchant user turns it on and signs in
 * with it; an admin without it is held at enrolment. Screenshots go to /tmp/shots-security/.
 */
const SHOTS = "/tmp/shots-security";
const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 390, height: 844 },
];

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${s.name}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("a merchant user turns on two-factor, signs in with a recovery code, and turns it off", async ({ page }) => {
  // A user of its own: a run cut short with two-factor on must not lock the demo merchant out of the other journeys.
  const creds = await createMerchantUser("Two Factor");
  await page.goto("/sign-in");
  await page.locator("#email").fill(creds.email);
  await page.locator("#password").fill(creds.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("account-security-link").click();
  await expect(page.getByRole("heading", { name: "Segurança" })).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toContainText("Desativada");
  await shoot(page, "security-off");

  await page.getByTestId("two-factor-set-up").click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await page.getByTestId("totp-start").click();
  await expect(page.getByTestId("totp-qr").locator("svg")).toBeVisible();
  await shoot(page, "enrol-scan");
  const secret = (await page.getByTestId("totp-secret").getAttribute("data-secret"))!;
  await page.locator("#totp-code").fill("000000");
  await page.getByTestId("totp-confirm").click();
  await expect(page.getByText("Código errado ou expirado")).toBeVisible();
  await page.locator("#totp-code").fill(await generate({ secret }));
  await page.getByTestId("totp-confirm").click();
  // Reading the list is not waited for: wait until the ten codes are shown.
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const codes = (await page.getByTestId("recovery-codes").locator("li").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await shoot(page, "enrol-codes");
  await page.getByTestId("totp-done").click();
  await expect(page).toHaveURL(/\/$/);

  // A new sign-in asks for the code after the password; a recovery code works once.
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.locator("#email").fill(creds.email);
  await page.locator("#password").fill(creds.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator("#code")).toBeVisible();
  await shoot(page, "sign-in-code");
  await page.locator("#code").fill("123456");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId("sign-in-error")).toContainText("Código errado");
  await page.locator("#code").fill(codes[0]);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account/security");
  await expect(page.getByTestId("two-factor-status")).toContainText("Ativada");
  await expect(page.getByText("9 códigos de recuperação restantes.")).toBeVisible();
  await shoot(page, "security-on");
  // Turned off again with a recovery code.
  await page.getByRole("button", { name: "Desativar" }).click();
  await page.locator("#confirm-code").fill(codes[1]);
  await page.getByRole("dialog").getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("Desativada");
});

test("an admin without two-factor is held at enrolment until it has it", async ({ page }) => {
  const creds = demoCredentials().admin;
  await page.goto("/sign-in");
  await page.locator("#email").fill(creds.email);
  await page.locator("#password").fill(creds.password);
  await page.locator('form button[type="submit"]').click();
  const enrolled = await page
    .locator("#code")
    .isVisible({ timeout: 3000 })
    .catch(() => false);
  // This journey runs first on a fresh database (files run in name order): the demo admin has never enrolled.
  expect(enrolled, "the demo admin must not be enrolled yet: run this spec on a fresh database").toBe(false);
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByText("Esta conta precisa usar autenticação em dois fatores")).toBeVisible();
  await shoot(page, "enrol-required");
  // Anything else sends it back; the API refuses its session.
  await page.goto("/api-keys");
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  const api = await page.request.get(`${baseUrl()}/v1/api-keys`);
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe("totp_enrolment_required");

  await secondFactor(page);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get(`${baseUrl()}/v1/api-keys`)).status()).toBe(200);
});
