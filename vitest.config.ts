import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["server/**/*.test.ts", "tests/**/*.test.ts", "sdk/**/*.test.ts", "db/**/*.test.ts"],
    globalSetup: ["tests/setup/migrated-template.ts"],
    setupFiles: ["tests/setup/log-guard.ts", "tests/setup/fresh-database.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "silent" },
  },
});
