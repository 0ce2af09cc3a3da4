/**
 * The framework's floor (BENCHMARKS.md, "Floors"): bench/framework-floor, a Next app whose route
 * handlers for POST /tokenize and POST /v1/charges only parse the JSON body and answer a canned body
 * of the app's size. No database, no work of ours: what Next itself costs per request on this machine,
 * the most any route handler of ours could reach. Beside the SQL floor it says how much of that floor
 * the chosen framework leaves.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, runToEnd } from "./procs";

const SOURCE = path.join(ROOT, "bench", "framework-floor");

/**
 * Builds the app in a folder of its own outside the repository (Turbopack refuses an app nested in
 * another's root, and the repository's proxy and instrumentation must not join it), with webpack,
 * against the repository's node_modules. Answers the folder to serve from.
 */
export async function buildFrameworkFloor(env: Record<string, string>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "framework-floor-"));
  fs.cpSync(SOURCE, dir, { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
  const { NEXT_DIST_DIR: _appDistDir, ...rest } = env;
  await runToEnd(
    "framework-floor-build",
    path.join(ROOT, "node_modules", ".bin", "next"),
    ["build", "--webpack"],
    {
      ...rest,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    dir,
  );
  return dir;
}

export function removeFrameworkFloor(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
