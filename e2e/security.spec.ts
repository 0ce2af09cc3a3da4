import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import { demoCredentials, signIn } from "./support/demo";

/**
 * The browser-side security controls: the dashboard's nonce CSP lets Next's own scripts run (no CSP
 * error in the console while pages render and navigate), every answer carries HSTS, and the SDK
 * demo runs under its own CSP.
 */
const SHOTS = "/tmp/shots-security";

function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

test("the dashboard runs under its nonce CSP with no CSP error, and answers carry HSTS", async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const errors = cspErrors(page);
  const signInPage = await page.goto("/sign-in");
  expect(signInPage?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(signInPage?.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  await signIn(page, "merchant");
  const charges = await page.goto("/charges");
  expect(charges?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.locator("main")).toBeVisible();
  // A client-side navigation (Next's router and chunks) under the same policy.
  await page.goto("/");
  await page.locator('a[href="/payment-links"]').first().click();
  await expect(page).toHaveURL(/\/payment-links/);
  await page.waitForLoadState("networkidle");
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/dashboard-csp-${w}x${h}.png`, fullPage: false });
  }
  expect(errors).toEqual([]);
});

test("the SDK demo tokenizes under its own CSP with no CSP error", async ({ page }) => {
  const errors = cspErrors(page);
  const res = await page.goto(`/sdk/demo.html?pk=${demoCredentials().apiKey.publicKey}&baseUrl=https://evil.example`);
  expect(res?.headers()["content-security-policy"]).toContain("connect-src 'self'");
  const sent: string[] = [];
  page.on("request", (r) => sent.push(r.url()));
  await page.locator("#tokenize").click();
  await expect(page.getByTestId("result")).toContainText('"token": "tok_');
  expect(sent.some((u) => u.includes("evil.example"))).toBe(false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/sdk-demo-1440x900.png` });
  expect(errors).toEqual([]);
});

test("the API reference renders under its CSP with no CSP error, and its try-it calls reach this service", async ({
  page,
}) => {
  const errors = cspErrors(page);
  const res = await page.goto("/docs");
  expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await expect(page.getByRole("button", { name: /Test Request/i }).first()).toBeVisible();
  await page
    .getByRole("button", { name: /Test Request/i })
    .first()
    .click();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/v1/"));
  await page.getByRole("button", { name: /^Send/i }).first().click();
  await sent;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/docs-csp-1440x900.png` });
  expect(errors).toEqual([]);
});
