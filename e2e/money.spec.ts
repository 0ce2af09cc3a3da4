import { expect, test, type Page } from "./support/test";
import { chargeCard, openHydrated, signIn } from "./support/demo";

/**
 * The money journey: a merchant's 3-installment card charge becomes three pending receivables;
 * an admin runs settlement as of a later date; the merchant sees the first installment settled,
 * a larger balance, and the settlement in the wallet statement (with its CSV).
 */

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function balanceOf(page: Page): Promise<string> {
  await page.goto("/wallets");
  const balance = page.getByTestId("wallet-balance");
  await expect(balance).toBeVisible();
  return (await balance.textContent()) ?? "";
}

test("capture in 3 installments, settle as of a later date, see the wallet change", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const charge = await chargeCard(request, { amount: 30_001, installments: 3 });
  expect(charge.status).toBe("captured");

  await signIn(page, "merchant");
  await page.goto(`/receivables?charge_id=${charge.id}`);
  const rows = page.getByTestId("receivables-table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAttribute("data-status", "pending");
  await expect(rows.nth(0)).toContainText(/R\$\s100,01/); // 30 001 / 3: the remainder centavo on the first
  await page.screenshot({ path: testInfo.outputPath("receivables-before.png"), fullPage: true });
  const before = await balanceOf(page);

  // The admin settles everything due by 31 days from now: the first installment included.
  const asOf = dayOf(Date.now() + 31 * DAY);
  const adminContext = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin");
  await openHydrated(admin, "/receivables");
  await expect(admin.getByTestId("summary-by-status")).toBeVisible();
  await admin.locator("#settle-as-of").fill(asOf);
  await expect(admin.locator("#settle-as-of")).toHaveValue(asOf);
  await admin.getByTestId("run-settlement").click();
  // Everything the demo year left due settles too: give it time on the embedded database.
  await expect(admin.getByTestId("settlement-result")).toContainText(/liquidad/, { timeout: 90_000 });
  await admin.goto("/wallets");
  await expect(admin.getByTestId("platform-balance")).not.toHaveText(/R\$\s*0,00/);
  await admin.screenshot({ path: testInfo.outputPath("wallets-admin.png"), fullPage: true });
  await adminContext.close();

  await page.goto(`/receivables?charge_id=${charge.id}`);
  await expect(rows.nth(0)).toHaveAttribute("data-status", "settled");
  await expect(rows.nth(1)).toHaveAttribute("data-status", "pending");
  await page.screenshot({ path: testInfo.outputPath("receivables-after.png"), fullPage: true });

  const after = await balanceOf(page);
  expect(after).not.toBe(before);

  // The statement of the settlement day shows this charge's installment, and the CSV carries it.
  await expect(page.getByTestId("statement-closing")).toBeVisible();
  // The statement counts Brasília days; a run as of a date runs at its 00:00 UTC (docs/api/operations.md), which is
  // 21:00 of the day before in Brasília: the period starts that day.
  await expect(page.getByText("Dias no horário de Brasília.")).toBeVisible();
  await page.locator("#statement-start").fill(dayOf(Date.parse(`${asOf}T00:00:00Z`) - DAY));
  await page.locator("#statement-end").fill(asOf);
  await page.getByRole("button", { name: "Mostrar", exact: true }).click();
  const entries = page.getByTestId("statement-entries");
  await expect(entries).toBeVisible();
  // Everything due that day settled with it: page through the movements to this charge's.
  const mine = entries.locator(`[data-charge-id="${charge.id}"]`);
  while ((await mine.count()) === 0 && (await page.getByTestId("statement-more").count()) > 0)
    await page.getByTestId("statement-more").click();
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("1/3");
  await expect(page.getByTestId("statement-closing")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("wallet-statement.png"), fullPage: true });
  // The Portuguese dashboard offers the spreadsheet format first (docs/api/csv.md); the machine one on request.
  await expect(page.getByTestId("statement-csv-format")).toHaveValue("pt-BR");
  await page.getByTestId("statement-csv-format").selectOption("machine");
  const download = page.waitForEvent("download");
  await page.getByTestId("statement-csv").click();
  const csv = await (await download).path();
  const text = await import("node:fs").then((fs) => fs.readFileSync(csv, "utf8"));
  expect(text).toContain(charge.id);
  expect(text.split("\r\n")[0]).toBe("date,type,description,amount,balance_after,entry_id,transaction_id,posted_at");
});

test("the receivables screen arrives with the answers for its URL and asks /v1 for none of them again", async ({
  page,
  browser,
  request,
}) => {
  const charge = await chargeCard(request, { amount: 12_000, installments: 2 });
  await signIn(page, "merchant");
  const url = `/receivables?charge_id=${charge.id}&period=week`;
  // Without scripts, the HTML alone holds this charge's receivables and the summary of the filtered view.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await noScript.newPage();
  await bare.goto(url);
  const rows = bare.getByTestId("receivables-table").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(/R\$\s60,00/);
  await expect(bare.getByTestId("summary-by-status")).toBeVisible();
  await noScript.close();

  const asked: string[] = [];
  page.on("request", (r) => {
    const requested = new URL(r.url());
    if (requested.pathname.startsWith("/v1/")) asked.push(`${r.method()} ${requested.pathname}`);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByTestId("receivables-table").locator("tbody tr")).toHaveCount(2);
  expect(asked).toEqual([]);
  // A filter chosen on the screen changes the URL, and the view follows it.
  await page.locator("#f-status").selectOption("settled");
  await expect(page).toHaveURL(/status=settled/);
  await expect(page.getByTestId("receivables-table")).toHaveCount(0);
  await expect(page.getByText("Nenhum recebível")).toBeVisible();
});
