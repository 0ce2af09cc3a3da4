import { expect, test } from "./support/test";
import { demoApiHeaders, signIn } from "./support/demo";
import { runCli } from "./support/cli";
import { screenshotsInto } from "./support/screenshots";

/**
 * A Pix charge in the dashboard: the QR code and "Copiar código Pix" while it waits, the sandbox PSP pays it
 * (as the buyer's bank would), and the charge shows captured with its end-to-end id.
 */
const shoot = screenshotsInto(process.env.E2E_SHOTS_DIR ?? "/tmp/shots-pix");

test("a Pix charge shows its QR code while pending and its end-to-end id once paid", async ({ page, request }) => {
  const created = await request.post("/v1/charges", {
    headers: demoApiHeaders(),
    data: { amount: 4590, payment_method: "pix", customer: { name: "Joana Lima", email: "joana@example.com" } },
  });
  expect(created.status()).toBe(201);
  const charge = ((await created.json()) as { data: { id: string; pix: { txid: string; qr_code: string } } }).data;

  await signIn(page, "merchant");
  await page.goto(`/charges/${charge.id}`);
  const pix = page.getByTestId("charge-pix");
  await expect(pix.getByTestId("charge-pix-qr")).toBeVisible();
  await expect(pix.getByTestId("charge-pix-code")).toHaveText(charge.pix.qr_code);
  await expect(pix.getByRole("button", { name: "Copiar código Pix" })).toBeVisible();
  await shoot(page, "pix-pending");

  // The webhook is registered shortly after start-up; registering again is harmless and removes the wait.
  await runCli("pix-webhook", {});
  await runCli("pix-pay", { txid: charge.pix.txid });
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByTestId("charge-pix-e2e").count();
    })
    .toBe(1);
  await expect(page.getByTestId("charge-pix-qr")).toHaveCount(0);
  await expect(page.getByTestId("charge-pix-e2e")).toHaveText(/^E\w{31}$/);
  await shoot(page, "pix-paid");
});
