import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { chargeCard, demoApiHeaders, demoCredentials, signIn } from "./support/demo";

/**
 * Charges journeys: an API charge seen, refunded in part and reflected on the overview; an Apple Pay
 * charge paid on the hosted secure checkout in a real browser.
 */

/** The demo seed makes a year of charges in the background on first start: wait until it is done. */
async function waitForDemoCharges(request: APIRequestContext): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const res = await request.get("/v1/charges?limit=1", { headers: demoApiHeaders() });
        const total = ((await res.json()) as { pagination: { total: number } }).pagination.total;
        const stable = total > 0 && total === last;
        last = total;
        return stable;
      },
      { timeout: 180_000, intervals: [3_000] },
    )
    .toBe(true);
}

/** "R$ 26.790,60" → 2679060 */
function centavos(text: string): number {
  const negative = text.includes("-");
  const n = Number(text.replace(/\D/g, ""));
  return negative ? -n : n;
}

async function overviewNumbers(page: Page): Promise<{ net: number; refunded: number; currentMonth: number }> {
  await page.goto("/");
  const net = centavos(await page.getByTestId("card-net-volume").getByTestId("stat-value").innerText());
  const refunded = centavos(await page.getByTestId("card-refunded-volume").getByTestId("stat-value").innerText());
  const months = JSON.parse((await page.getByTestId("revenue-chart").getAttribute("data-revenue")) ?? "[]") as number[];
  return { net, refunded, currentMonth: months[months.length - 1] };
}

test("an API charge appears in the dashboard, is refunded in part from its page, and the overview follows", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await waitForDemoCharges(request);
  await signIn(page, "merchant");
  const before = await overviewNumbers(page);

  const customer = `Cliente E2E ${Date.now()}`;
  const charge = await chargeCard(request, {
    amount: 12345,
    card: { holderName: "Cliente Teste" },
    customer: { name: customer, email: "cliente.e2e@exemplo.com.br" },
    items: [{ name: "Produto E2E", quantity: 1, unit_price: 12345 }],
    headers: { "Idempotency-Key": `e2e-${customer}` },
  });
  expect(charge.status).toBe("captured");

  // Found in the list through the search filter, which the URL keeps.
  await page.goto("/charges");
  await page.locator("#search").fill(customer);
  await expect(page).toHaveURL(/search=Cliente/);
  const row = page.locator(`[data-charge-id="${charge.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText("R$ 123,45");
  await page.reload();
  await expect(page.locator("#search")).toHaveValue(customer);
  // The filtered page is in the server's HTML: it shows before (here: without) any script.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await noScript.newPage();
  await bare.goto(page.url());
  await expect(bare.locator(`[data-charge-id="${charge.id}"]`)).toContainText("R$ 123,45");
  await expect(bare.getByTestId("charges-total")).toHaveText("1 cobrança");
  await noScript.close();
  // A page past the depth limit is the API's refusal on the screen, not a broken page.
  const tooDeep = await page.goto("/charges?page=600");
  expect(tooDeep?.status()).toBe(200);
  await expect(page.getByText("Não foi possível carregar as cobranças.")).toBeVisible();
  await page.goto(`/charges?search=${encodeURIComponent(customer)}`);
  // The CSV export carries the same filters.
  const download = page.waitForEvent("download");
  await page.getByTestId("export-csv").click();
  const csv = await (await download).createReadStream();
  let text = "";
  for await (const chunk of csv) text += String(chunk);
  const lines = text.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(charge.id);
  await row.locator("a").click();
  await expect(page).toHaveURL(new RegExp(`/charges/${charge.id}$`));
  await expect(page.getByTestId("charge-amount")).toHaveText("R$ 123,45");
  await expect(page.getByTestId("charge-status")).toContainText("Capturada");

  // Refund in part, with the amount checked before it is sent.
  await page.getByRole("button", { name: "Estornar" }).click();
  const amount = page.locator("#refund-amount");
  await amount.fill("200,00");
  await expect(page.getByTestId("confirm-refund")).toBeDisabled();
  await amount.fill("23,45");
  await page.locator("#refund-reason").fill("Devolução parcial (e2e)");
  await page.getByTestId("confirm-refund").click();
  await expect(page.getByTestId("charge-status")).toContainText("Parcialmente estornada");
  await expect(page.getByTestId("charge-refunded")).toHaveText("R$ 23,45");
  // The money card: captured, the refund taken off, and the fee and net that follow.
  await expect(page.getByTestId("charge-money-captured")).toHaveText("R$ 123,45");
  await expect(page.getByTestId("charge-money-refunded")).toHaveText("-R$ 23,45");
  await expect(page.getByTestId("charge-timeline")).toContainText("Devolução parcial (e2e)");

  const api = await request.get(`/v1/charges/${charge.id}`, { headers: demoApiHeaders() });
  expect(((await api.json()) as { data: { refunded_amount: number } }).data.refunded_amount).toBe(2345);

  const after = await overviewNumbers(page);
  expect(after.net - before.net).toBe(12345 - 2345);
  expect(after.refunded - before.refunded).toBe(2345);
  expect(after.currentMonth - before.currentMonth).toBe(12345 - 2345);
  await page.screenshot({ path: test.info().outputPath("charges-overview.png"), fullPage: true });
});

test("an Apple Pay charge is paid on the secure checkout and the buyer lands on return_url", async ({
  page,
  request,
  baseURL,
}) => {
  const returnUrl = `${baseURL}/health?pedido=e2e`;
  const created = await request.post("/v1/charges", {
    headers: demoApiHeaders(),
    data: {
      amount: 4990,
      payment_method: "apple_pay",
      return_url: returnUrl,
      items: [{ name: "Caneca", quantity: 2, unit_price: 2495 }],
    },
  });
  expect(created.status()).toBe(201);
  const charge = ((await created.json()) as { data: { id: string; status: string; checkout_url: string } }).data;
  expect(charge.status).toBe("pending");

  // The checkout refuses to be framed.
  const direct = await request.get(charge.checkout_url);
  expect(direct.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(direct.headers()["x-frame-options"]).toBe("DENY");
  await page.setContent(`<iframe id="f" src="${charge.checkout_url}" width="400" height="400"></iframe>`);
  await page.waitForTimeout(1_000);
  expect(await page.frameLocator("#f").locator("#apple-pay").count()).toBe(0);

  await page.goto(charge.checkout_url);
  await expect(page.locator("#merchant")).toHaveText(demoCredentials().merchant.name);
  await expect(page.locator("#amount")).toHaveText("R$ 49,90");
  await page.screenshot({ path: test.info().outputPath("charges-checkout.png"), fullPage: true });
  await page.locator("#apple-pay").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.locator("#sheet-confirm").click();
  await page.waitForURL((url) => url.pathname === "/health" && url.searchParams.get("charge_id") === charge.id);
  expect(new URL(page.url()).searchParams.get("pedido")).toBe("e2e");

  const after = await request.get(`/v1/charges/${charge.id}`, { headers: demoApiHeaders() });
  expect(((await after.json()) as { data: { status: string; captured_amount: number } }).data).toMatchObject({
    status: "captured",
    captured_amount: 4990,
  });
});
