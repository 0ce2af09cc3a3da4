import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** What the development seed wrote to DATA_DIR/demo-credentials.json (server/seed/seed.ts). */
export interface DemoCredentials {
  merchant: { email: string; password: string; merchantId: string; name: string };
  admin: { email: string; password: string };
  otherMerchantId: string;
  apiKey: { publicKey: string; secretKey: string };
}

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? "http://localhost:3100";
}

export function demoCredentials(): DemoCredentials {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through `npx playwright test`.");
  return JSON.parse(fs.readFileSync(path.join(dir, "demo-credentials.json"), "utf8")) as DemoCredentials;
}

/** `Authorization: Basic …` for a key pair. */
export function basicAuth(publicKey: string, secretKey = ""): string {
  return `Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString("base64")}`;
}

/** The demo merchant's API key, for API calls from specs (`request.get(url, { headers })`). */
export function demoApiHeaders(): Record<string, string> {
  const { apiKey } = demoCredentials();
  return { authorization: basicAuth(apiKey.publicKey, apiKey.secretKey) };
}

/** Signs in through the form as the demo merchant user or the demo admin; lands on the overview. */
export async function signIn(page: Page, role: "merchant" | "admin"): Promise<void> {
  const creds = demoCredentials()[role];
  await page.goto("/sign-in");
  await page.locator("#email").fill(creds.email);
  await page.locator("#password").fill(creds.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-name")).toBeVisible();
}

/** An admin's merchant switcher; pass "" for all merchants. */
export async function switchMerchant(page: Page, merchantId: string): Promise<void> {
  await page.getByTestId("merchant-switcher").selectOption(merchantId);
  await expect(page.getByTestId("merchant-switcher")).toHaveValue(merchantId);
  await page.waitForLoadState("networkidle");
}
