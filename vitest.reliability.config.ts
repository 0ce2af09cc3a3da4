import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The part a file holds: the number its name starts with; part 8 (secrets at rest) last, to scan what all others left. */
function partOf(file: TestSpecification): number {
  const name = path.basename(file.moduleId);
  return name.startsWith("8-secrets") ? Infinity : Number.parseInt(name, 10);
}

/** The parts run in the order of their numbers. */
class ByPart extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => partOf(a) - partOf(b) || a.moduleId.localeCompare(b.moduleId));
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
    sequence: { sequencer: ByPart },
    testTimeout: 600_000,
    hookTimeout: 300_000,
    reporters: ["verbose"],
  },
});
