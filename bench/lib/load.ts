import fs from "node:fs";
import path from "node:path";
import type { LoadPlan, LoadResult } from "../load-worker";
import { LOG_DIR, runTsxJson } from "./procs";

export type { LoadResult } from "../load-worker";

/** The same load against the app and then the baseline, and the app's share of the baseline's rate. */
export interface Pair {
  app: LoadResult;
  baseline: LoadResult;
  /** The baseline server calling the app's route handlers (route() wrapper, Web Request/Response), without Next. */
  route?: LoadResult;
  /** app requests/s ÷ baseline requests/s. */
  ratio: number;
  /** The floor (bench/floor.ts): the same rows with hand-written SQL on bare node:http + postgres.js. */
  floor?: LoadResult;
  /** app requests/s ÷ floor requests/s. */
  floorRatio?: number;
  /** The framework's floor (bench/lib/framework-floor.ts): Next's route handlers doing no work. */
  frameworkFloor?: LoadResult;
  /** framework floor requests/s ÷ floor requests/s: the most of the floor any Next route handler keeps. */
  frameworkFloorRatio?: number;
  /** Statements, round trips and transactions per request (bench/lib/round-trips.ts). */
  counts?: { app: import("./round-trips").Counts; floor: import("./round-trips").Counts };
}

/** Requests of a run that got no 2xx answer: an error status, a broken connection or a timeout. */
export function failedRequests(result: LoadResult): number {
  return result.non2xx + result.errors + result.timeouts;
}

/** Runs one load plan from a separate process (bench/load-worker.ts) and answers its figures. */
export async function runLoad(name: string, plan: LoadPlan): Promise<LoadResult> {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const file = path.join(LOG_DIR, `plan-${name}.json`);
  fs.writeFileSync(file, JSON.stringify(plan));
  const result = await runTsxJson<LoadResult>(`load-${name}`, "bench/load-worker.ts", [file], {});
  const failed = failedRequests(result);
  process.stdout.write(
    `  ${name.padEnd(34)} ${String(result.rps).padStart(8)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  cpu ${result.cpuMsPerRequest ?? "?"} ms/req${failed ? `  FAILED ${failed}: ${result.sampleError ?? ""}` : ""}\n`,
  );
  return result;
}

export function ratio(app: LoadResult, baseline: LoadResult): number {
  return baseline.rps > 0 ? Math.round((app.rps / baseline.rps) * 1000) / 1000 : NaN;
}
