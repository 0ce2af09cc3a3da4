import { expect, test } from "./support/test";
import { basicAuth, demoCredentials } from "./support/demo";
import {
  VIEWPORTS,
  bestPracticeFindings,
  dashboardRoutes,
  demoIds,
  phonePage,
  report,
  sidewaysScroll,
  sweepBoth,
  type Finding,
} from "./support/screens";

/**
 * The sign-in and hosted pages on a desktop and a phone (axe clean, no sideways scroll), the dashboard's routes as
 * the sweeps find them, and the tour's findings. The sweep of every dashboard screen is in screens-merchant.spec.ts
 * and screens-admin.spec.ts: each takes minutes, so the CI's shards (scripts/e2e.mjs) give them out as files.
 */

test("the dashboard routes are found in app/(dashboard)", () => {
  const routes = dashboardRoutes();
  expect(routes).toContain("/");
  expect(routes).toContain("/charges/[id]");
  expect(routes.length).toBeGreaterThanOrEqual(15);
});

test("the sign-in and hosted pages: axe clean and no sideways scroll on desktop and phone", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const ids = await demoIds(request);
  const { apiKey } = demoCredentials();
  const applePay = await request.post("/v1/charges", {
    headers: { authorization: basicAuth(apiKey.publicKey, apiKey.secretKey) },
    data: { amount: 4990, payment_method: "apple_pay", items: [{ name: "Caneca", quantity: 2, unit_price: 2495 }] },
  });
  expect(applePay.status()).toBe(201);
  const checkoutUrl = ((await applePay.json()) as { data: { checkout_url: string } }).data.checkout_url;
  const pages: Array<[string, string]> = [
    ["/sign-in", "sign-in"],
    [`/pay/${ids.link}`, "pay"],
    [new URL(checkoutUrl).pathname, "checkout"],
  ];
  const findings: Finding[] = [];
  for (const [url, label] of pages) findings.push(...(await sweepBoth(page, url, label)));
  report(findings);
});

test.describe("the tour's findings (issue 28, items 10–14)", () => {
  test("a merchant: /admin answers 404, filters fold on a phone, sharing comes first", async ({ browser, request }) => {
    test.setTimeout(180_000);
    const ids = await demoIds(request);
    const { context, page } = await phonePage(browser, "merchant");
    try {
      // The dashboard's 404, with the status to match (it used to be 200: the page decided after streaming).
      const admin = await page.goto("/admin/audit");
      expect(admin?.status()).toBe(404);
      await expect(page.getByTestId("dashboard-not-found")).toBeVisible();
      expect(await page.title()).toBe("Página não encontrada · Pagamentos");

      // Charges: the search and one button, the first charge in view; the button counts the filters in use.
      await page.goto("/charges");
      await expect(page).toHaveTitle("Cobranças · Pagamentos");
      // Earlier journeys changed the payout destination: their notices come first on every screen until read.
      const understood = page.getByRole("button", { name: "Entendi" });
      for (let n = await understood.count(); n > 0; n--) {
        await understood.first().click();
        await expect(understood).toHaveCount(n - 1);
      }
      const toggle = page.getByTestId("charge-filters-toggle");
      await expect(toggle).toHaveText("Filtros");
      await expect(page.locator("#status")).toBeHidden();
      const firstRow = page.getByTestId("charges-table").locator("tbody tr").first();
      await expect(firstRow).toBeVisible();
      expect((await firstRow.boundingBox())!.y).toBeLessThan(844);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.locator("#status").selectOption("captured");
      await expect(page).toHaveURL(/status=captured/);
      await expect(toggle).toHaveText("Filtros · 1 ativo");
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // The payment-link designer: sharing above the form, with WhatsApp (and the system sheet where it exists).
      await page.goto(`/payment-links/${ids.link}`);
      await expect(page).toHaveTitle("Editar link de pagamento · Pagamentos");
      const url = await page.getByTestId("link-url").inputValue();
      // The designer's form is a client component: wait for it before measuring where it sits.
      await expect(page.locator("#link-designer")).toBeVisible();
      const share = (await page.getByTestId("link-url").boundingBox())!;
      const form = (await page.locator("#link-designer").boundingBox())!;
      expect(share.y).toBeLessThan(form.y);
      expect(share.y).toBeLessThan(844);
      const whatsApp = page.getByTestId("share-whatsapp");
      await expect(whatsApp).toBeVisible();
      expect(await whatsApp.getAttribute("href")).toContain(`https://wa.me/?text=`);
      expect(decodeURIComponent((await whatsApp.getAttribute("href"))!)).toContain(url);
      // Headless Chromium on Linux has no navigator.share: no button that would do nothing.
      const canShare = await page.evaluate(() => typeof navigator.share === "function");
      await expect(page.getByTestId("share-link")).toHaveCount(canShare ? 1 : 0);
      await expect(page.getByText(/pagamento\(s\)/)).toHaveCount(0);
      await expect(page.getByText(/\d+ pagamentos? · receita|Nenhum pagamento · receita/)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("an admin: the merchant switcher fits a phone, the audit log reads like the rest", async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await phonePage(browser, "admin");
    try {
      await page.getByTestId("merchant-switcher").click();
      await expect(page.getByTestId("merchant-switcher-search")).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const list = (await page.getByTestId("merchant-switcher-search").boundingBox())!;
      expect(list.x + list.width).toBeLessThanOrEqual(390);
      await page.keyboard.press("Escape");

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/admin/audit");
      await expect(page).toHaveTitle("Registro de auditoria · Pagamentos");
      await expect(page.getByTestId("audit-row").first()).toBeVisible();
      const text = await page.getByTestId("audit-table").innerText();
      expect(text, "no ISO instants").not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
      expect(text, "no bare UUIDs").not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  test("the main screens have no moderate heading or landmark problems (axe best practices)", async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const ids = await demoIds(request);
    const findings: Finding[] = [];
    for (const role of ["merchant", "admin"] as const) {
      const { context, page } = await phonePage(browser, role);
      try {
        const urls =
          role === "merchant"
            ? [
                "/",
                "/charges",
                `/charges/${ids.charge}`,
                "/payment-links",
                `/payment-links/${ids.link}`,
                "/withdrawals",
              ]
            : ["/", "/admin/merchants", "/admin/audit", "/recipients"];
        for (const vp of VIEWPORTS) {
          await page.setViewportSize({ width: vp.width, height: vp.height });
          for (const url of urls) {
            await page.goto(url);
            await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 20_000 });
            findings.push(...(await bestPracticeFindings(page, url, `${role} ${vp.name}`)));
          }
        }
      } finally {
        await context.close();
      }
    }
    report(findings);
  });
});
