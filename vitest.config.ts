import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["server/**/*.test.ts", "tests/**/*.test.ts", "sdk/**/*.test.ts", "db/**/*.test.ts"],
    globalSetup: ["tests/setup/migrated-template.ts"],
    setupFiles: ["tests/setup/log-guard.ts", "tests/setup/fresh-database.ts"],
    environment: "node",
    // Worker threads, not processes: each file still gets a fresh module graph and a database of its own
    // (tests/setup/fresh-database.ts), and a thread starts for less than a process. Two test folders alone took
    // 106 s of CPU against 133 s with forks; in CI (.ci/run, both streams) the suite took 428 s against 676 s on
    // PGlite and 458 s against 599 s on PostgreSQL, an hour apart on this machine.
    pool: "threads",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "silent" },
  },
});
