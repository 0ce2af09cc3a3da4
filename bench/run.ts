/**
 * `npm run bench [-- --quick] [-- --pglite] [-- --no-build] [-- --only=list,scale,tokenize,charges,busy,webhooks,pages] [-- --charge-rate=N] [-- --keep-db]`
 * (`--merchant-rows=N`: the big merchant of the scale scenario, default 1,000,000; `--commit-delay-us=N`: every commit
 * of the bench database N µs slower, bench/lib/database.ts)
 *
 * Builds the app (NEXT_DIST_DIR=.next-bench), seeds a database of its own, and measures every
 * scenario twice in the same run: through the app (`scripts/serve.ts`, the production server) and
 * through bench/baseline-server.ts (the same verbs behind bare node:http), with the load coming
 * from a separate process. Writes bench/results.json, prints a table, and (full runs) updates BENCHMARKS.md.
 */
import os from "node:os";
import { APP_PORT, BASELINE_PORT, FLOOR_PORT, FRAMEWORK_FLOOR_PORT, RECEIVER_PORT, benchEnv } from "./lib/env";
import { openBenchDatabase } from "./lib/database";
import { ratio, runLoad, type LoadResult, type Pair } from "./lib/load";
import { runToEnd, startServer, withServer, type Server } from "./lib/procs";
import { machineOf, writeResults, type Results } from "./lib/report";
import { benchWebhookPayload } from "./lib/payload";
import type { RequestPlan } from "./load-worker";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const pglite = args.includes("--pglite");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const wants = (s: string) => !only || only.includes(s);

const SIZES = quick ? [1_000, 5_000] : pglite ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
const MERCHANTS = quick ? 20 : 100;
/** Writes are measured for throughput, at 10 requests in flight. */
const CONNECTIONS = 10;
/**
 * Reads are measured for latency as a dashboard user sees it: 2 requests in flight (one per core),
 * so that p95 is the request's own cost and not the queue in front of a saturated server.
 */
const READ_CONNECTIONS = 2;
const numberArg = (name: string) => {
  const v = args.find((a) => a.startsWith(`--${name}=`));
  return v ? Number(v.split("=")[1]) : undefined;
};
// The app loads each route's modules on its first requests: the warm-up must cover that.
const WRITE = {
  warmupSeconds: numberArg("warmup") ?? (quick ? 2 : 5),
  seconds: numberArg("seconds") ?? (quick ? 3 : 10),
};
const READ = { warmupSeconds: numberArg("warmup") ?? 2, seconds: numberArg("seconds") ?? (quick ? 2 : 6) };
/**
 * The create-charge runs' budget of cards, in charges per second of each run (warm-up included): every
 * charge of a run takes a card no other charge used, so the fraud rules' card velocity never trips.
 * A run faster than this repeats cards, its charges go to review and its outcome check fails:
 * raise `--charge-rate=`.
 */
const CHARGE_RATE_BUDGET = numberArg("charge-rate") ?? (quick ? 80 : 500);
const DELIVERIES_PER_ENDPOINT = quick ? 15 : pglite ? 10 : 30;
const PAGE_SAMPLES = quick ? 2 : 5;

function isoDate(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** The dashboard's typical requests: first page, a status + 90-day filter, a name search, the summary. */
const READ_QUERIES = [
  { name: "list", path: "/v1/charges?page=1&limit=20" },
  {
    name: "list_filtered",
    path: `/v1/charges?status=captured&date_from=${isoDate(90)}&date_to=${isoDate(0)}&limit=20`,
  },
  { name: "list_search", path: "/v1/charges?search=maria&limit=20" },
  { name: "summary", path: "/v1/charges/summary" },
  { name: "summary_30d", path: `/v1/charges/summary?date_from=${isoDate(30)}` },
];

async function main(): Promise<void> {
  const started = Date.now();
  const commitDelay = args.find((a) => a.startsWith("--commit-delay-us="));
  const database = await openBenchDatabase({
    pglite,
    keep: args.includes("--keep-db"),
    commitDelayUs: commitDelay ? Number(commitDelay.split("=")[1]) : undefined,
  });
  const env = benchEnv({ url: database.url, dataDir: database.dataDir });
  Object.assign(process.env, env);
  // The seeder's statements insert 100,000 rows each (with every index and the rollup triggers): on a
  // busy machine they outlast the service's default statement timeout. The servers keep theirs.
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = "0";
  // The seeder's own log lines (one per token made) would drown the table; the servers keep `info`.
  process.env.LOG_LEVEL = "warn";
  const seed = await import("./lib/seed");
  const results: Results = { meta: await machineOf(database, quick, started), scenarios: {} };
  let frameworkFloorDir: string | undefined;
  let autovacuum: import("./lib/autovacuum-stand-in").AutovacuumStandIn | undefined;
  try {
    const kind = (await seed.migrate()) as "postgres" | "pglite";
    if (kind === "postgres") {
      const { standInForAutovacuum } = await import("./lib/autovacuum-stand-in");
      autovacuum = await standInForAutovacuum();
    }
    if (!args.includes("--no-build")) {
      process.stdout.write("building the app (.next-bench)…\n");
      const t = Date.now();
      // The README's build: the SDK, `next build`, then the browser chunks' compile hints (scripts/compile-hints.ts).
      await runToEnd("next-build", "npm", ["run", "build"], env);
      results.meta.buildSeconds = Math.round((Date.now() - t) / 1000);
    }
    process.stdout.write(`seeding ${MERCHANTS} merchants…\n`);
    const merchants = await seed.seedMerchants(MERCHANTS);
    // --profile: every server writes a V8 CPU profile into bench/.logs/profiles when it stops.
    const nodeArgs = args.includes("--profile") ? ["--cpu-prof", "--cpu-prof-dir=bench/.logs/profiles"] : [];
    // The app as `npm start` runs it (scripts/serve.ts under tsx), or `--server=next-start`.
    const appCommand = args.includes("--server=next-start") ? ["next", "start"] : [...nodeArgs, "scripts/serve.ts"];
    // Ready means the database is open (the baseline opens it on /ready; the pages need only /health).
    const app = () => startServer("app", appCommand, APP_PORT, env, "/ready");
    const baseline = () =>
      startServer("baseline", [...nodeArgs, "bench/baseline-server.ts"], BASELINE_PORT, env, "/ready");
    const floor = () => startServer("floor", [...nodeArgs, "bench/floor-server.ts"], FLOOR_PORT, env, "/ready");
    const blankPageServer = () => startServer("baseline", ["bench/baseline-server.ts"], BASELINE_PORT, env);
    // Built on first use (bench/lib/framework-floor.ts), for the writes' floors.
    const frameworkFloor = async () => {
      if (!frameworkFloorDir) {
        const { buildFrameworkFloor } = await import("./lib/framework-floor");
        frameworkFloorDir = await buildFrameworkFloor(env);
      }
      return startServer("framework-floor", ["next", "start"], FRAMEWORK_FLOOR_PORT, env, "/ready", frameworkFloorDir);
    };
    // Create-charge runs take the next unused cards of the pool, and their outcomes are counted.
    let cardPool: Array<{ auth: string; token: string }> = [];
    let runsMade = 0;
    const freshCards = (plan: RequestPlan, timing: { warmupSeconds: number; seconds: number }): RequestPlan => {
      if (plan.kind !== "charge") return plan;
      const n = Math.ceil(CHARGE_RATE_BUDGET * (timing.warmupSeconds + timing.seconds));
      const charges = cardPool.splice(0, n);
      if (charges.length < n) process.stderr.write(`  card pool short: ${charges.length} of ${n} cards left\n`);
      return { ...plan, charges, buyerTag: `run${++runsMade}` };
    };
    /** `writes: false`: a server that stores nothing (the framework floor), whose requests need no cards and make no charges. */
    const load = async (name: string, opts: Parameters<typeof runLoad>[1], writes = true): Promise<LoadResult> => {
      if (!writes) return runLoad(name, opts);
      const request = freshCards(opts.request, opts);
      if (request.kind !== "charge") return runLoad(name, { ...opts, request });
      const { describeOutcomes, outcomesSince, MIN_CAPTURED_SHARE } = await import("./lib/outcomes");
      // The database's clock stamps created_at; a second of margin covers the two clocks' skew.
      const since = new Date(Date.now() - 1000);
      const result = await runLoad(name, { ...opts, request });
      // The requests still in flight when the load stopped finish their charges first (up to 2 s).
      await new Promise((settled) => setTimeout(settled, 2000));
      result.outcomes = await outcomesSince(since);
      process.stdout.write(`  ${"".padEnd(34)} ${describeOutcomes(result.outcomes)}\n`);
      // Stated in BENCHMARKS.md: a run below the captured floor makes the whole bench exit non-zero.
      if (result.outcomes.capturedShare < MIN_CAPTURED_SHARE) process.exitCode = 1;
      return result;
    };
    const pair = async (
      name: string,
      plan: RequestPlan,
      timing: { warmupSeconds: number; seconds: number },
      altPlan?: RequestPlan,
      routePlan?: RequestPlan,
      /** The floor's load (bench/floor.ts) and the requests whose statements and round trips are counted. */
      floorRun?: { plan: RequestPlan; count: import("./lib/round-trips").CountPlan },
    ): Promise<Pair> => {
      const a = await withServer(app, (s) =>
        load(`${name}-app`, { url: s.url, serverPid: s.pid, connections: CONNECTIONS, ...timing, request: plan }),
      );
      const [b, r] = await withServer(baseline, async (s) => {
        const bare = await load(`${name}-baseline`, {
          url: s.url,
          serverPid: s.pid,
          connections: CONNECTIONS,
          ...timing,
          request: altPlan ?? plan,
        });
        const viaRoute = await load(`${name}-route-handler`, {
          url: s.url,
          serverPid: s.pid,
          pathPrefix: "/via-route",
          connections: CONNECTIONS,
          ...timing,
          request: routePlan ?? plan,
        });
        return [bare, viaRoute] as const;
      });
      const out: Pair = { app: a, baseline: b, route: r, ratio: ratio(a, b) };
      if (floorRun && database.url) {
        const f = await withServer(floor, (s) =>
          load(`${name}-floor`, {
            url: s.url,
            serverPid: s.pid,
            connections: CONNECTIONS,
            ...timing,
            request: floorRun.plan,
          }),
        );
        const framework = await withServer(frameworkFloor, (s) =>
          load(
            `${name}-framework-floor`,
            { url: s.url, serverPid: s.pid, connections: CONNECTIONS, ...timing, request: floorRun.plan },
            false,
          ),
        );
        const { countApp, countFloor } = await import("./lib/round-trips");
        out.floor = f;
        out.floorRatio = ratio(a, f);
        out.frameworkFloor = framework;
        out.frameworkFloorRatio = ratio(framework, f);
        out.counts = {
          app: await countApp(database.url, floorRun.count),
          floor: await countFloor(database.url, floorRun.count),
        };
        process.stdout.write(
          `  ${name} statements / round trips per request: app ${out.counts.app.statements} / ${out.counts.app.roundTrips}, floor ${out.counts.floor.statements} / ${out.counts.floor.roundTrips}\n`,
        );
      }
      return out;
    };

    if (wants("list")) {
      process.stdout.write("scenario 3: charge list and summary\n");
      const sizes = [];
      let rows = await seed.countCharges();
      for (const size of SIZES) {
        const t = Date.now();
        await seed.growCharges(
          merchants.map((m) => m.id),
          rows,
          size,
        );
        await seed.compactRollups();
        await seed.vacuumAnalyze("charges");
        rows = await seed.countCharges();
        process.stdout.write(` ${rows} rows (seeded in ${Math.round((Date.now() - t) / 1000)} s)\n`);
        const { plansFor } = await import("./lib/explain");
        const plans = [];
        for (const q of READ_QUERIES) plans.push(await plansFor(q.path, merchants[1].id));
        await seed.release(kind);
        const auths = merchants.map((m) => m.auth);
        const queries = [];
        // One request of each kind first: the database connection and each route's first load stay out of the warm-up.
        const prime = async (url: string) => {
          for (const q of READ_QUERIES) await fetch(url + q.path, { headers: { authorization: auths[0] } });
        };
        const appRuns = await withServer(app, async (s) => {
          await prime(s.url);
          const out = [];
          for (const q of READ_QUERIES)
            out.push(
              await runLoad(`${q.name}-${size}-app`, {
                url: s.url,
                serverPid: s.pid,
                connections: READ_CONNECTIONS,
                ...READ,
                request: { kind: "get", auths, paths: [q.path] },
              }),
            );
          return out;
        });
        const baseRuns = await withServer(baseline, async (s) => {
          await prime(s.url);
          const out = [];
          for (const q of READ_QUERIES)
            out.push(
              await runLoad(`${q.name}-${size}-baseline`, {
                url: s.url,
                serverPid: s.pid,
                connections: READ_CONNECTIONS,
                ...READ,
                request: { kind: "get", auths, paths: [q.path] },
              }),
            );
          return out;
        });
        for (const [i, q] of READ_QUERIES.entries()) {
          queries.push({
            ...q,
            app: appRuns[i],
            baseline: baseRuns[i],
            ratio: ratio(appRuns[i], baseRuns[i]),
            plans: plans[i],
          });
        }
        sizes.push({ rows, queries });
      }
      results.scenarios.list = { sizes };
    }

    if (wants("scale")) {
      process.stdout.write("scenario 3b: a merchant with a million charges beside one with 10,000\n");
      results.scenarios.scale = await merchantScale(seed, kind, app, merchants);
    }

    if (wants("tokenize")) {
      process.stdout.write("scenario 1: POST /tokenize\n");
      await seed.release(kind);
      // One merchant tokenizing distinct cards, as one busy shop's checkout does.
      const publicAuths = [merchants[0].publicAuth];
      results.scenarios.tokenize = await pair(
        "tokenize",
        { kind: "tokenize", publicAuths, cardOffset: 0 },
        WRITE,
        { kind: "tokenize", publicAuths, cardOffset: 100_000_000 },
        { kind: "tokenize", publicAuths, cardOffset: 200_000_000 },
        {
          plan: { kind: "tokenize", publicAuths, cardOffset: 400_000_000 },
          count: { kind: "tokenize", auths: publicAuths },
        },
      );
    }

    if (wants("charges")) {
      process.stdout.write("scenario 2: POST /v1/charges\n");
      const buyers = merchants.slice(0, 10);
      // Eight load runs (app, baseline, route handler, floor; 1x and 12x; the framework floor writes nothing) and two counts.
      const perRun = Math.ceil(CHARGE_RATE_BUDGET * (WRITE.warmupSeconds + WRITE.seconds));
      const COUNT_CARDS = 40;
      const t = Date.now();
      cardPool = await seed.seedTokens(buyers, Math.ceil((8 * perRun + 2 * COUNT_CARDS) / buyers.length));
      process.stdout.write(`  ${cardPool.length} cards tokenized in ${Math.round((Date.now() - t) / 1000)} s\n`);
      await seed.settle(kind);
      await seed.release(kind);
      const plan = (installments: number): RequestPlan => ({
        kind: "charge",
        charges: [],
        installments,
        amount: 12_000,
        buyerTag: "",
      });
      const floorRun = (installments: number) => {
        // Each card here is sent at most three times (warm-up and counted requests), below the card velocity limit.
        const cards = cardPool.splice(0, COUNT_CARDS);
        return {
          // The floor's run gets fresh cards in load(); the framework floor stores nothing and takes these.
          plan: { ...plan(installments), charges: cards },
          count: {
            kind: "charge" as const,
            auths: cards.map((c) => c.auth),
            tokens: cards.map((c) => c.token),
            installments,
          },
        };
      };
      results.scenarios.charges = {
        installments1: await pair("charge-1x", plan(1), WRITE, undefined, undefined, floorRun(1)),
        installments12: await pair("charge-12x", plan(12), WRITE, undefined, undefined, floorRun(12)),
      };
    }

    if (wants("busy")) {
      process.stdout.write("scenario 6: a busy merchant (jobs in the app, one webhook endpoint on *)\n");
      const [busy] = await seed.seedMerchants(1, "busy");
      // Before the webhook scenario, whose endpoints would take this run's events; earlier events are done.
      await seed.markEventsFannedOut();
      await seed.seedEndpoints([busy], () => `http://127.0.0.1:${RECEIVER_PORT}/ok/0`);
      const t = Date.now();
      const cards = await seed.seedTokens(
        [busy],
        Math.ceil(CHARGE_RATE_BUDGET * (WRITE.warmupSeconds + WRITE.seconds)),
      );
      process.stdout.write(`  ${cards.length} cards tokenized in ${Math.round((Date.now() - t) / 1000)} s\n`);
      await seed.settle(kind);
      await seed.release(kind);
      const { busyMerchant } = await import("./scenarios/busy-merchant");
      cardPool = cards;
      results.scenarios.busy = await busyMerchant({
        merchantId: busy.id,
        auth: busy.auth,
        cards,
        appCommand,
        appPort: APP_PORT,
        env,
        timing: WRITE,
        connections: CONNECTIONS,
        drainTimeoutMs: quick ? 60_000 : 180_000,
        load,
      });
    }

    if (wants("webhooks")) {
      process.stdout.write("scenario 4: webhook dispatch\n");
      results.scenarios.webhooks = await webhooks(seed, kind, merchants, env, nodeArgs);
    }

    if (wants("pages")) {
      process.stdout.write("scenario 5: hosted checkout and dashboard in Chromium\n");
      const linkId = await seed.seedPaymentLink(merchants[0]);
      await seed.release(kind);
      const { measurePages } = await import("./scenarios/pages");
      // The browser is the most fragile part: its failure must not lose the figures measured before it.
      try {
        const pages = (appUrl: string, baselineUrl?: string) =>
          measurePages({
            appUrl,
            baselineUrl,
            linkId,
            email: merchants[0].email,
            password: seed.BENCH_PASSWORD,
            samples: PAGE_SAMPLES,
            lighthouseRuns: numberArg("lighthouse-runs") ?? (quick ? 1 : 3),
          });
        results.scenarios.pages = await withServer(app, async (a) => {
          // The blank page is the browser's floor, not a figure of ours: without it the app's pages still count.
          try {
            return await withServer(blankPageServer, (b) => pages(a.url, b.url));
          } catch (e) {
            process.stderr.write(`blank page unavailable (${e instanceof Error ? e.message : String(e)})\n`);
            return pages(a.url);
          }
        });
      } catch (e) {
        process.stderr.write(`pages scenario failed: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
  } finally {
    await autovacuum?.stop();
    if (autovacuum) results.meta.vacuumsInPlaceOfAutovacuum = autovacuum.vacuums();
    if (frameworkFloorDir) (await import("./lib/framework-floor")).removeFrameworkFloor(frameworkFloorDir);
    const { closeDatabase } = await import("@/server/platform/db");
    await closeDatabase();
    await database.dispose();
  }
  results.meta.totalSeconds = Math.round((Date.now() - started) / 1000);
  results.meta.loadAverageEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
  await writeResults(results, { markdown: !quick && !only });
}

type Seed = typeof import("./lib/seed");

/**
 * Scenario 3b: BIG_MERCHANT_ROWS (default 1,000,000; `--merchant-rows=`) charges for one merchant and
 * 10,000 for another, seeded in SQL; the dashboard's requests for each through the app, 2 in flight.
 */
async function merchantScale(
  seed: Seed,
  kind: "postgres" | "pglite",
  app: () => Promise<Server>,
  crowd: Awaited<ReturnType<Seed["seedMerchants"]>>,
) {
  const { chargeAt, completedWithdrawalOf, mixOf, scaleQueries, tableFacts } =
    await import("./scenarios/merchant-scale");
  const { plansFor } = await import("./lib/explain");
  const mix = await import("./lib/seed-mix");
  const bigRows = numberArg("merchant-rows") ?? (quick ? 50_000 : 1_000_000);
  const smallRows = quick ? 1_000 : 10_000;
  const [big, small] = await seed.seedMerchants(2, "scale");
  // Of each merchant's charges, PIX_SHARE are Pix; disputes on about 0.5 % of all charges (80 in 10,000 of the
  // captured ones); withdrawals in proportion to the charges (3,000 for a million).
  const PIX_SHARE = 0.3;
  const pixOf = (rows: number) => Math.round(rows * PIX_SHARE);
  const t = Date.now();
  // Row numbers far from the list scenario's, so the pseudo-random data differs from theirs.
  await seed.growCharges([small.id], 50_000_000, 50_000_000 + smallRows - pixOf(smallRows));
  await mix.growPixCharges(small.id, 55_000_000, 55_000_000 + pixOf(smallRows));
  await seed.growCharges([big.id], 60_000_000, 60_000_000 + bigRows - pixOf(bigRows));
  await mix.growPixCharges(big.id, 70_000_000, 70_000_000 + pixOf(bigRows));
  await mix.seedPixPayments([big.id, small.id]);
  await mix.seedRefunds([big.id, small.id]);
  for (const m of [big, small]) await mix.seedDisputes(m.id, 80);
  await mix.seedWithdrawals(big.id, Math.round((bigRows * 3) / 1000));
  await mix.seedWithdrawals(small.id, Math.round((smallRows * 3) / 1000));
  // The other merchants' disputes (of the list scenario's charges, when it ran) and withdrawals share the tables,
  // as on a real platform: the two measured merchants are not the whole of them.
  for (const m of crowd) {
    await mix.seedDisputes(m.id, 80);
    await mix.seedWithdrawals(m.id, 300);
  }
  await seed.compactRollups();
  const seedSeconds = Math.round((Date.now() - t) / 1000);
  for (const table of ["charges", "charge_refunds", "pix_payments", "disputes", "withdrawals"]) {
    await seed.vacuumAnalyze(table);
  }
  const facts = await tableFacts();
  const merchantMix = { big: await mixOf(big.id), small: await mixOf(small.id) };
  process.stdout.write(
    `  ${bigRows + smallRows} charges seeded in ${seedSeconds} s; charges now ${facts.rows} rows, ${facts.gb} GB with indexes
  mix: ${JSON.stringify(merchantMix)}
`,
  );
  const queries = scaleQueries(
    await chargeAt(big.id, Math.min(100_000, bigRows - 100)),
    await completedWithdrawalOf(big.id),
  );
  const smallQueries = scaleQueries(await chargeAt(small.id, smallRows - 100), await completedWithdrawalOf(small.id));
  const plans: Awaited<ReturnType<typeof plansFor>>[] = [];
  for (const q of queries) plans.push(await plansFor(q.path, big.id));
  await seed.release(kind);
  const runs = await withServer(app, async (s) => {
    for (const q of [...queries, ...smallQueries]) {
      await fetch(s.url + q.path, { headers: { authorization: big.auth } });
      await fetch(s.url + q.path, { headers: { authorization: small.auth } });
    }
    const out: Array<{ big: LoadResult; small: LoadResult }> = [];
    for (const [i, q] of queries.entries()) {
      const run = (m: typeof big, path: string, label: string) =>
        runLoad(`scale-${q.name}-${label}`, {
          url: s.url,
          serverPid: s.pid,
          connections: READ_CONNECTIONS,
          ...READ,
          request: { kind: "get", auths: [m.auth], paths: [path] },
        });
      out.push({ big: await run(big, q.path, "1m"), small: await run(small, smallQueries[i].path, "10k") });
    }
    return out;
  });
  return {
    bigRows,
    smallRows,
    tableRows: facts.rows,
    seedSeconds,
    seedRowsPerSecond: Math.round((bigRows + smallRows) / Math.max(1, seedSeconds)),
    tableGb: facts.gb,
    mix: merchantMix,
    queries: queries.map((q, i) => ({ ...q, ...runs[i], plans: plans[i] })),
  };
}

async function webhooks(
  seed: Seed,
  kind: "postgres" | "pglite",
  merchants: Awaited<ReturnType<Seed["seedMerchants"]>>,
  env: Record<string, string>,
  nodeArgs: string[],
) {
  const { runTsxJson } = await import("./lib/procs");
  const receiverUrl = `http://127.0.0.1:${RECEIVER_PORT}`;
  const okUrl = (i: number) => `${receiverUrl}/ok/${i}`;
  const hangUrl = (i: number) => `${receiverUrl}/hang/${i}`;
  const hanging = (i: number) => i % 10 === 0;
  type Dispatch = {
    attempted: number;
    succeeded: number;
    failed: number;
    startedAt: number;
    ms: number;
    cpuMsPerDelivery: number;
    concurrency: number;
  };
  type Stats = { ok: number; hang: number; firstOkAt: number; lastOkAt: number };
  return withServer(
    () => startServer("receiver", ["bench/webhook-receiver.ts"], RECEIVER_PORT, {}),
    async (receiver: Server) => {
      const stats = async () => (await (await fetch(`${receiver.url}/stats`)).json()) as Stats;
      const reset = async () => void (await fetch(`${receiver.url}/reset`, { method: "POST" }));
      await seed.markEventsFannedOut();
      const endpointIds = await seed.seedEndpoints(merchants, okUrl);
      const due = await seed.seedDeliveries(DELIVERIES_PER_ENDPOINT, benchWebhookPayload());
      await seed.release(kind);
      await reset();
      const fast = await runTsxJson<Dispatch>("dispatch-fast", "bench/dispatch-worker.ts", ["dispatch"], env, nodeArgs);
      const fastStats = await stats();
      const fastRate = Math.round((fast.succeeded / (fast.ms / 1000)) * 10) / 10;
      process.stdout.write(
        `  dispatch, all endpoints fast        ${fastRate} deliveries/s (${fast.succeeded}/${due} in ${fast.ms} ms), CPU ${fast.cpuMsPerDelivery} ms per delivery\n`,
      );
      await reset();
      const bare = await runTsxJson<{ sent: number; succeeded: number; ms: number }>(
        "dispatch-bare",
        "bench/dispatch-worker.ts",
        ["bare", String(due), ...merchants.map((_, i) => okUrl(i))],
        env,
      );
      const bareRate = Math.round((bare.succeeded / (bare.ms / 1000)) * 10) / 10;
      process.stdout.write(`  baseline: bare signed POSTs         ${bareRate} deliveries/s\n`);

      // A busy merchant's endpoint: every delivery to one receiver, so the per-endpoint share of requests in
      // flight, not the whole concurrency, sets the rate (a merchant at 250 charges/s makes 750 deliveries/s).
      const oneDue = await seed.seedDeliveries(
        DELIVERIES_PER_ENDPOINT * merchants.length,
        benchWebhookPayload(),
        endpointIds[0],
      );
      await seed.release(kind);
      await reset();
      const one = await runTsxJson<Dispatch>(
        "dispatch-one-endpoint",
        "bench/dispatch-worker.ts",
        ["dispatch"],
        env,
        nodeArgs,
      );
      const oneRate = Math.round((one.succeeded / (one.ms / 1000)) * 10) / 10;
      process.stdout.write(
        `  dispatch, one endpoint               ${oneRate} deliveries/s (${one.succeeded}/${oneDue} in ${one.ms} ms), CPU ${one.cpuMsPerDelivery} ms per delivery\n`,
      );

      await seed.setEndpointUrls(endpointIds, (i) => (hanging(i) ? hangUrl(i) : okUrl(i)));
      const dueAgain = await seed.seedDeliveries(DELIVERIES_PER_ENDPOINT, benchWebhookPayload());
      await seed.release(kind);
      await reset();
      const slow = await runTsxJson<Dispatch>("dispatch-hanging", "bench/dispatch-worker.ts", ["dispatch"], env);
      const s = await stats();
      const fastOk = s.ok;
      const fastWindow = Math.max(1, s.lastOkAt - slow.startedAt) / 1000;
      const others = Math.round((fastOk / fastWindow) * 10) / 10;
      process.stdout.write(
        `  dispatch, 10 % of endpoints hanging  others: ${others} deliveries/s (${fastOk} in ${Math.round(fastWindow * 1000)} ms), pass ${slow.ms} ms\n`,
      );
      return {
        endpoints: merchants.length,
        deliveries: due,
        concurrency: fast.concurrency,
        timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS),
        fast: { ...fast, rate: fastRate, received: fastStats.ok },
        bare: { ...bare, rate: bareRate },
        oneEndpoint: { ...one, due: oneDue, rate: oneRate },
        ratio: bareRate > 0 ? Math.round((fastRate / bareRate) * 1000) / 1000 : NaN,
        hanging: {
          ...slow,
          due: dueAgain,
          othersReceived: fastOk,
          hangingReceived: s.hang,
          othersRate: others,
          share: fastRate > 0 ? Math.round((others / fastRate) * 1000) / 1000 : NaN,
        },
      };
    },
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
