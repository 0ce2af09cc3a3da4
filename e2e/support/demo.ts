import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { generate } from "otplib";

/** What the development seed wrote to DATA_DIR/demo-credentials.json (server/registries/seed/seed.ts). */
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

/** A test card as the SDK sends it to `/tokenize` (docs/api/test-cards.md): an approved Visa unless said otherwise. */
export interface TestCard {
  number?: string;
  holderName?: string;
}

/** Tokenizes a card with the demo merchant's public key, as the browser SDK does; answers the token. */
export async function tokenizeCard(request: APIRequestContext, card: TestCard = {}): Promise<string> {
  const res = await request.post("/tokenize", {
    headers: { authorization: basicAuth(demoCredentials().apiKey.publicKey) },
    data: {
      card: {
        number: card.number ?? "4111111111111111",
        holderName: card.holderName ?? "Maria Silva",
        expirationMonth: "12",
        expirationYear: String(new Date().getFullYear() + 3),
        cvv: "123",
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** What a spec reads back of a card charge it made. */
export interface CardCharge {
  id: string;
  status: string;
  failure_code?: string | null;
}

/**
 * A card charge through `POST /v1/charges` with the demo merchant's secret key: tokenizes `card`, charges it and
 * expects 201 (a declined charge is 201 too, `status: "failed"`); answers the charge.
 */
export async function chargeCard(
  request: APIRequestContext,
  charge: {
    amount: number;
    installments?: number;
    card?: TestCard;
    customer?: { name: string; email: string };
    items?: Array<{ name: string; quantity: number; unit_price: number }>;
    headers?: Record<string, string>;
  },
): Promise<CardCharge> {
  const token = await tokenizeCard(request, charge.card);
  const res = await request.post("/v1/charges", {
    headers: { ...demoApiHeaders(), ...charge.headers },
    data: {
      amount: charge.amount,
      payment_method: "credit_card",
      ...(charge.customer && { customer: charge.customer }),
      ...(charge.items && { items: charge.items }),
      payment_details: { token, installments: charge.installments ?? 1 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: CardCharge }).data;
}

/**
 * Opens a dashboard page and waits until its scripts have hydrated it (components/layout/providers.tsx). A screen
 * arrives with its data in the HTML, so what it shows says nothing of whether typing into it would be kept.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Signs in through the form as the demo merchant user or the demo admin; lands on the overview. */
export async function signIn(page: Page, role: "merchant" | "admin"): Promise<void> {
  const creds = demoCredentials()[role];
  await page.goto("/sign-in");
  await page.locator("#email").fill(creds.email);
  await page.locator("#password").fill(creds.password);
  await page.locator('form button[type="submit"]').click();
  if (role === "admin") await secondFactor(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-name")).toBeVisible();
}

/** The demo admin's authenticator, as the helper enrolled it (DATA_DIR is fresh for every run). */
interface AdminTotp {
  secret: string;
  recoveryCodes: string[];
  /** The last 30-second step whose code was used: a code is accepted once. */
  lastStep: number;
}

function totpFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? "", "e2e-admin-totp.json");
}

export function adminTotp(): AdminTotp | undefined {
  try {
    return JSON.parse(fs.readFileSync(totpFile(), "utf8")) as AdminTotp;
  } catch {
    return undefined;
  }
}

/**
 * A code for the admin's authenticator from a step not used yet. The server accepts the step after now too (clock
 * drift, server/accounts/auth/totp.ts), so two codes a step are had without waiting; a third waits for the next step.
 */
export async function nextAdminCode(page: Page, totp: AdminTotp): Promise<string> {
  const step = Math.max(totp.lastStep + 1, Math.floor(Date.now() / 30_000));
  // The step after now at the latest, so that the server still takes it however long the form takes to send.
  const wait = (step - 1) * 30_000 + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  fs.writeFileSync(totpFile(), JSON.stringify({ ...totp, lastStep: step }));
  return generate({ secret: totp.secret, epoch: step * 30 + 1 });
}

/**
 * Admins must use TOTP: the first admin sign-in of a run lands on the enrolment, which the helper
 * completes like a person would (the secret shown as text, a code computed with the same library
 * as the server); later sign-ins answer the code question.
 */
export async function secondFactor(page: Page): Promise<void> {
  const asked = page.locator('[data-testid="totp-start"], #code');
  await expect(asked.first()).toBeVisible();
  if (await page.getByTestId("totp-start").isVisible()) {
    await page.getByTestId("totp-start").click();
    const secret = (await page.getByTestId("totp-secret").getAttribute("data-secret"))!;
    const code = await nextAdminCode(page, { secret, recoveryCodes: [], lastStep: 0 });
    await page.locator("#totp-code").fill(code);
    await page.getByTestId("totp-confirm").click();
    const recoveryCodes = (await page.getByTestId("recovery-codes").locator("li").allTextContents()).map((c) =>
      c.trim(),
    );
    const saved = adminTotp()!;
    fs.writeFileSync(totpFile(), JSON.stringify({ ...saved, recoveryCodes }));
    await page.getByTestId("totp-done").click();
    return;
  }
  const totp = adminTotp();
  if (!totp) throw new Error("The demo admin has TOTP but this run did not enrol it (e2e-admin-totp.json is missing).");
  await page.locator("#code").fill(await nextAdminCode(page, totp));
  await page.locator('form button[type="submit"]').click();
}

/** An admin's merchant switcher (a searchable list); pass "" for all merchants. */
export async function switchMerchant(page: Page, merchantId: string): Promise<void> {
  const switcher = page.getByTestId("merchant-switcher");
  await switcher.click();
  await page.locator(`[data-testid="merchant-option"][data-merchant-id="${merchantId}"]`).click();
  await expect(switcher).toHaveAttribute("data-value", merchantId);
  await page.waitForLoadState("networkidle");
}

/**
 * Answers the step-up dialog a money-out change opens (docs/api/authentication.md, "Step-up"): the demo
 * merchant user has no TOTP, so it confirms with its password; the admin gives a fresh code.
 */
export async function stepUp(page: Page, role: "merchant" | "admin"): Promise<void> {
  const dialog = page.getByTestId("step-up-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-factor", role === "admin" ? "totp" : "password");
  const secret = role === "admin" ? await nextAdminCode(page, adminTotp()!) : demoCredentials().merchant.password;
  await page.locator("#step-up-secret").fill(secret);
  await page.getByTestId("step-up-confirm").click();
  await expect(dialog).toBeHidden();
}
