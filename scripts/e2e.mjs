// `npm run test:e2e`: the browser journeys in shards that run side by side, each against a server of its own.
//
// Why shards: one journey drives one browser against one server whose embedded database answers one query at a
// time, so a single run keeps about one core busy. Each shard is a separate `playwright test --shard=i/N` with its
// own port (E2E_PORT + i - 1) and its own fresh DATA_DIR (playwright.config.ts makes one per runner), so shards
// share nothing but the production build, made once here before they start.
//
// Each shard gets whole spec files, shared out by how long each took (e2e/durations.json: seconds, summed from the
// list reporter's per-test times of a CI run; a file not in it counts as 30 s), the longest first to the shard with
// the least so far. Playwright's own --shard splits by the number of tests, which left one shard 3.5 minutes longer
// than the other (the screen sweeps are 55 short tests, the admin journey one long one).
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

/** The spec files in N lists of about equal time: the longest file first, each to the list with the least time so far. */
function shareOutSpecFiles(count) {
  const seconds = JSON.parse(fs.readFileSync("e2e/durations.json", "utf8"));
  const files = fs
    .readdirSync("e2e")
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => `e2e/${name}`)
    .sort((a, b) => (seconds[b] ?? 30) - (seconds[a] ?? 30) || a.localeCompare(b));
  const lists = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of files) {
    const shortest = lists.reduce((least, list) => (list.seconds < least.seconds ? list : least));
    shortest.files.push(file);
    shortest.seconds += seconds[file] ?? 30;
  }
  return lists;
}

// Playwright reads each argument as a regular expression found anywhere in a path: anchored and escaped, a file
// name matches only itself (e2e/pix.spec.ts is not e2e/pix-links.spec.ts).
const asFilter = (file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

const specLists = shareOutSpecFiles(shards);

/** One shard: its own port and runner (hence its own data folder); its lines prefixed so the log stays readable. */
function shard(index) {
  const env = { ...process.env, E2E_PORT: String(basePort + index - 1), E2E_SKIP_BUILD: "1" };
  // The runner sets these for its own server; inherited values would point every shard at the first one's.
  delete env.E2E_BASE_URL;
  delete env.E2E_DATA_DIR;
  const { files, seconds } = specLists[index - 1];
  process.stdout.write(
    `[shard ${index}/${shards}] ${files.length} spec files, about ${seconds} s: ${files.join(" ")}\n`,
  );
  const child = spawn("npx", ["playwright", "test", "--pass-with-no-tests", ...files.map(asFilter), ...args], {
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
