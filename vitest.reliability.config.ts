import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The parts run in the order of their file names: 8 (secrets at rest) scans what 1-7 left. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * `npm run test:reliability`: the built app started as `npm start` starts it, over a real
 * PostgreSQL, attacked over real HTTP (reliability/README in RELIABILITY.md). Not part of
 * `npm run test:unit`, whose include globs do not reach reliability/.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["reliability/**/*.test.ts"],
    globalSetup: ["reliability/support/global-setup.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { sequencer: ByName },
    testTimeout: 600_000,
    hookTimeout: 300_000,
    reporters: ["verbose"],
  },
});
