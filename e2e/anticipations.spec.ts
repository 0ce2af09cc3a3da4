import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import { chargeCard, demoApiHeaders, demoCredentials, openHydrated, signIn, switchMerchant } from "./support/demo";

/**
 * The anticipation journey: a merchant simulates on the screen, requests, and sees its wallet grow
 * by exactly the net the simulator showed and the charge's receivables marked anticipated; then a
 * request above the limit an admin set waits in the approval queue until the admin approves it.
 */

const SHOTS = "/tmp/shots-anticipations";

/** "R$ 1.234,56" (pt-BR) → 123456 centavos. */
function centavos(text: string): number {
  const negative = /[-−]/.test(text);
  const digits = text.replace(/[^\d]/g, "");
  return (negative ? -1 : 1) * Number(digits);
}

async function balance(page: Page): Promise<number> {
  await page.goto("/wallets");
  const b = page.getByTestId("wallet-balance");
  await expect(b).toBeVisible();
  return centavos((await b.textContent()) ?? "");
}

async function charge(request: import("@playwright/test").APIRequestContext, amount: number, installments: number) {
  const data = await chargeCard(request, { amount, installments });
  const list = await request.get(`/v1/receivables?charge_id=${data.id}`, { headers: demoApiHeaders() });
  const { data: rs } = (await list.json()) as { data: Array<{ id: string; settlement_date: string }> };
  return { id: data.id, dates: rs.map((r) => r.settlement_date) };
}

/** Simulates the settlement dates [from, to] on the screen; answers the net shown, in centavos. */
async function simulate(page: Page, from: string, to: string): Promise<number> {
  await openHydrated(page, "/anticipations");
  // The timeline renders when its box nears the viewport (components/ui/near-viewport.tsx): scroll to the figures below it.
  await page.getByTestId("simulation-figures").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("anticipation-timeline")).toBeVisible();
  await page.locator("#sim-from").fill(from);
  await page.locator("#sim-to").fill(to);
  await expect(page.locator("#sim-to")).toHaveValue(to);
  await expect(page.getByTestId("request-anticipation")).toBeEnabled({ timeout: 20_000 });
  return centavos((await page.getByTestId("sim-net").textContent()) ?? "");
}

test("simulate, request, see the wallet grow; an admin approves one above the limit", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const creds = demoCredentials();
  const first = await charge(request, 30_000, 3);

  // The admin makes room for the first request: whatever else of the demo settles in those days comes along.
  const adminContext = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin");
  await admin.goto("/anticipations");
  await switchMerchant(admin, creds.merchant.merchantId);
  await openHydrated(admin, "/anticipations");
  const limits = admin.getByTestId("limits-form");
  await expect(limits.locator("#limit-max")).not.toHaveValue("");
  await limits.locator("#limit-min").fill("0,01");
  await limits.locator("#limit-max").fill("10.000.000,00");
  await limits.getByTestId("save-limits").click();
  await expect(admin.getByText("Configurações salvas.")).toBeVisible();

  await signIn(page, "merchant");
  const before = await balance(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const net = await simulate(page, first.dates[0], first.dates[2]);
  expect(net).toBeGreaterThan(0);
  await expect(page.getByText("Dentro dos seus limites")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/simulator-desktop.png`, fullPage: true });
  // The request is a review, then a confirmation that repeats the figures; backing out requests nothing.
  const listed = page.getByTestId("anticipations-list").locator("tbody tr");
  const listedBefore = await listed.count();
  await page.getByTestId("request-anticipation").click();
  const confirm = page.getByTestId("anticipation-confirm");
  await expect(confirm).toBeVisible();
  expect(centavos((await confirm.getByTestId("confirm-net").textContent()) ?? "")).toBe(net);
  await expect(confirm.getByTestId("confirm-fee")).toHaveText(/R\$/);
  await expect(confirm).toContainText(/\d+ recebíve(l|is) com vencimento/);
  await page.screenshot({ path: `${SHOTS}/confirm-desktop.png`, fullPage: true });
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(confirm).toBeHidden();
  await expect(listed).toHaveCount(listedBefore);
  await page.getByTestId("request-anticipation").click();
  // Hold the request a moment: while it is in flight, neither button can send a second one.
  await page.route("**/v1/anticipations", async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  const confirmButton = page.getByTestId("confirm-anticipation");
  await confirmButton.click();
  await expect(confirmButton).toBeDisabled();
  await expect(page.getByTestId("request-anticipation")).toBeDisabled();
  await expect(page.getByText("foram creditados na sua carteira")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("anticipations-list").locator("tbody tr").first()).toHaveAttribute(
    "data-status",
    "completed",
  );
  await page.screenshot({ path: `${SHOTS}/after-request-desktop.png`, fullPage: true });

  expect(await balance(page)).toBe(before + net);
  await page.goto(`/receivables?charge_id=${first.id}`);
  const rows = page.getByTestId("receivables-table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toHaveAttribute("data-status", "anticipated");

  // Now a limit of R$ 1,00: the next request waits for the admin.
  await limits.locator("#limit-max").fill("1,00");
  await limits.getByTestId("save-limits").click();
  await expect(admin.getByText("Configurações salvas.").last()).toBeVisible();
  const second = await charge(request, 5_000, 1);
  await simulate(page, second.dates[0], second.dates[0]);
  await expect(page.getByText("Acima dos seus limites")).toBeVisible();
  await page.getByTestId("request-anticipation").click();
  await expect(page.getByTestId("confirm-date")).toHaveText("Quando um administrador aprovar");
  await page.getByTestId("confirm-anticipation").click();
  await expect(page.getByText("aguardando aprovação de um administrador")).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/pending-phone.png`, fullPage: true });

  await admin.goto("/anticipations");
  const queue = admin.getByTestId("approval-queue");
  await expect(queue.locator("tbody tr")).toHaveCount(1);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.screenshot({ path: `${SHOTS}/admin-queue-desktop.png`, fullPage: true });
  await queue.getByTestId("approve").click();
  await expect(admin.getByText("Aprovada e paga.")).toBeVisible({ timeout: 30_000 });
  await expect(queue.getByText("Nada aguardando aprovação.")).toBeVisible();
  await adminContext.close();

  await page.goto(`/receivables?charge_id=${second.id}`);
  await expect(rows.nth(0)).toHaveAttribute("data-status", "anticipated");
  await page.goto("/anticipations");
  await expect(page.getByTestId("simulator")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/screen-phone.png`, fullPage: true });
});

test("the screen arrives with the server's answers and asks /v1 for none of them again", async ({ page, browser }) => {
  await signIn(page, "merchant");
  // Without scripts, the HTML alone: the server read what the first render asks for (server/http/query-seeds.ts).
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await noScript.newPage();
  await bare.goto("/anticipations");
  await expect(bare.getByTestId("anticipations-list")).toBeVisible();
  await expect(bare.getByTestId("anticipations-list").getByRole("status")).toHaveCount(0);
  await expect(bare.locator("#auto-share")).toHaveValue(/\d/);
  await expect(bare.getByTestId("simulator").getByRole("status", { name: "Carregando…" })).toHaveCount(0);
  // The simulation of the first period is there unless the API refuses it (nothing left to anticipate then,
  // 422): a refusal is left to the browser's own request, which shows the API's message.
  const simulated = /R\$/.test((await bare.getByTestId("sim-net").textContent()) ?? "");
  await noScript.close();

  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/v1/")) asked.push(`${r.method()} ${url.pathname}`);
  });
  await page.goto("/anticipations", { waitUntil: "networkidle" });
  await expect(page.getByTestId("simulator")).toBeVisible();
  if (simulated) await expect(page.getByTestId("sim-net")).toHaveText(/R\$/);
  else await expect(page.getByTestId("sim-error")).toBeVisible();
  expect(asked).toEqual(simulated ? [] : ["POST /v1/anticipations/simulate"]);
});
