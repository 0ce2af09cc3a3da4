// `npm run test:e2e`: the browser journeys in shards that run side by side, each against a server of its own.
//
// Why shards: one journey drives one browser against one server whose embedded database answers one query at a
// time, so a single run keeps about one core busy. Each shard is a separate `playwright test --shard=i/N` with its
// own port (E2E_PORT + i - 1) and its own fresh DATA_DIR (playwright.config.ts makes one per runner), so shards
// share nothing but the production build, made once here before they start.
//
// E2E_SHARDS sets N (default: 2 on a machine with 2 cores or more, else 1; 1 when spec files or options are given,
// so `npm run test:e2e -- e2e/pix.spec.ts` runs as plain `playwright test` would). E2E_SKIP_BUILD=1 reuses the
// last build of NEXT_DIST_DIR; E2E_BUILD_STATUS_FILE names a file another process writes the exit status of its build of
// NEXT_DIST_DIR into (CI builds beside the unit tests, .ci/run): the journeys wait for it and build nothing. With E2E_EXTERNAL=1 (a server already running) there is one shard.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import readline from "node:readline";

const args = process.argv.slice(2);
const external = process.env.E2E_EXTERNAL === "1";
const defaultShards = args.length > 0 || external ? 1 : Math.min(2, os.availableParallelism());
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? defaultShards));
const basePort = Number(process.env.E2E_PORT ?? 3100);

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("node", ["scripts/ensure-browser.mjs"]);

const statusFile = process.env.E2E_BUILD_STATUS_FILE;
if (statusFile) {
  while (!fs.existsSync(statusFile)) await new Promise((resolve) => setTimeout(resolve, 2_000));
  const status = fs.readFileSync(statusFile, "utf8").trim();
  if (status !== "0") {
    process.stderr.write(`The build the journeys wait for failed (exit ${status}).\n`);
    process.exit(1);
  }
  process.env.E2E_SKIP_BUILD = "1";
}

if (shards === 1) {
  run("npx", ["playwright", "test", ...args]);
  process.exit(0);
}

// The same build the config's web server would make (its folder, its environment), once for every shard.
if (process.env.E2E_SKIP_BUILD !== "1") {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
  run("npm", ["run", "build"], {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    APP_ENV: "development",
    NEXT_TELEMETRY_DISABLED: "1",
  });
}

/** One shard: its own port and runner (hence its own data folder); its lines prefixed so the log stays readable. */
function shard(index) {
  const env = { ...process.env, E2E_PORT: String(basePort + index - 1), E2E_SKIP_BUILD: "1" };
  // The runner sets these for its own server; inherited values would point every shard at the first one's.
  delete env.E2E_BASE_URL;
  delete env.E2E_DATA_DIR;
  const child = spawn("npx", ["playwright", "test", `--shard=${index}/${shards}`, "--pass-with-no-tests", ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[shard ${index}/${shards}] `;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => process.stdout.write(prefix + line + "\n"));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => shard(i + 1)));
process.stdout.write(
  `\nshards: ${codes.map((code, i) => `${i + 1}/${shards} ${code === 0 ? "passed" : "failed"}`).join(", ")}\n`,
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
