import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, systemCtx } from "@/server/platform/context";
import { log } from "@/server/platform/log";
import { generatePassword } from "@/server/accounts/auth/password";
import { createAdminUser, createMerchantWithUser } from "@/server/accounts/merchants/create-merchant-with-user";
import type { DemoData } from "@/server/platform/contracts/demo-step";
import { demoSteps } from "./demo-steps";

export const DEMO_CREDENTIALS_FILE = "demo-credentials.json";

export interface DemoCredentials {
  merchant: { email: string; password: string; merchantId: string; name: string };
  admin: { email: string; password: string };
  otherMerchantId: string;
  apiKey: { publicKey: string; secretKey: string };
}

/**
 * First start: on an empty database, development gets a demo merchant, users and keys
 * (printed, and written to DATA_DIR/demo-credentials.json for scripts and e2e tests);
 * production gets only the first admin from FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD.
 */
export async function seedIfEmpty(): Promise<void> {
  const cfg = config();
  const ctx = systemCtx({ requestId: "seed" });
  const db = await executor(ctx);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(count) > 0) return;
  if (cfg.FIRST_ADMIN_EMAIL && cfg.FIRST_ADMIN_PASSWORD) {
    await createAdminUser({ ctx, input: { email: cfg.FIRST_ADMIN_EMAIL, password: cfg.FIRST_ADMIN_PASSWORD } });
    log.info("first admin created", { email: cfg.FIRST_ADMIN_EMAIL });
  }
  if (!cfg.seedDemo) {
    if (!cfg.FIRST_ADMIN_EMAIL)
      log.warn(
        "no users yet: set FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD, or run `npm run admin -- create-admin --email …`",
      );
    return;
  }
  await seedDemo();
}

async function seedDemo(): Promise<void> {
  const cfg = config();
  const ctx = systemCtx({ requestId: "seed" });
  // E2E runs pin the passwords so that tests need no file; otherwise they are random per database.
  const merchantPassword = process.env.DEMO_PASSWORD ?? generatePassword();
  const adminPassword = process.env.DEMO_PASSWORD ?? generatePassword();
  const main = await createMerchantWithUser({
    ctx,
    // Payout destinations must be in the merchant's own CPF/CNPJ (docs/api/risk.md): the demo's bank account
    // and Pix keys are in this CPF (docs/api/test-cards.md, "Pix key directory").
    input: {
      name: "Loja Demo",
      email: "lojista@lojademo.com.br",
      password: merchantPassword,
      userName: "Ana Lojista",
      document: "52998224725",
    },
  });
  const other = await createMerchantWithUser({
    ctx,
    input: {
      name: "Livraria Aurora",
      email: "contato@livrariaaurora.com.br",
      password: generatePassword(),
      userName: "Bruno Livreiro",
      document: "11222333000181",
    },
  });
  const admin = cfg.FIRST_ADMIN_EMAIL
    ? undefined
    : await createAdminUser({ ctx, input: { email: "admin@pagamentos.dev", password: adminPassword, name: "Admin" } });
  const credentials: DemoCredentials = {
    merchant: { email: main.email, password: merchantPassword, merchantId: main.merchantId, name: "Loja Demo" },
    admin: {
      email: admin?.email ?? cfg.FIRST_ADMIN_EMAIL ?? "",
      password: admin ? adminPassword : "(FIRST_ADMIN_PASSWORD)",
    },
    otherMerchantId: other.merchantId,
    apiKey: { publicKey: main.key.public_key, secretKey: main.key.secret_key },
  };
  if (!cfg.dataDir.startsWith("memory://")) {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    fs.writeFileSync(path.join(cfg.dataDir, DEMO_CREDENTIALS_FILE), JSON.stringify(credentials, null, 2), {
      mode: 0o600,
    });
  }
  const demo: DemoData = {
    merchantId: main.merchantId,
    merchantUserId: main.userId,
    adminUserId: admin?.id ?? "",
    otherMerchantId: other.merchantId,
    publicKey: main.key.public_key,
    secretKey: main.key.secret_key,
  };
  for (const step of demoSteps) {
    try {
      await step(ctx, demo);
    } catch (error) {
      log.error("demo seed step failed", {
        step: step.name || "anonymous",
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  printDemoCredentials(credentials);
}

/** Deliberately on stdout and not through the logger: these secrets are meant for the developer's eyes. */
function printDemoCredentials(c: DemoCredentials): void {
  const base = config().PUBLIC_BASE_URL ?? `http://localhost:${config().PORT}`;
  const lines = [
    "Demo data created (development only).",
    "",
    `  Sign in:   ${base}/sign-in`,
    `  Merchant:  ${c.merchant.email}  /  ${c.merchant.password}   (Loja Demo)`,
    `  Admin:     ${c.admin.email}  /  ${c.admin.password}`,
    `             (admins set up two-factor authentication at their first sign-in)`,
    "",
    `  API keys of Loja Demo (the secret is shown only now):`,
    `    public   ${c.apiKey.publicKey}`,
    `    secret   ${c.apiKey.secretKey}`,
    "",
    `  curl -u ${c.apiKey.publicKey}:${c.apiKey.secretKey} ${base}/v1/api-keys`,
    "",
    `  Also saved in ${path.join(config().dataDir, DEMO_CREDENTIALS_FILE)}`,
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = "═".repeat(width);
  process.stdout.write(`\n╔${bar}╗\n${lines.map((l) => `║ ${l.padEnd(width - 1)}║`).join("\n")}\n╚${bar}╝\n\n`);
}
