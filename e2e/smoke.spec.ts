import { expect, test } from "./support/test";
import { baseUrl, signIn } from "./support/demo";

test("health and readiness answer", async ({ request }) => {
  expect((await request.get("/health")).status()).toBe(200);
  const ready = await request.get("/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
});

test("every script a page loads is marked for eager compiling (npm run build's last step, scripts/compile-hints.ts)", async ({
  page,
  request,
}) => {
  await page.goto("/sign-in");
  const scripts = await page
    .locator('script[src*="/_next/static/chunks/"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(2);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
  }
});

test("signed-out visitors are sent to the sign-in page", async ({ page }) => {
  await page.goto("/withdrawals");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a wrong password is refused", async ({ page }) => {
  await page.goto("/sign-in");
  await page.locator("#email").fill("lojista@lojademo.com.br");
  await page.locator("#password").fill("wrong password");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId("sign-in-error")).toBeVisible();
});

test("the merchant signs in and out", async ({ page }) => {
  await signIn(page, "merchant");
  await expect(page.getByRole("navigation").first()).toContainText("Chaves de API");
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("signing out through Auth.js's own endpoint ends the session on the server, not only the cookie", async ({
  page,
  playwright,
}) => {
  await signIn(page, "merchant");
  const copied = await page.context().storageState();
  const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const out = await page.request.post("/api/auth/signout", { form: { csrfToken: csrf.csrfToken }, maxRedirects: 0 });
  expect(out.status()).toBeLessThan(400);
  // Someone who copied the cookie before the sign-out: the server no longer takes it.
  const thief = await playwright.request.newContext({ baseURL: baseUrl(), storageState: copied });
  const res = await thief.get("/v1/wallets");
  expect(res.status()).toBe(401);
  expect((await res.json()).error.code).toBe("session_revoked");
  await thief.dispose();
});
