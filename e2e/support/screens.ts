import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type ConsoleMessage, type Page } from "./test";
import { baseUrl, demoApiHeaders, demoCredentials, signIn } from "./demo";

/**
 * The screen sweeps' parts (e2e/screens*.spec.ts): every dashboard route, found in the `app/(dashboard)` folders, on
 * a desktop (1440×900) and a phone (390×844), with no axe-core violation of WCAG 2 A/AA and no sideways scroll.
 * A new page is swept without touching the specs; a new `[param]` needs an id in withIds() (the sweep says which).
 * SHOTS_DIR=/some/dir keeps a screenshot of every screen.
 */

export const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const DASHBOARD = path.join(process.cwd(), "app", "(dashboard)");

/** `app/(dashboard)/**\/page.tsx` as URL paths; route groups `(x)` vanish, `[id]` stays for ids(). */
export function dashboardRoutes(dir = DASHBOARD, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(prefix || "/");
    // Catch-alls (`[...missing]`, the dashboard's 404) are swept by the visit to /no-such-page.
    if (!entry.isDirectory() || /^[_@]|^\[\[?\.\.\./.test(entry.name)) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    found.push(...dashboardRoutes(path.join(dir, entry.name), prefix + segment));
  }
  return found.sort();
}

export interface Ids {
  charge: string;
  link: string;
  delivery: string;
}

/** Ids of demo data for the detail pages, found or made through the public API. */
export async function demoIds(request: APIRequestContext): Promise<Ids> {
  const headers = demoApiHeaders();
  const first = async (url: string): Promise<string | undefined> => {
    const res = await request.get(url, { headers });
    expect(res.ok(), url).toBe(true);
    return ((await res.json()) as { data: Array<{ id: string }> }).data[0]?.id;
  };
  const charge = await first("/v1/charges?limit=1");
  let link = await first("/v1/payment-links?limit=1");
  if (!link) {
    const made = await request.post("/v1/payment-links", {
      headers,
      data: {
        title: "Caneca esmaltada · edição de inverno",
        description: "Feita à mão em Cunha (SP).",
        amount: 8990,
        product_type: "physical",
        allowed_payment_methods: ["credit_card", "apple_pay"],
        max_installments: 3,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    link = ((await made.json()) as { data: { id: string } }).data.id;
  }
  let delivery = await first("/v1/postbacks/delivery-logs?limit=1");
  if (!delivery) {
    // Nothing listens on port 9: the delivery fails, which is the case worth a look.
    const made = await request.post("/v1/postbacks/endpoints", {
      headers,
      data: { url: "http://127.0.0.1:9/hooks", description: "Varredura de telas" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const endpointId = ((await made.json()) as { data: { id: string } }).data.id;
    const sent = await request.post(`/v1/postbacks/endpoints/${endpointId}/test`, { headers });
    expect(sent.status(), await sent.text()).toBeLessThan(500);
    delivery = await first("/v1/postbacks/delivery-logs?limit=1");
  }
  expect({ charge, link, delivery }, "demo data has a charge, a link and a delivery").toEqual({
    charge: expect.any(String),
    link: expect.any(String),
    delivery: expect.any(String),
  });
  return { charge: charge!, link, delivery: delivery! };
}

/** `[id]` of a route, by the folder it sits in. */
function withIds(route: string, ids: Ids): string | undefined {
  if (!route.includes("[")) return route;
  const byParent: Record<string, string> = {
    "/charges/[id]": `/charges/${ids.charge}`,
    "/payment-links/[id]": `/payment-links/${ids.link}`,
    "/webhooks/logs/[id]": `/webhooks/logs/${ids.delivery}`,
    "/admin/merchants/[id]": `/admin/merchants/${demoCredentials().merchant.merchantId}`,
  };
  return byParent[route];
}

export interface Finding {
  url: string;
  viewport: string;
  problem: string;
}

/**
 * Loads a screen and reports its axe violations, sideways scroll, and any message its client components
 * asked for and did not get (next-intl logs MISSING_MESSAGE and shows the raw key): each screen sends
 * the browser only the catalogues it names (components/layout/client-messages.tsx).
 */
async function sweep(page: Page, url: string, viewport: string, label: string, axe = true): Promise<Finding[]> {
  const findings: Finding[] = [];
  const missing: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.text().includes("MISSING_MESSAGE")) missing.push(m.text().slice(0, 200));
  };
  page.on("console", onConsole);
  await page.goto(url);
  // Screens that poll (webhook logs) never go network-idle: wait for the skeletons to give way instead.
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  if (overflow.scroll > overflow.inner)
    findings.push({ url, viewport, problem: `scrolls sideways: ${overflow.scroll}px in ${overflow.inner}px` });
  // Every screen names itself before the application ("Cobranças · Pagamentos"): nine were "Pagamentos" alone.
  // (The hosted checkouts are the merchant's pages: their titles are the merchant's.)
  const title = await page.title();
  if (!/^\/(pay|checkout)\//.test(url) && !/^.+ · (Pagamentos|Payments)$/.test(title))
    findings.push({ url, viewport, problem: `title "${title}" does not name the screen` });
  if (axe) {
    // The designer's preview is a script-less sandboxed frame axe cannot enter (it would wait forever);
    // the page it draws is swept on its own as /pay/{id}.
    const result = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .exclude('[data-testid="checkout-preview"]')
      .analyze();
    for (const v of result.violations)
      findings.push({
        url,
        viewport,
        problem: `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`)
          .join(" | ")}`,
      });
  }
  page.off("console", onConsole);
  for (const m of missing) findings.push({ url, viewport, problem: `message missing in the browser: ${m}` });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${label}-${viewport}.png`), fullPage: true });
  }
  return findings;
}

const slug = (url: string) =>
  url
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/-$/, "") || "overview";

export function report(findings: Finding[]) {
  const lines = findings.map((f) => `${f.viewport} ${f.url}: ${f.problem}`);
  // Printed too, so a long sweep shows every finding, not only the first failing screen's.
  for (const line of lines) console.log(`[screens] ${line}`);
  expect(lines).toEqual([]);
}

/** Both viewports of one screen. */
export async function sweepBoth(page: Page, url: string, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const vp of VIEWPORTS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    findings.push(...(await sweep(page, url, vp.name, label)));
  }
  return findings;
}

/**
 * Every dashboard screen as `role`, one test each (the describe signs in once per worker, so with more than one
 * worker the screens share out), and the dashboard's 404.
 */
export function sweepEveryDashboardScreen(role: "merchant" | "admin"): void {
  test.describe(`every dashboard screen as the ${role}, axe clean and no sideways scroll on desktop and phone`, () => {
    // One sign-in per role (the admin's needs a fresh TOTP step), kept as storage state for each screen.
    let storageState: string;
    let ids: Ids;
    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(120_000);
      const api = await playwright.request.newContext({ baseURL: baseUrl() });
      ids = await demoIds(api);
      await api.dispose();
      const context = await browser.newContext({ baseURL: baseUrl(), locale: "pt-BR" });
      const page = await context.newPage();
      await signIn(page, role);
      storageState = path.join(process.env.E2E_DATA_DIR ?? "", `screens-${role}.json`);
      await context.storageState({ path: storageState });
      await context.close();
    });

    const screen = (name: string, body: (page: Page) => Promise<Finding[]>) =>
      test(name, async ({ browser }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({
          baseURL: baseUrl(),
          storageState,
          locale: "pt-BR",
          timezoneId: "America/Sao_Paulo",
        });
        try {
          report(await body(await context.newPage()));
        } finally {
          await context.close();
        }
      });

    for (const route of dashboardRoutes())
      screen(route, async (page) => {
        const url = withIds(route, ids);
        if (!url) return [{ url: route, viewport: "-", problem: "no demo id for this route: add it to withIds()" }];
        return sweepBoth(page, url, `${role}-${slug(route)}`);
      });

    screen("the dashboard's 404 keeps the menu", async (page) => {
      const findings = await sweepBoth(page, "/no-such-page", `${role}-not-found`);
      await expect(page.getByTestId("dashboard-not-found")).toBeVisible();
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(page.getByRole("navigation").first()).toBeVisible();
      return findings;
    });
  });
}

/** A signed-in page in pt-BR on a phone. */
export async function phonePage(browser: Browser, role: "merchant" | "admin") {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  const page = await context.newPage();
  // Signed in on a desktop (the helper looks for the user's name, which a phone's header folds away).
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, role);
  await page.setViewportSize({ width: 390, height: 844 });
  return { context, page };
}

export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** The heading, landmark and region rules the WCAG tags leave out, at moderate impact and above. */
export async function bestPracticeFindings(page: Page, url: string, viewport: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["best-practice"])
    .exclude('[data-testid="checkout-preview"]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === "moderate" || v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      url,
      viewport,
      problem: `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
    }));
}
