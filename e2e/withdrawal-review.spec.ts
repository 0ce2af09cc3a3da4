import { expect, test } from "./support/test";
import { runCli } from "./support/cli";
import { demoApiHeaders, demoCredentials, signIn } from "./support/demo";
import { screenshotsInto } from "./support/screenshots";

/**
 * The daily withdrawal total (docs/api/risk.md): an admin lowers the demo merchant's limit on its page; the
 * merchant sees what is left of the day, withdraws past it and reads "Aguardando análise"; the admin finds it in
 * the review queue of the withdrawals screen and approves it, after which the payout job sends it. The limit is
 * put back afterwards (other journeys withdraw from the same merchant). Screenshots go to /tmp/shots-review.
 */
const shoot = screenshotsInto("/tmp/shots-review");
const DEFAULT_LIMIT = "5000000";

test("a withdrawal past the daily limit waits for review; the admin approves it", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { merchantId } = demoCredentials().merchant;
  const pix = await request.put("/v1/recipients/pix_key", {
    headers: demoApiHeaders(),
    data: { key_type: "email", key: "financeiro@lojademo.com.br" },
  });
  expect(pix.ok(), await pix.text()).toBe(true);
  if ((await pix.json()).data.status === "pending_verification")
    await runCli("recipient-release", { merchant: merchantId, type: "pix_key" });

  const admin = await (await browser.newContext()).newPage();
  const merchant = await (await browser.newContext()).newPage();
  try {
    // The admin sets R$ 100,00 a day on the merchant's page.
    await signIn(admin, "admin");
    await admin.goto(`/admin/merchants/${merchantId}`);
    const card = admin.getByTestId("withdrawal-limit-card");
    await card.getByTestId("withdrawal-daily-max").fill("100,00");
    await card.getByTestId("withdrawal-limit-save").click();
    await expect(card.getByTestId("withdrawal-daily-used")).toContainText("R$");
    await expect
      .poll(
        async () =>
          (await runCli<{ daily_max_amount: number }>("withdrawal-limit", { merchant: merchantId })).daily_max_amount,
      )
      .toBe(10_000);
    await shoot(admin, "merchant-limit");

    // The merchant sees what is left and withdraws past it.
    await signIn(merchant, "merchant");
    await merchant.goto("/withdrawals");
    const left = merchant.getByTestId("daily-limit");
    await expect(left).toContainText("100,00");
    await merchant.locator("#w-amount").fill("150,00");
    await merchant.getByRole("button", { name: "Revisar saque" }).click();
    await merchant.locator("dialog[open]").getByRole("button", { name: "Confirmar saque" }).click();
    const row = merchant.getByTestId("withdrawals-table").locator("tbody tr").first();
    await expect(row).toContainText("150,00");
    await expect(row).toHaveAttribute("data-status", "pending_review");
    await expect(row).toContainText("Aguardando análise");
    await shoot(merchant, "merchant-waiting");

    // The admin's review queue: approve, confirmed in a dialog.
    await admin.goto("/withdrawals");
    await expect(admin.getByTestId("review-queue")).toBeVisible();
    await admin.getByTestId("review-queue").getByRole("button").click();
    const held = admin.getByTestId("withdrawals-table").locator('tbody tr[data-status="pending_review"]').first();
    await expect(held).toContainText("150,00");
    await shoot(admin, "admin-queue");
    await held.getByTestId("approve-withdrawal").click();
    await admin.locator("dialog[open] #review-reason").fill("Confirmado com o lojista");
    await admin.locator("dialog[open]").getByTestId("confirm-approve").click();
    await expect(admin.locator("dialog[open]")).toHaveCount(0);

    // Approved, it goes on like any pending withdrawal: the payout job sends the Pix.
    await merchant.reload();
    await expect(row).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
    await expect(row).toContainText("Confirmado com o lojista");
  } finally {
    await runCli("withdrawal-limit", { merchant: merchantId, "daily-max": DEFAULT_LIMIT });
  }
});
