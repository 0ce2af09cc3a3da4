import { expect, test } from "./support/test";
import { basicAuth, demoCredentials, signIn, stepUp, switchMerchant } from "./support/demo";

test("a merchant creates a key, sees the secret once, uses it, revokes it", async ({ page, request }, testInfo) => {
  await signIn(page, "merchant");
  await page.screenshot({ path: testInfo.outputPath("dashboard.png"), fullPage: true });

  await page.getByRole("link", { name: "Chaves de API" }).first().click();
  await expect(page.getByRole("heading", { name: "Chaves de API" })).toBeVisible();
  await page.getByRole("button", { name: "Nova chave" }).first().click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Nome").fill("Integração E2E");
  await form.getByRole("button", { name: "Criar" }).click();
  // A new key is a money-out change: the session confirms its user first (the demo user with its password).
  await stepUp(page, "merchant");

  // The secret, once.
  const secretDialog = page.getByRole("dialog");
  await expect(secretDialog).toContainText("única vez");
  const publicKey = (await page.getByTestId("created-public-key").textContent())!.trim();
  const secretKey = (await page.getByTestId("created-secret-key").textContent())!.trim();
  expect(publicKey).toMatch(/^pk_/);
  expect(secretKey).toMatch(/^sk_/);
  await page.getByTestId("secret-done").click();
  await expect(page.getByTestId("created-secret-key")).toHaveCount(0);
  const row = page.locator(`[data-testid="api-key-row"][data-public-key="${publicKey}"]`);
  await expect(row).toContainText("Integração E2E");
  await expect(row).toContainText(`sk_…${secretKey.slice(-4)}`);
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(secretKey);
  await page.screenshot({ path: testInfo.outputPath("api-keys.png"), fullPage: true });

  // A real HTTP request with the new key.
  const auth = { authorization: basicAuth(publicKey, secretKey) };
  const listed = await request.get("/v1/api-keys", { headers: auth });
  expect(listed.status()).toBe(200);
  const body = (await listed.json()) as { data: Array<{ public_key: string }> };
  expect(body.data.map((k) => k.public_key)).toContain(publicKey);

  // Revoke, with confirmation.
  await row.getByRole("button", { name: "Revogar" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Integração E2E");
  await confirm.getByRole("button", { name: "Revogar" }).click();
  await expect(row).toHaveCount(0);

  const after = await request.get("/v1/api-keys", { headers: auth });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: { type: string } }).error.type).toBe("authentication_error");
});

test("a merchant deactivates and reactivates a key; an inactive key answers 401", async ({ page, request }) => {
  const demo = demoCredentials();
  await signIn(page, "merchant");
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Nova chave" }).first().click();
  await page.getByRole("dialog").getByLabel("Nome").fill("Temporária");
  await page.getByRole("dialog").getByLabel("IPs permitidos").fill("não-é-ip");
  await page.getByRole("dialog").getByRole("button", { name: "Criar" }).click();
  await expect(page.getByRole("dialog")).toContainText("não-é-ip");
  await page.getByRole("dialog").getByLabel("IPs permitidos").fill("");
  await page.getByRole("dialog").getByRole("button", { name: "Criar" }).click();
  await stepUp(page, "merchant");
  const publicKey = (await page.getByTestId("created-public-key").textContent())!.trim();
  const secretKey = (await page.getByTestId("created-secret-key").textContent())!.trim();
  await page.getByTestId("secret-done").click();
  const row = page.locator(`[data-testid="api-key-row"][data-public-key="${publicKey}"]`);

  await row.getByRole("button", { name: "Desativar" }).click();
  await expect(row).toContainText("Inativa");
  expect(
    (await request.get("/v1/api-keys", { headers: { authorization: basicAuth(publicKey, secretKey) } })).status(),
  ).toBe(401);
  // Turning a key back on widens it again: the step-up of a minute ago still counts (10 minutes).
  await row.getByRole("button", { name: "Ativar" }).click();
  await expect(row).toContainText("Ativa");
  expect(
    (await request.get("/v1/api-keys", { headers: { authorization: basicAuth(publicKey, secretKey) } })).status(),
  ).toBe(200);
  // The demo key still works throughout.
  expect(
    (
      await request.get("/v1/api-keys", {
        headers: { authorization: basicAuth(demo.apiKey.publicKey, demo.apiKey.secretKey) },
      })
    ).status(),
  ).toBe(200);
});

test("an admin signs in and switches merchant", async ({ page }) => {
  const demo = demoCredentials();
  await signIn(page, "admin");
  await page.goto("/api-keys");
  const demoKeyRow = page.locator(`[data-testid="api-key-row"][data-public-key="${demo.apiKey.publicKey}"]`);

  await switchMerchant(page, "");
  await expect(demoKeyRow).toBeVisible();
  await expect(page.getByTestId("api-keys-table")).toContainText("Livraria Aurora");

  await switchMerchant(page, demo.otherMerchantId);
  await expect(page.getByTestId("api-keys-table")).toBeVisible();
  await expect(demoKeyRow).toHaveCount(0);

  await switchMerchant(page, demo.merchant.merchantId);
  await expect(demoKeyRow).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("main")).toContainText("Loja Demo");
});
