import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { demoApiHeaders, demoCredentials, signIn, switchMerchant } from "./support/demo";

/**
 * The admin's journey (issues 14 and 15, "Admin"): find a merchant in the switcher by its e-mail,
 * create a merchant with a CNPJ, change its prices, end a user's sessions and disable it, suspend and
 * reactivate it, allow and remove a split partner, run settlement and see the run, and find each of
 * these in the audit log. Every admin screen passes axe-core on a desktop and a phone; a merchant
 * sees none of them. SHOTS_DIR (default /tmp/shots-admin) keeps screenshots.
 */
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-admin";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function noAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      what,
    )
    .toEqual([]);
}

/** Axe, no sideways scroll and a screenshot, at both widths. */
async function lookAt(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const vp of VIEWPORTS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.waitForLoadState("networkidle");
    // How far the page scrolls sideways, and the outermost elements that stick out (to say which).
    const { overflow, culprits } = await page.evaluate(() => {
      // The header stretches with a too-wide page: name what is below it first.
      const out = [...document.querySelectorAll("main *"), ...document.querySelectorAll("header *")].filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.right <= window.innerWidth + 0.5 || r.width === 0) return false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (style.overflowX !== "visible") return false;
        }
        return true;
      });
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        culprits: out.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`),
      };
    });
    expect.soft(overflow, `${name} scrolls sideways on ${vp.name}: ${culprits.join(" | ")}`).toBeLessThanOrEqual(0);
    await noAxeViolations(page, `${name} (${vp.name})`);
    await page.screenshot({ path: `${SHOTS}/${name}-${vp.name}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${vp.name}-top.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A valid all-digit CNPJ (two check digits, modulo 11) from random digits. */
function numericCnpj(): { digits: string; formatted: string } {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const check = (ds: number[]) => {
    const weights = ds.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = ds.reduce((sum, d, i) => sum + d * weights[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = check(base);
  const digits = [...base, first, check([...base, first])].join("");
  return { digits, formatted: digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5") };
}

test("an admin runs the platform from the dashboard, and every action is in the audit log", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const demo = demoCredentials();
  const stamp = Date.now().toString(36);
  const email = `alpha.${stamp}@example.com`;
  // A CNPJ of this run's own, so that a retry finds only the merchant it created.
  const document = numericCnpj();
  await signIn(page, "admin");

  // The switcher tells same-named merchants apart and finds one by e-mail.
  await page.getByTestId("merchant-switcher").click();
  await page.getByTestId("merchant-switcher-search").fill(demo.merchant.email.slice(0, 8));
  const option = page.locator(`[data-testid="merchant-option"][data-merchant-id="${demo.merchant.merchantId}"]`);
  await expect(option).toContainText(demo.merchant.name);
  await page.keyboard.press("Escape");
  await switchMerchant(page, demo.merchant.merchantId);
  // The detail line tells it apart: its CPF/CNPJ (the demo merchant has one), else its e-mail.
  await expect(page.getByTestId("merchant-switcher-detail")).toHaveText("529.982.247-25");

  // With one merchant selected the wallets page leads with its wallets, not the platform's fees.
  await page.goto("/wallets");
  await expect(page.getByTestId("wallet-balance")).toBeVisible();
  await expect(page.getByTestId("platform-balance")).toHaveCount(0);
  await lookAt(page, "wallets-one-merchant");
  await switchMerchant(page, "");

  // Lists of every merchant name each row's owner.
  const link = await request.post("/v1/payment-links", {
    headers: demoApiHeaders(),
    data: { title: "Caneca", amount: 4990, product_type: "physical", allowed_payment_methods: ["credit_card"] },
  });
  expect(link.status()).toBe(201);
  await page.goto("/payment-links");
  await expect(page.getByTestId("links-table").getByTestId("owner").first()).toBeVisible();

  // Create a merchant with its first user; the password is shown once.
  await page.goto("/admin/merchants");
  await lookAt(page, "merchants");
  await page.getByTestId("new-merchant").click();
  await page.locator("#merchant-name").fill("alpha");
  await page.locator("#merchant-email").fill(email);
  await page.locator("#merchant-document").fill(document.formatted.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
  await page.getByTestId("create-merchant-submit").click();
  await expect(page.getByText("CPF ou CNPJ inválido.")).toBeVisible();
  await page.locator("#merchant-document").fill(document.formatted);
  await page.getByTestId("create-merchant-submit").click();
  await expect(page.getByTestId("created-password")).not.toBeEmpty();
  await page.getByRole("button", { name: "Fechar" }).click();

  // Found by its document, with or without punctuation.
  await page.getByTestId("merchant-search").fill(document.digits);
  await page.getByTestId("merchant-search").press("Enter");
  const row = page.getByTestId("merchant-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(document.formatted);
  await expect(row).toContainText(email);
  await row.getByTestId("merchant-link").click();
  await expect(page.getByTestId("merchant-document")).toHaveText(document.formatted);
  const merchantId = page.url().split("/").pop()!;

  // Prices: 2,99 % at sight.
  await page.getByTestId("pricing-mdr_1x_bp").fill("2,99");
  await page.getByTestId("pricing-save").click();
  await expect(page.getByText("Preços salvos.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("pricing-mdr_1x_bp")).toHaveValue("2,99");

  // Its user: end its sessions, then disable it.
  const user = page.locator(`[data-testid="merchant-user"][data-email="${email}"]`);
  await user.getByTestId("revoke-sessions").click();
  await page.getByRole("dialog").getByRole("button", { name: "Encerrar sessões" }).click();
  await expect(page.getByText("Sessões encerradas.")).toBeVisible();
  await user.getByTestId("toggle-user").click();
  await page.getByRole("dialog").getByRole("button", { name: "Desativar" }).click();
  await expect(user).toContainText("Desativado");

  // Suspend and reactivate.
  await page.getByTestId("toggle-merchant-status").click();
  await page.getByRole("dialog").getByRole("button", { name: "Suspender" }).click();
  await expect(page.getByTestId("merchant-status")).toHaveText("Suspenso");
  await lookAt(page, "merchant-detail");
  await page.getByTestId("toggle-merchant-status").click();
  await page.getByRole("dialog").getByRole("button", { name: "Reativar" }).click();
  await expect(page.getByTestId("merchant-status")).toHaveText("Ativo");

  // Split partners: the demo merchant may send parts to the new one; then not any more.
  await page.goto("/admin/split-partners");
  await page.getByTestId("split-merchant_id").selectOption(demo.merchant.merchantId);
  await page.getByTestId("split-partner_id").selectOption(merchantId);
  await page.getByTestId("create-split-partner").click();
  const relation = page.getByTestId("split-partner-row").filter({ hasText: document.formatted });
  await expect(relation).toHaveCount(1);
  await lookAt(page, "split-partners");
  await relation.getByTestId("remove-split-partner").click();
  await page.getByRole("dialog").getByRole("button", { name: "Remover" }).click();
  await expect(relation).toHaveCount(0);

  // A settlement run, then its line in the history.
  await page.goto("/admin/settlements");
  await expect(page.getByTestId("settlement-runs").or(page.getByText("Nenhuma execução ainda."))).toBeVisible();
  const runsBefore = await page.getByTestId("settlement-run").count();
  await page.getByTestId("run-settlement").click();
  await expect(page.getByTestId("settlement-result")).toContainText(/liquidad|Nada/, { timeout: 90_000 });
  await expect(page.getByTestId("settlement-run")).toHaveCount(runsBefore + 1);
  await lookAt(page, "settlements");

  // The audit log has each action, by this admin.
  await page.goto(`/admin/audit?merchant_id=${merchantId}`);
  const actions = page.getByTestId("audit-row");
  for (const action of [
    "merchant.created",
    "pricing.updated",
    "user.sessions_revoked",
    "user.disabled",
    "merchant.suspended",
    "merchant.reactivated",
  ])
    await expect(page.locator(`[data-testid="audit-row"][data-action="${action}"]`), action).toHaveCount(1);
  await expect(actions.first()).toContainText(demo.admin.email);
  await lookAt(page, "audit");
  // A split relation is recorded under its charging merchant.
  await page.goto(`/admin/audit?merchant_id=${demo.merchant.merchantId}&action=split_partner.removed`);
  await expect(actions).toHaveCount(1);
  await expect(actions.first()).toContainText("Parceiro de split removido");
  await page.getByTestId("audit-merchant").selectOption("");
  await expect(page).not.toHaveURL(/merchant_id/);
  await page.getByTestId("audit-action").selectOption("settlement.run");
  await expect(actions.first()).toContainText("Liquidação executada");

  // A merchant sees no admin entry and no admin screen.
  const context = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const merchant = await context.newPage();
  await signIn(merchant, "merchant");
  await expect(merchant.locator('nav a[href="/admin/merchants"]')).toHaveCount(0);
  await expect(page.locator('nav a[href="/admin/merchants"]').first()).toBeVisible();
  // The dashboard's not-found page, answered 404 (admin/layout.tsx decides before loading.tsx streams).
  await merchant.goto("/admin/audit");
  await expect(merchant.getByText("Página não encontrada")).toBeVisible();
  await expect(merchant.getByTestId("audit-table")).toHaveCount(0);
  await context.close();
});
