import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { basicAuth, demoApiHeaders, demoCredentials, signIn, switchMerchant, tokenizeCard } from "./support/demo";

/**
 * Fraud review (docs/api/fraud.md): an admin lowers the demo merchant's review threshold on the review
 * screen (a field error first), charges that fraud analysis holds land in the queue, the merchant approves
 * one (captured) and rejects another (canceled). The charge page shows the 3-D Secure result and the score.
 */
const SHOTS = "/tmp/shots-fraud";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    // Nothing may scroll sideways, on a phone least of all.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

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

/** A frictionless 3-D Secure authentication, as the SDK makes it (public key). */
async function authenticate(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const res = await request.post("/v1/3ds/authentications", {
    headers: { authorization: basicAuth(demoCredentials().apiKey.publicKey) },
    data: {
      token,
      amount,
      currency: "BRL",
      browser: {
        accept_header: "text/html",
        language: "pt-BR",
        color_depth: 24,
        screen_height: 900,
        screen_width: 1440,
        time_zone_offset: 180,
        user_agent: "Mozilla/5.0 (e2e)",
        java_enabled: false,
        javascript_enabled: true,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { id: string; trans_status: string } };
  expect(body.data.trans_status).toBe("Y");
  return body.data.id;
}

interface Held {
  id: string;
  status: string;
  fraud: { decision: string; review_status: string | null; reasons: Array<{ code: string }> };
}

/** A card charge with a disposable e-mail: 30 points, held for review once the threshold is 30. */
async function heldCharge(
  request: APIRequestContext,
  name: string,
  opts: { number?: string; threeDs?: boolean } = {},
): Promise<Held> {
  const amount = 15_000;
  const token = await tokenizeCard(request, { number: opts.number, holderName: "Cliente Revisao" });
  const three_ds_authentication_id = opts.threeDs ? await authenticate(request, token, amount) : undefined;
  const res = await request.post("/v1/charges", {
    headers: demoApiHeaders(),
    data: {
      amount,
      payment_method: "credit_card",
      customer: { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@mailinator.com` },
      payment_details: { token, installments: 1, ...(three_ds_authentication_id && { three_ds_authentication_id }) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const charge = ((await res.json()) as { data: Held }).data;
  expect(charge).toMatchObject({ status: "authorized", fraud: { decision: "review", review_status: "pending" } });
  expect(charge.fraud.reasons.map((r) => r.code)).toContain("disposable_email");
  return charge;
}

/** Sets one threshold through the admin's form on the review screen and waits for the saved toast. */
async function setThreshold(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`#fraud-${field}`).fill(value);
  await page.getByTestId("fraud-settings-save").click();
  await expect(page.getByTestId("toasts")).toContainText("Limites salvos");
}

test("held charges are approved (captured) or rejected (canceled) from the review queue", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await waitForDemoCharges(request);
  const { merchantId } = demoCredentials().merchant;

  // The admin sets the demo merchant's thresholds: a review score above the deny score is refused by field.
  await signIn(page, "admin");
  await switchMerchant(page, merchantId);
  await page.goto("/charges/reviews");
  const settings = page.getByTestId("fraud-settings");
  await expect(settings.locator("#fraud-review_score")).toHaveValue("50");
  await settings.locator("#fraud-review_score").fill("90");
  await settings.locator("#fraud-card_velocity_limit").fill("0");
  await page.getByTestId("fraud-settings-save").click();
  await expect(settings.locator("#fraud-review_score-error")).toHaveText(
    "Não pode ser maior que a pontuação para negar.",
  );
  await expect(settings.locator("#fraud-card_velocity_limit-error")).toHaveText("Entre 1 e 1.000.");
  await expect(settings.locator("#fraud-review_score")).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "settings-errors");
  await settings.locator("#fraud-card_velocity_limit").fill("5");
  await setThreshold(page, "review_score", "30");
  expect(
    (await (await request.get(`/v1/merchants/${merchantId}/fraud-settings`, { headers: demoApiHeaders() })).json())
      .data,
  ).toMatchObject({ review_score: 30, deny_score: 80, card_velocity_limit: 5 });

  try {
    const stamp = Date.now().toString(36);
    const toApprove = await heldCharge(request, `Aprovar ${stamp}`, { number: "4000000000003055", threeDs: true });
    const toReject = await heldCharge(request, `Rejeitar ${stamp}`);

    // The merchant's queue shows both, with the amount, customer, score and translated reasons.
    const merchant = await (await browser.newContext()).newPage();
    await signIn(merchant, "merchant");
    await merchant.goto("/charges/reviews");
    const approveItem = merchant.locator(`[data-testid="review-item"][data-charge-id="${toApprove.id}"]`);
    const rejectItem = merchant.locator(`[data-testid="review-item"][data-charge-id="${toReject.id}"]`);
    await expect(approveItem).toContainText("R$ 150,00");
    await expect(approveItem).toContainText(`Aprovar ${stamp}`);
    await expect(approveItem.getByTestId("review-score")).toContainText("/100");
    await expect(approveItem.getByTestId("review-reasons")).toContainText("E-mail descartável");
    await expect(rejectItem).toBeVisible();
    // A merchant does not set its own thresholds.
    await expect(merchant.getByTestId("fraud-settings")).toHaveCount(0);
    await shoot(merchant, "queue");

    // Approve: a confirmation first, then the charge leaves the queue without a reload and is captured.
    await approveItem.getByTestId("review-approve").click();
    const dialog = merchant.getByRole("dialog");
    await expect(dialog).toContainText("Aprovar e capturar R$ 150,00?");
    await shoot(merchant, "confirm-approve");
    await dialog.getByRole("button", { name: "Aprovar e capturar" }).click();
    await expect(merchant.getByTestId("toasts")).toContainText("Cobrança aprovada e capturada.");
    await expect(approveItem).toHaveCount(0);

    // Reject: canceling the confirmation keeps the charge; confirming voids it.
    await rejectItem.getByTestId("review-reject").click();
    await expect(dialog).toContainText("Rejeitar e cancelar R$ 150,00?");
    await dialog.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(rejectItem).toBeVisible();
    await rejectItem.getByTestId("review-reject").click();
    await dialog.getByRole("button", { name: "Rejeitar e cancelar" }).click();
    await expect(merchant.getByTestId("toasts")).toContainText("Cobrança rejeitada e cancelada.");
    await expect(rejectItem).toHaveCount(0);
    if ((await merchant.getByTestId("review-item").count()) === 0) await shoot(merchant, "queue-empty");

    // The charge pages: captured with its 3-D Secure result and score; canceled.
    await merchant.goto(`/charges/${toApprove.id}`);
    await expect(merchant.getByTestId("charge-status")).toHaveText("Capturada");
    await expect(merchant.getByTestId("charge-3ds")).toContainText("Autenticado · ECI 05");
    await expect(merchant.getByTestId("charge-fraud")).toContainText("Aprovada na revisão");
    await expect(merchant.getByTestId("charge-fraud")).toContainText("E-mail descartável");
    await shoot(merchant, "charge-approved");
    await merchant.goto(`/charges/${toReject.id}`);
    await expect(merchant.getByTestId("charge-status")).toHaveText("Cancelada");
    await expect(merchant.getByTestId("charge-fraud")).toContainText("Rejeitada na revisão");
    await expect(merchant.getByTestId("charge-3ds")).toContainText("Não usado");

    const approved = await request.get(`/v1/charges/${toApprove.id}`, { headers: demoApiHeaders() });
    expect((await approved.json()).data).toMatchObject({
      status: "captured",
      captured_amount: 15_000,
      fraud: { review_status: "approved" },
    });
    const rejected = await request.get(`/v1/charges/${toReject.id}`, { headers: demoApiHeaders() });
    expect((await rejected.json()).data).toMatchObject({ status: "canceled", fraud: { review_status: "rejected" } });

    // The admin viewing every merchant chooses one for the thresholds, and sees whose charge each held one is.
    await page.goto("/charges/reviews");
    await switchMerchant(page, "");
    await expect(page.getByTestId("fraud-settings-merchant")).toBeVisible();
    await shoot(page, "admin-all");
    await merchant.context().close();
  } finally {
    // Other journeys of the same run charge the demo merchant: leave its default threshold.
    await switchMerchant(page, merchantId);
    await page.goto("/charges/reviews");
    await setThreshold(page, "review_score", "50");
  }
});
