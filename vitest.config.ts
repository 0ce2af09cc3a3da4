import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const INCLUDE = ["server/**/*.test.ts", "tests/**/*.test.ts", "sdk/**/*.test.ts", "db/**/*.test.ts"];

/**
 * Test files that need a module graph of their own: those that replace a module (`vi.mock`), and those that change a
 * module's value before using it (they say "a module graph of its own" in a comment). Found by reading the files, so
 * a new one is placed without touching this list.
 */
function filesNeedingOwnModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "dist") walk(file);
      } else if (entry.name.endsWith(".test.ts")) {
        const text = fs.readFileSync(file, "utf8");
        if (/\bvi\.(mock|doMock|unmock|resetModules)\(|a module graph of its own/.test(text))
          found.push(path.relative(import.meta.dirname, file));
      }
    }
  };
  for (const dir of ["server", "tests", "sdk", "db"]) walk(path.join(import.meta.dirname, dir));
  return found.sort();
}
const ownModules = filesNeedingOwnModules();

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    globalSetup: ["tests/setup/migrated-template.ts"],
    // per-file-state first: its afterAll runs after the others' (the database closed before process state is dropped).
    setupFiles: ["tests/setup/per-file-state.ts", "tests/setup/log-guard.ts", "tests/setup/fresh-database.ts"],
    environment: "node",
    // Worker threads, not processes: a thread starts for less than a process. Two test folders alone took 106 s of
    // CPU against 133 s with forks.
    pool: "threads",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "silent" },
    projects: [
      {
        extends: true,
        // Every file still gets a database of its own (tests/setup/fresh-database.ts) and starts with the run's
        // environment and no process state (tests/setup/per-file-state.ts), but shares its worker's modules: loading
        // the app's modules again for each file was most of the suite's time (on PGlite 427 s isolated, 223 s shared,
        // on the same machine on 2026-11-29).
        test: { name: "shared", include: INCLUDE, exclude: ownModules, isolate: false },
      },
      { extends: true, test: { name: "own-modules", include: ownModules, isolate: true } },
    ],
  },
});
