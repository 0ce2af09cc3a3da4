import { expect, test } from "./support/test";
import { chargeCard, demoApiHeaders, demoCredentials, signIn } from "./support/demo";
import { screenshotsInto } from "./support/screenshots";

/**
 * The sandbox merchant's test clock (docs/api/test-clocks.md): a charge captured today settles only when its clock
 * reaches the due day; the merchant finds the clock in the menu, advances it to a day past the due date, reads what
 * the advance did, and sees the receivable settled. Screenshots for review go to /tmp/shots-test-clock.
 */
const shoot = screenshotsInto("/tmp/shots-test-clock");
const DAY = 86_400_000;

test("a merchant advances its test clock past a receivable's due day and sees it settled", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const charge = await chargeCard(request, { amount: 12_345 });

  await signIn(page, "merchant");
  await page.getByRole("link", { name: "Relógio de teste" }).first().click();
  await expect(page).toHaveURL(/\/test-clock$/);
  await expect(page.getByRole("heading", { name: "Relógio de teste", level: 1 })).toBeVisible();
  await expect(page.getByTestId("clock-time")).toContainText("/");
  await shoot(page, "clock-before");

  // One day past the installment's due date (30 days after capture).
  const day = new Date(Date.now() + 31 * DAY).toISOString().slice(0, 10);
  await page.locator("#clock-day").fill(day);
  await expect(page.locator("#clock-day")).toHaveValue(day);
  await page.getByRole("button", { name: "Adiantar", exact: true }).click();
  const run = page.getByTestId("clock-run");
  // Everything of the demo merchant's year that was due by then settles with it: give it time on the embedded database.
  await expect(run).toContainText(/liquidad/, { timeout: 90_000 });
  await expect(page.getByText(/Adiantado pela última vez em/)).toBeVisible();
  const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
  await expect(page.getByTestId("clock-time")).toContainText(`${dd}/${mm}/${yyyy}`);
  await shoot(page, "clock-after");

  // A day the clock has passed is refused on the screen before it reaches the API.
  await page.locator("#clock-day").fill(new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10));
  await expect(page.getByText(/o relógio já passou deste dia/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Adiantar", exact: true })).toBeDisabled();

  await page.goto(`/receivables?charge_id=${charge.id}`);
  await expect(page.getByTestId("receivables-table").locator("tbody tr").first()).toHaveAttribute(
    "data-status",
    "settled",
  );

  // The clock is the merchant's own: the API answers it with the time the screen showed.
  const clock = await request.get(`/v1/merchants/${demoCredentials().merchant.merchantId}/test-clock`, {
    headers: demoApiHeaders(),
  });
  expect((await clock.json()).data.frozen_time).toBe(`${day}T15:00:00.000Z`);

  // The same screen in English, for a user whose browser asks for it.
  const english = await browser.newContext({
    locale: "en-US",
    timezoneId: "America/Sao_Paulo",
    extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" },
  });
  const en = await english.newPage();
  await signIn(en, "merchant");
  await en.goto("/test-clock");
  await expect(en.getByRole("heading", { name: "Test clock", level: 1 })).toBeVisible();
  await expect(en.getByText(/Last advanced on/)).toBeVisible();
  await shoot(en, "clock-en");
  await english.close();
});
