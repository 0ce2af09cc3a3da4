import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys against a production build on an embedded database of their own.
 * E2E_PORT (3100), NEXT_DIST_DIR (.next-e2e): parallel runs take other values.
 * E2E_SKIP_BUILD=1 reuses the last build of NEXT_DIST_DIR. E2E_BASE_URL targets a server already running
 * (then e2e/support reads its demo credentials from E2E_DATA_DIR).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
// Set once in the runner process; the workers inherit the environment, so everyone sees the same folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "pay-e2e-"));
process.env.E2E_BASE_URL ??= `http://localhost:${port}`;
const external = process.env.E2E_EXTERNAL === "1";
if (!external) process.env.E2E_EXTERNAL = "0";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  // One folder per port: parallel runs in the same tree must not wipe each other's artifacts.
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Debian's Chromium where it is installed (nothing can be downloaded here); elsewhere Playwright's own.
    launchOptions: { executablePath: fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: process.env.E2E_SKIP_BUILD === "1" ? "npm start" : "npm run build && npm start",
        url: `http://localhost:${port}/ready`,
        // The production build runs inside this wait; a loaded 2-core machine has taken over 5 minutes.
        timeout: 900_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          PORT: String(port),
          NEXT_DIST_DIR: distDir,
          DATA_DIR: process.env.E2E_DATA_DIR,
          APP_ENV: "development",
          NEXT_TELEMETRY_DISABLED: "1",
          LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
          PUBLIC_BASE_URL: `http://localhost:${port}`,
        },
      },
});
