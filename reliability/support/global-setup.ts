import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    reliabilityRunDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-reliability";
const SERVER_URL = process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Once per run: the production build in a dist folder of its own (RELIABILITY_SKIP_BUILD=1 reuses
 * the last one), and the run folder that collects logs, database names and figures.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const runDir = process.env.RELIABILITY_RUN_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "reliability-"));
  fs.mkdirSync(path.join(runDir, "logs"), { recursive: true });
  project.provide("reliabilityRunDir", runDir);
  process.stdout.write(`[reliability] run folder: ${runDir}\n`);

  const built = fs.existsSync(path.join(ROOT, DIST_DIR, "BUILD_ID"));
  if (process.env.RELIABILITY_SKIP_BUILD === "1" && built) {
    process.stdout.write(`[reliability] reusing the build in ${DIST_DIR}\n`);
  } else {
    const started = Date.now();
    process.stdout.write(`[reliability] next build into ${DIST_DIR} …\n`);
    const result = spawnSync("npm", ["run", "build"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0)
      throw new Error(`next build failed:\n${result.stdout.toString()}\n${result.stderr.toString()}`);
    process.stdout.write(`[reliability] built in ${Math.round((Date.now() - started) / 1000)} s\n`);
  }
  execFileSync("pg_isready", ["-d", SERVER_URL]);

  return async () => {
    // The secrets part drops what it scanned; whatever a failed run left is dropped here.
    const file = path.join(runDir, "databases.txt");
    if (!fs.existsSync(file) || process.env.RELIABILITY_KEEP_DATABASES === "1") return;
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    for (const url of fs.readFileSync(file, "utf8").split("\n").filter(Boolean)) {
      const name = new URL(url).pathname.slice(1);
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    }
    await admin.end();
  };
}
