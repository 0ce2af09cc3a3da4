/**
 * The load generator of `npm run bench`, in a process of its own so that it never shares an event
 * loop with the server it measures. Reads a LoadPlan (JSON file named by argv[2]), runs autocannon
 * for the warm-up and then for the measured period, and prints one LoadResult as JSON on stdout.
 */
import fs from "node:fs";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";
import { benchCardNumber } from "./lib/cards";
import { treeCpuMs } from "./lib/cpu";

/** What each request sends: the body and headers vary per request so that no cache or de-dup helps. */
export type RequestPlan =
  | { kind: "tokenize"; publicAuths: string[]; cardOffset: number }
  | {
      kind: "charge";
      /** One card per request, in order: the fraud rules count charges per card and per e-mail (server/payments/fraud). */
      charges: Array<{ auth: string; token: string }>;
      installments: number;
      amount: number;
      /** Makes every buyer's e-mail distinct from those of the other runs on the same database. */
      buyerTag: string;
    }
  | { kind: "get"; auths: string[]; paths: string[] };

export interface LoadPlan {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  request: RequestPlan;
  /** Put before every path: `/via-route` sends the baseline's requests through the app's route handlers. */
  pathPrefix?: string;
  /** The server's process, to measure its CPU time per request. */
  serverPid?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Server CPU (user + system, all its processes) per completed request, in ms. */
  cpuMsPerRequest?: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The first non-2xx answer, to say why a run failed. */
  sampleError?: string;
  /** Create-charge runs: what the run's charges became (added by bench/run.ts after the run). */
  outcomes?: import("./lib/outcomes").Outcomes;
}

function pick<T>(list: T[], i: number): T {
  return list[i % list.length];
}

/** The counter runs on across the warm-up and the measured run, so that no card is tokenized twice. */
const counter = { n: 0 };

function requestsOf(
  plan: RequestPlan,
  prefix: string,
  onError: (status: number, body: string) => void,
): AutocannonRequest[] {
  const onResponse = (status: number, body: string) => {
    if (status >= 300) onError(status, body);
  };
  switch (plan.kind) {
    case "tokenize":
      return [
        {
          method: "POST",
          path: `${prefix}/tokenize`,
          onResponse,
          setupRequest: (req) => {
            const i = counter.n++;
            const card = {
              number: benchCardNumber(plan.cardOffset + i),
              holderName: "MARIA DA SILVA",
              expirationMonth: "12",
              expirationYear: "2031",
              cvv: "123",
            };
            return {
              ...req,
              headers: { "content-type": "application/json", authorization: pick(plan.publicAuths, i) },
              body: JSON.stringify({ card }),
            };
          },
        },
      ];
    case "charge":
      return [
        {
          method: "POST",
          path: `${prefix}/v1/charges`,
          onResponse,
          setupRequest: (req) => {
            // Past the end of the list cards repeat, and the outcome check (bench/lib/outcomes.ts) says so.
            const i = counter.n++;
            const c = pick(plan.charges, i);
            const body = {
              amount: plan.amount,
              payment_method: "credit_card",
              payment_details: { token: c.token, installments: plan.installments },
              customer: { name: `Cliente ${plan.buyerTag} ${i}`, email: `buyer-${plan.buyerTag}-${i}@example.com` },
            };
            return {
              ...req,
              headers: { "content-type": "application/json", authorization: c.auth },
              body: JSON.stringify(body),
            };
          },
        },
      ];
    case "get":
      return [
        {
          method: "GET",
          onResponse,
          setupRequest: (req) => {
            const i = counter.n++;
            return {
              ...req,
              path: prefix + pick(plan.paths, i),
              headers: { authorization: pick(plan.auths, i * 7 + 3) },
            };
          },
        },
      ];
  }
}

/** Nearest-rank percentile, rounded to 0.1 ms. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

function run(
  plan: LoadPlan,
  seconds: number,
  latencies: number[] | undefined,
  onError: (status: number, body: string) => void,
): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: seconds,
        timeout: 30,
        requests: requestsOf(plan.request, plan.pathPrefix ?? "", onError),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (latencies)
      instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
}

async function main(): Promise<void> {
  const plan = JSON.parse(fs.readFileSync(process.argv[2], "utf8")) as LoadPlan;
  let sampleError: string | undefined;
  const onError = (status: number, body: string) => {
    sampleError ??= `HTTP ${status}: ${body.slice(0, 300)}`;
  };
  if (plan.warmupSeconds > 0) await run(plan, plan.warmupSeconds, undefined, () => {});
  const latencies: number[] = [];
  const cpuBefore = plan.serverPid ? treeCpuMs(plan.serverPid) : undefined;
  const result = await run(plan, plan.seconds, latencies, onError);
  const cpuMs = plan.serverPid && cpuBefore !== undefined ? treeCpuMs(plan.serverPid) - cpuBefore : undefined;
  latencies.sort((a, b) => a - b);
  const out: LoadResult = {
    requests: result.requests.total,
    rps: Math.round((result.requests.total / plan.seconds) * 10) / 10,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuMsPerRequest:
      cpuMs !== undefined && result.requests.total > 0
        ? Math.round((cpuMs / result.requests.total) * 100) / 100
        : undefined,
    mean: Math.round((latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)) * 100) / 100,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    sampleError,
  };
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((e: unknown) => {
  process.stderr.write(`load worker failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
