import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import { demoApiHeaders, demoCredentials, signIn, stepUp, switchMerchant } from "./support/demo";

/**
 * The recipients journey: the merchant picks its bank by typing part of its name, sees a CPF judged as
 * it is typed, saves the account and a Pix key, and finds both masked on the screen and in the API;
 * an admin sees them once switched to that merchant. Screenshots for review go to /tmp/shots-recipients.
 */
const SHOTS = "/tmp/shots-recipients";

async function shoot(page: Page, name: string) {
  if (process.env.CI) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a merchant sets its bank account and Pix key, shown masked", async ({ page, request }) => {
  await signIn(page, "merchant");
  await page.goto("/recipients");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contas de recebimento");
  await shoot(page, "recipients-before");

  // Bank account: the picker searches as the user types, accents ignored.
  await page.getByTestId("bank_account-edit").click();
  const dialog = page.locator("dialog[open]");
  // The name people use finds the bank whose legal name says otherwise (NU PAGAMENTOS S.A.).
  await dialog.locator("#recipient-bank").fill("nubank");
  const nubank = dialog.getByTestId("bank-option").first();
  await expect(nubank).toContainText("260");
  await expect(nubank.getByTestId("bank-option-name")).toHaveText("Nubank");
  await expect(nubank).toContainText("NU PAGAMENTOS");
  await dialog.locator("#recipient-bank").fill("itau unibanco");
  const option = dialog.getByTestId("bank-option").filter({ hasText: "341" });
  await expect(option).toBeVisible();
  await shoot(page, "bank-picker");
  await option.click();
  await expect(dialog.getByTestId("chosen-bank")).toContainText("341");

  await dialog.locator("#recipient-branch").fill("0001");
  await dialog.locator("#recipient-account").fill("12345678");
  await dialog.locator("#recipient-account-digit").fill("9");
  await dialog.locator("#recipient-account-type").selectOption("checking");
  await dialog.locator("#recipient-holder-name").fill("Maria da Silva");
  const documentField = dialog.locator("#recipient-holder-document");
  await documentField.fill("529.982.247-26");
  await documentField.blur();
  await expect(dialog.getByTestId("validity-bad")).toBeVisible();
  await documentField.fill("529.982.247-25");
  await expect(dialog.getByTestId("validity-ok")).toHaveText("CPF válido");
  await dialog.locator('button[type="submit"]').click();
  // A payout destination is a money-out change: the server asks the session to confirm its user first.
  await stepUp(page, "merchant");
  await expect(page.locator("dialog[open]")).toHaveCount(0);

  const bankCard = page.getByTestId("bank-account-card");
  await expect(bankCard.getByTestId("masked-account")).toHaveText("****5678-9");
  await expect(bankCard.getByTestId("masked-document")).toHaveText("CPF ***.982.247-**");
  await expect(bankCard).toContainText("341");

  // Pix key: judged per type as it is typed.
  await page.getByTestId("pix_key-edit").click();
  await dialog.locator("#recipient-key-type").selectOption("phone");
  const keyField = dialog.locator("#recipient-key");
  await keyField.fill("11 98765-4321");
  await keyField.blur();
  await expect(dialog.getByTestId("validity-bad")).toBeVisible();
  await keyField.fill("+55 11 98765-4321");
  await expect(dialog.getByTestId("validity-ok")).toBeVisible();
  await dialog.locator("#recipient-key-type").selectOption("email");
  await keyField.fill("financeiro@loja");
  await keyField.blur();
  await expect(dialog.getByTestId("validity-bad")).toBeVisible();
  await keyField.fill("Financeiro@Loja.com.br");
  await expect(dialog.getByTestId("validity-ok")).toBeVisible();
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await expect(page.getByTestId("pix-key-card").getByTestId("masked-key")).toHaveText("f***@loja.com.br");

  // Nothing in clear on the page, and the API agrees.
  const html = await page.content();
  expect(html).not.toContain("12345678");
  expect(html).not.toContain("52998224725");
  await shoot(page, "recipients-after");
  const api = await request.get("/v1/recipients", { headers: demoApiHeaders() });
  const body = (await api.json()) as { data: Array<Record<string, unknown>> };
  expect(body.data.find((r) => r.type === "bank_account")).toMatchObject({
    bank_code: "341",
    account_number: "****5678",
  });
  expect(body.data.find((r) => r.type === "pix_key")).toMatchObject({ key_type: "email", key: "f***@loja.com.br" });
});

test("an admin sees the recipients of the merchant it switched to", async ({ page }) => {
  const { merchant } = demoCredentials();
  await signIn(page, "admin");
  await switchMerchant(page, "");
  await page.goto("/recipients");
  await expect(page.getByTestId("bank-account-card")).toHaveCount(0);
  await shoot(page, "recipients-admin-all");
  await switchMerchant(page, merchant.merchantId);
  await expect(page.getByTestId("bank-account-card").getByTestId("masked-account")).toHaveText("****5678-9");
});
