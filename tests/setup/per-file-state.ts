import { afterAll } from "vitest";

/**
 * Most test files share their worker's module graph (vitest.config.ts, project "shared"), so what a file leaves in the
 * process would reach the next file in that worker. Each file starts as a fresh process would: with the environment
 * the run began with, and without the values kept through processSingleton (rate-limit tables, key caches, the
 * dispatcher, log sinks: every slot named `payments.process.*` on globalThis), which are made again on first use.
 * Registered first, so this file's afterAll runs last, after the database is closed (tests/setup/fresh-database.ts).
 */
const PROCESS_STATE = "payments.process.";
// At the top, not in beforeAll: a setup file runs before its test file is imported, whose top level may set variables.
const envAtStart: NodeJS.ProcessEnv = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in envAtStart)) delete process.env[key];
  Object.assign(process.env, envAtStart);
  const store = globalThis as unknown as Record<symbol, unknown>;
  for (const slot of Object.getOwnPropertySymbols(store))
    if (slot.description?.startsWith(PROCESS_STATE)) delete store[slot];
});
