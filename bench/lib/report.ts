import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Plan } from "./explain";
import { failedRequests, type LoadResult, type Pair } from "./load";
import type { BenchDatabase } from "./database";
import type { PageResult } from "../scenarios/pages";
import type { ScaleResult } from "../scenarios/merchant-scale";
import type { LighthouseResult } from "../scenarios/lighthouse";
import { ROOT } from "./procs";

export interface Meta {
  date: string;
  mode: string;
  database: string;
  databaseVersion: string;
  nproc: number;
  cpu: string;
  ramGb: number;
  node: string;
  loadAverageStart: number[];
  loadAverageEnd?: number[];
  buildSeconds?: number;
  totalSeconds?: number;
  /** VACUUMs the bench ran because the server's autovacuum is off (bench/lib/autovacuum-stand-in.ts). */
  vacuumsInPlaceOfAutovacuum?: number;
}

export interface ListQuery {
  name: string;
  path: string;
  app: LoadResult;
  baseline: LoadResult;
  ratio: number;
  plans: Plan[];
}

export interface WebhookResult {
  endpoints: number;
  deliveries: number;
  concurrency: number;
  timeoutMs: number;
  fast: { rate: number; succeeded: number; ms: number; cpuMsPerDelivery?: number };
  bare: { rate: number; succeeded: number; ms: number };
  /** Every delivery to one endpoint (a busy merchant's): the per-endpoint share of requests in flight sets the rate. */
  oneEndpoint?: { rate: number; succeeded: number; due: number; ms: number; cpuMsPerDelivery?: number };
  ratio: number;
  hanging: { othersRate: number; othersReceived: number; hangingReceived: number; share: number; ms: number };
}

export interface Results {
  meta: Meta;
  scenarios: {
    list?: { sizes: Array<{ rows: number; queries: ListQuery[] }> };
    scale?: ScaleResult;
    tokenize?: Pair;
    charges?: { installments1: Pair; installments12: Pair };
    busy?: import("../scenarios/busy-merchant").BusyMerchantResult;
    webhooks?: WebhookResult;
    pages?: {
      checkout: PageResult;
      dashboard: PageResult;
      chargesList?: PageResult;
      blank?: PageResult;
      anticipations?: PageResult;
      receivables?: PageResult;
      lighthouse?: Record<"checkout" | "overview" | "chargesList", LighthouseResult> &
        Partial<Record<"anticipations" | "receivables", LighthouseResult>>;
    };
  };
  targets?: Array<{ target: string; value: string; pass: boolean }>;
}

export async function machineOf(db: BenchDatabase, quick: boolean, started: number): Promise<Meta> {
  let version = "";
  if (db.url) {
    const { default: postgres } = await import("postgres");
    const c = postgres(db.url, { max: 1, onnotice: () => {} });
    const [row] = await c<{ server_version: string }[]>`show server_version`;
    version = `PostgreSQL ${row.server_version}`;
    await c.end();
  } else {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
    ) as { version: string };
    version = `PGlite ${pkg.version}`;
  }
  return {
    date: new Date(started).toISOString(),
    mode: `${db.kind}${quick ? " (quick)" : ""}`,
    database: db.label,
    databaseVersion: version,
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const pct = (r: number) => `${Math.round(r * 100)} %`;

function targetsOf(r: Results): Array<{ target: string; value: string; pass: boolean }> {
  const out: Array<{ target: string; value: string; pass: boolean }> = [];
  const s = r.scenarios;
  const rate = (name: string, p: Pair | undefined, min: number) => {
    if (!p) return;
    out.push({ target: `${name} ≥ ${min}/s`, value: `${p.app.rps}/s`, pass: p.app.rps >= min });
    out.push({ target: `${name} ≥ 50 % of baseline`, value: pct(p.ratio), pass: p.ratio >= 0.5 });
  };
  // The floor is the same rows with hand-written SQL (bench/floor.ts).
  const ofFloor = (name: string, p: Pair | undefined) => {
    if (p?.floorRatio === undefined) return;
    // What Next alone keeps of the same floor bounds what any handler of ours can reach.
    const ceiling = p.frameworkFloorRatio === undefined ? "" : ` (Next with no work: ${pct(p.frameworkFloorRatio)})`;
    out.push({ target: `${name} ≥ 50 % of floor`, value: pct(p.floorRatio) + ceiling, pass: p.floorRatio >= 0.5 });
  };
  rate("tokenize", s.tokenize, 400);
  ofFloor("tokenize", s.tokenize);
  // Issue 30's targets against Next answering the same requests with no work (bench/framework-floor).
  const noOpShare = (name: string, p: Pair | undefined, min: number) => {
    if (!p?.frameworkFloor) return;
    const share = p.frameworkFloor.rps > 0 ? p.app.rps / p.frameworkFloor.rps : NaN;
    out.push({ target: `${name} ≥ ${pct(min)} of the Next no-op floor`, value: pct(share), pass: share >= min });
  };
  noOpShare("tokenize", s.tokenize, 0.5);
  rate("create charge 1x", s.charges?.installments1, 250);
  ofFloor("create charge 1x", s.charges?.installments1);
  rate("create charge 12x", s.charges?.installments12, 200);
  // A create-charge rate counts only for captured charges (bench/lib/outcomes.ts).
  const captured = (name: string, p: Pair | undefined) => {
    const o = p?.app.outcomes;
    if (!o) return;
    out.push({
      target: `${name}: ≥ 95 % of the run's charges captured`,
      value: `${Math.round(o.capturedShare * 1000) / 10} % of ${o.total}`,
      pass: o.capturedShare >= 0.95,
    });
  };
  captured("create charge 1x", s.charges?.installments1);
  captured("create charge 12x", s.charges?.installments12);
  const cpuPerCaptured = (name: string, p: Pair | undefined) => {
    const o = p?.app.outcomes;
    if (!o || p.app.cpuMsPerRequest === undefined || o.capturedShare === 0) return;
    const ms = Math.round((p.app.cpuMsPerRequest / o.capturedShare) * 100) / 100;
    out.push({ target: `${name}: app CPU ≤ 3 ms per captured charge`, value: `${ms} ms`, pass: ms <= 3 });
  };
  cpuPerCaptured("create charge 1x", s.charges?.installments1);
  // Against Next doing no work on the same load: the share of the framework's floor a captured charge keeps.
  noOpShare("create charge 1x", s.charges?.installments1, 0.25);
  if (s.busy) {
    const b = s.busy;
    const share = b.load.outcomes?.capturedShare ?? 0;
    const capturedRate = Math.round(b.load.rps * share * 10) / 10;
    out.push({
      target: "busy merchant: captured charges ≥ 250/s",
      value: `${capturedRate}/s`,
      pass: capturedRate >= 250,
    });
    out.push({
      target: "busy merchant: ≥ 95 % captured",
      value: `${Math.round(share * 1000) / 10} % of ${b.load.outcomes?.total ?? 0}`,
      pass: share >= 0.95,
    });
    out.push({
      target: "busy merchant: webhook lag p99 ≤ 2 s (drained)",
      value: `${b.lagP99Ms} ms (p50 ${b.lagP50Ms} ms), ${b.undrained === 0 ? `drained in ${b.drainMs} ms` : `${b.undrained} undrained`}`,
      pass: b.lagP99Ms <= 2000 && b.undrained === 0,
    });
    // The documented schedule makes attempt 1 wait 30 s after its event (docs/api/webhooks.md), so the target
    // above cannot be met without changing the API's behaviour; this one is the dispatcher's own lag past that.
    out.push({
      target: "busy merchant: webhook lag p99 past the due time (event + 30 s) ≤ 2 s",
      value: `${b.dueLagP99Ms} ms (p50 ${b.dueLagP50Ms} ms)`,
      pass: b.dueLagP99Ms <= 2000 && b.undrained === 0,
    });
    if (b.cpuMsPerCapturedCharge !== undefined)
      out.push({
        target: "busy merchant: app CPU ≤ 3 ms per captured charge",
        value: `${b.cpuMsPerCapturedCharge} ms during the load${b.cpuMsPerCapturedChargeWithDrain !== undefined ? `, ${b.cpuMsPerCapturedChargeWithDrain} ms with the webhooks' drain` : ""}`,
        pass: b.cpuMsPerCapturedCharge <= 3,
      });
  }
  const sizes = s.list?.sizes ?? [];
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  if (first && last) {
    for (const q of last.queries) {
      const limit = q.name.startsWith("summary") ? 150 : 25;
      out.push({
        target: `${q.name} p95 ≤ ${limit} ms at ${last.rows} rows`,
        value: `${q.app.p95} ms`,
        pass: q.app.p95 <= limit,
      });
      const small = first.queries.find((x) => x.name === q.name);
      if (small) {
        out.push({
          target: `${q.name} p95 at ${last.rows} ≤ 2× p95 at ${first.rows}`,
          value: `${q.app.p95} vs ${small.app.p95} ms`,
          pass: q.app.p95 <= 2 * Math.max(small.app.p95, 1),
        });
      }
      out.push({
        target: `${q.name} plans use indexes`,
        value: q.plans.map((p) => `${p.statement}: ${p.usesIndexes ? "yes" : "NO"}`).join(", "),
        pass: q.plans.every((p) => p.usesIndexes),
      });
    }
  }
  if (s.scale) {
    const big = s.scale.bigRows.toLocaleString("en");
    for (const q of s.scale.queries) {
      // A fast refusal is not a read: every timed request must have been answered 2xx (a receipt, not a 422).
      const failed = failedRequests(q.big) + failedRequests(q.small);
      out.push({
        target: `${q.name} p95 ≤ ${q.ceilingMs} ms, merchant with ${big} charges`,
        value: `${q.big.p95} ms${failed ? `, ${failed} requests not answered 2xx` : ""}`,
        pass: q.big.p95 <= q.ceilingMs && failed === 0,
      });
      out.push({
        target: `${q.name} p95 (${big}) ≤ 2× p95 (${s.scale.smallRows.toLocaleString("en")})`,
        value: `${q.big.p95} vs ${q.small.p95} ms`,
        pass: q.big.p95 <= 2 * Math.max(q.small.p95, 1),
      });
    }
  }
  if (s.webhooks) {
    out.push({
      target: "dispatch ≥ 300 deliveries/s",
      value: `${s.webhooks.fast.rate}/s`,
      pass: s.webhooks.fast.rate >= 300,
    });
    out.push({
      target: "10 % hanging: others keep ≥ 80 %",
      value: pct(s.webhooks.hanging.share),
      pass: s.webhooks.hanging.share >= 0.8,
    });
  }
  if (s.pages) {
    out.push({
      target: "checkout ≤ 150 KB JS gzip",
      value: kb(s.pages.checkout.jsGzipBytes),
      pass: s.pages.checkout.jsGzipBytes <= 150 * 1024,
    });
    out.push({
      target: "dashboard overview ≤ 180 KB JS gzip",
      value: kb(s.pages.dashboard.jsGzipBytes),
      pass: s.pages.dashboard.jsGzipBytes <= 180 * 1024,
    });
    for (const [name, p] of [
      ["charges list", s.pages.chargesList],
      ["anticipations", s.pages.anticipations],
      ["receivables", s.pages.receivables],
    ] as const)
      if (p)
        out.push({
          target: `dashboard ${name} ≤ 180 KB JS gzip`,
          value: kb(p.jsGzipBytes),
          pass: p.jsGzipBytes <= 180 * 1024,
        });
    const lh = s.pages.lighthouse;
    if (lh) {
      out.push({ target: "Lighthouse overview ≥ 95", value: String(lh.overview.score), pass: lh.overview.score >= 95 });
      for (const [name, x] of [
        ["charges list", lh.chargesList],
        ["anticipations", lh.anticipations],
        ["receivables", lh.receivables],
      ] as const)
        if (x) out.push({ target: `Lighthouse ${name} ≥ 95`, value: String(x.score), pass: x.score >= 95 });
      out.push({
        target: "Lighthouse overview LCP ≤ 2.5 s",
        value: `${lh.overview.lcpMs} ms`,
        pass: lh.overview.lcpMs <= 2500,
      });
      out.push({
        target: "Lighthouse checkout = 100",
        value: String(lh.checkout.score),
        pass: lh.checkout.score >= 100,
      });
    }
  }
  return out;
}

const cpu = (r: LoadResult | undefined) => (r?.cpuMsPerRequest === undefined ? "–" : String(r.cpuMsPerRequest));

function pairRow(name: string, p: Pair): string {
  const route = p.route ? `${p.route.rps} req/s, ${cpu(p.route)} ms CPU` : "–";
  const floor = p.floor ? `${p.floor.rps} | ${cpu(p.floor)} | ${pct(p.floorRatio ?? NaN)}` : "– | – | –";
  const framework = p.frameworkFloor
    ? `${p.frameworkFloor.rps} req/s, ${cpu(p.frameworkFloor)} ms CPU, ${pct(p.frameworkFloorRatio ?? NaN)} of floor`
    : "–";
  return `| ${name} | ${p.app.rps} | ${p.app.p50} | ${p.app.p99} | ${cpu(p.app)} | ${p.baseline.rps} | ${p.baseline.p50} | ${p.baseline.p99} | ${cpu(p.baseline)} | ${pct(p.ratio)} | ${route} | ${floor} | ${framework} |`;
}

/** Statements and round trips per request (bench/lib/round-trips.ts), app beside floor. */
function countRow(name: string, p: Pair): string | undefined {
  const c = p.counts;
  if (!c) return undefined;
  return `| ${name} | ${c.app.statements} | ${c.app.roundTrips} | ${c.app.transactions} | ${c.floor.statements} | ${c.floor.roundTrips} | ${c.floor.transactions} |`;
}

export function renderMarkdown(r: Results): string {
  const m = r.meta;
  const s = r.scenarios;
  const lines: string[] = [];
  lines.push(
    `Run of ${m.date} (${m.mode}), ${m.totalSeconds ?? "?"} s in all${m.buildSeconds ? `, build ${m.buildSeconds} s` : ""}.`,
  );
  lines.push(
    `Machine: ${m.nproc} × ${m.cpu}, ${m.ramGb} GB RAM, Node ${m.node}, ${m.databaseVersion}; load average at start ${m.loadAverageStart.join(" / ")}, at end ${m.loadAverageEnd?.join(" / ") ?? "?"}.${m.vacuumsInPlaceOfAutovacuum !== undefined ? ` The server's autovacuum was off: the bench ran ${m.vacuumsInPlaceOfAutovacuum} VACUUMs in its place (bench/lib/autovacuum-stand-in.ts).` : ""}`,
  );
  lines.push("");
  if (s.tokenize || s.charges) {
    lines.push(
      "| writes (10 in flight) | app req/s | p50 ms | p99 ms | CPU ms/req | baseline req/s | p50 ms | p99 ms | CPU ms/req | app ÷ baseline | app's route handlers on bare node:http | floor req/s | floor CPU ms/req | app ÷ floor | Next, handlers doing no work |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    if (s.tokenize) lines.push(pairRow("POST /tokenize", s.tokenize));
    if (s.charges)
      lines.push(
        pairRow("POST /v1/charges, 1 installment", s.charges.installments1),
        pairRow("POST /v1/charges, 12 installments", s.charges.installments12),
      );
    lines.push("");
    const counted: Array<[string, Pair | undefined]> = [
      ["POST /tokenize", s.tokenize],
      ["POST /v1/charges, 1 installment", s.charges?.installments1],
      ["POST /v1/charges, 12 installments", s.charges?.installments12],
    ];
    const rows = counted.map(([name, p]) => (p ? countRow(name, p) : undefined)).filter((r) => r !== undefined);
    if (rows.length) {
      lines.push(
        "| per request (counted on the wire) | app statements | app round trips | app transactions | floor statements | floor round trips | floor transactions |",
        "|---|---|---|---|---|---|---|",
        ...rows,
        "",
      );
    }
  }
  const mix = (o: import("./outcomes").Outcomes | undefined) =>
    o
      ? Object.entries(o.byStatus)
          .map(([status, n]) => `${status} ${n}`)
          .join(", ")
      : "";
  if (s.charges) {
    const rows: Array<[string, Pair]> = [
      ["1 installment", s.charges.installments1],
      ["12 installments", s.charges.installments12],
    ];
    lines.push(
      "What each create-charge run's charges became (warm-up included; a run below 95 % captured fails the bench):",
      "",
      "| run | app | baseline | route handler |",
      "|---|---|---|---|",
      ...rows.map(
        ([name, p]) => `| ${name} | ${mix(p.app.outcomes)} | ${mix(p.baseline.outcomes)} | ${mix(p.route?.outcomes)} |`,
      ),
      "",
    );
  }
  if (s.busy) {
    const b = s.busy;
    lines.push(
      `A busy merchant (one merchant, distinct buyers, jobs in the app, one webhook endpoint on \`*\`): ${b.load.rps} charges/s (${mix(b.load.outcomes)}), p95 ${b.load.p95} ms; ${b.delivered} webhooks received, lag p50 ${b.lagP50Ms} ms, p99 ${b.lagP99Ms} ms (past the due time, event + 30 s: p50 ${b.dueLagP50Ms} ms, p99 ${b.dueLagP99Ms} ms); ${b.undrained === 0 ? `queue drained ${b.drainMs} ms after the load` : `${b.undrained} deliveries or events still waiting ${b.drainMs} ms after the load`}.`,
      "",
    );
  }
  if (s.list) {
    lines.push(
      "| rows | request (2 in flight) | app p50 ms | app p95 ms | app req/s | app CPU ms/req | baseline p50 | baseline p95 | baseline CPU ms/req | app ÷ baseline | SQL time (EXPLAIN ANALYZE) | indexes |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const size of s.list.sizes) {
      for (const q of size.queries) {
        const sqlMs = q.plans.map((p) => `${p.statement} ${p.executionMs} ms`).join(", ");
        lines.push(
          `| ${size.rows.toLocaleString("en")} | \`${q.path.replace(/\d{4}-\d{2}-\d{2}/g, "…")}\` | ${q.app.p50} | ${q.app.p95} | ${q.app.rps} | ${cpu(q.app)} | ${q.baseline.p50} | ${q.baseline.p95} | ${cpu(q.baseline)} | ${pct(q.ratio)} | ${sqlMs} | ${q.plans.every((p) => p.usesIndexes) ? "yes" : "NO"} |`,
        );
      }
    }
    lines.push("");
  }
  if (s.scale) {
    const c = s.scale;
    lines.push(
      `One merchant with ${c.bigRows.toLocaleString("en")} charges of its own beside one with ${c.smallRows.toLocaleString("en")}, in a table of ${c.tableRows.toLocaleString("en")} rows (${c.tableGb} GB with indexes); seeded in ${c.seedSeconds} s (${c.seedRowsPerSecond.toLocaleString("en")} rows/s, triggers and indexes included).`,
      "",
    );
    if (c.mix) {
      const of = (m: NonNullable<typeof c.mix>["big"]) =>
        `${m.cardCharges.toLocaleString("en")} card and ${m.pixCharges.toLocaleString("en")} Pix charges, ${m.disputes.toLocaleString("en")} disputes (${m.pixMedDisputes.toLocaleString("en")} Pix MED), ${m.withdrawals.toLocaleString("en")} withdrawals`;
      lines.push(`Big merchant: ${of(c.mix.big)}. Small merchant: ${of(c.mix.small)}.`, "");
    }
    lines.push(
      `| request (2 in flight) | p50 ms, ${c.bigRows.toLocaleString("en")} | p95 ms, ${c.bigRows.toLocaleString("en")} | p50 ms, ${c.smallRows.toLocaleString("en")} | p95 ms, ${c.smallRows.toLocaleString("en")} | CPU ms/req (big) | SQL (EXPLAIN ANALYZE, big) |`,
      "|---|---|---|---|---|---|---|",
    );
    for (const q of c.queries) {
      const sqlMs = q.plans.map((p) => `${p.statement} ${p.executionMs} ms`).join(", ");
      lines.push(
        `| \`${q.path.replace(/\d{4}-\d{2}-\d{2}/g, "…").replace(/starting_after=[0-9a-f-]+/, "starting_after=<100,000th>")}\` | ${q.big.p50} | ${q.big.p95} | ${q.small.p50} | ${q.small.p95} | ${cpu(q.big)} | ${sqlMs} |`,
      );
    }
    lines.push("");
  }
  if (s.webhooks) {
    const w = s.webhooks;
    lines.push(
      `Webhook dispatch: ${w.endpoints} endpoints, ${w.deliveries} due deliveries, concurrency ${w.concurrency}, timeout ${w.timeoutMs} ms.`,
      "",
    );
    lines.push("| dispatch | deliveries/s | detail |", "|---|---|---|");
    const cpuText = (ms?: number) => (ms === undefined ? "" : `, ${ms} ms of CPU per delivery`);
    lines.push(
      `| dispatcher, every endpoint answers 204 | ${w.fast.rate} | ${w.fast.succeeded} in ${w.fast.ms} ms${cpuText(w.fast.cpuMsPerDelivery)} |`,
    );
    lines.push(`| baseline: same signed POSTs, no queue | ${w.bare.rate} | dispatcher ÷ baseline ${pct(w.ratio)} |`);
    if (w.oneEndpoint)
      lines.push(
        `| dispatcher, every delivery to one endpoint (a busy merchant's) | ${w.oneEndpoint.rate} | ${w.oneEndpoint.succeeded} of ${w.oneEndpoint.due} in ${w.oneEndpoint.ms} ms${cpuText(w.oneEndpoint.cpuMsPerDelivery)}; 250 charges/s make 750 deliveries/s |`,
      );
    lines.push(
      `| dispatcher, 10 % of endpoints hanging: the others | ${w.hanging.othersRate} | ${pct(w.hanging.share)} of the all-fast rate; ${w.hanging.othersReceived} delivered, ${w.hanging.hangingReceived} hung, pass ${w.hanging.ms} ms |`,
      "",
    );
  }
  if (s.pages) {
    lines.push(
      "| page (Chromium, cold cache, median) | scripts | JS | JS gzip | first contentful paint | DOMContentLoaded |",
      "|---|---|---|---|---|---|",
    );
    const row = (name: string, p: PageResult) =>
      `| ${name} | ${p.scripts} | ${kb(p.jsBytes)} | ${kb(p.jsGzipBytes)} | ${p.firstContentfulPaint} ms | ${p.domContentLoaded} ms |`;
    lines.push(row("hosted checkout /pay/{id}", s.pages.checkout), row("dashboard overview /", s.pages.dashboard));
    if (s.pages.chargesList) lines.push(row("dashboard charges list /charges", s.pages.chargesList));
    if (s.pages.anticipations) lines.push(row("dashboard anticipations /anticipations", s.pages.anticipations));
    if (s.pages.receivables) lines.push(row("dashboard receivables /receivables", s.pages.receivables));
    if (s.pages.blank) lines.push(row("baseline: blank page", s.pages.blank));
    lines.push("");
    const lh = s.pages.lighthouse;
    if (lh) {
      lines.push(
        "| Lighthouse, mobile (median run) | performance | LCP | TBT | FCP | CLS | transferred | of it scripts |",
        "|---|---|---|---|---|---|---|---|",
      );
      const lrow = (name: string, x: LighthouseResult) =>
        `| ${name} | ${x.score} | ${x.lcpMs} ms | ${x.tbtMs} ms | ${x.fcpMs} ms | ${x.cls} | ${x.transferKb} KB | ${x.scriptTransferKb} KB |`;
      lines.push(
        lrow("hosted checkout /pay/{id}", lh.checkout),
        lrow("dashboard overview /", lh.overview),
        lrow("dashboard charges list /charges", lh.chargesList),
      );
      if (lh.anticipations) lines.push(lrow("dashboard anticipations /anticipations", lh.anticipations));
      if (lh.receivables) lines.push(lrow("dashboard receivables /receivables", lh.receivables));
      lines.push("");
    }
  }
  if (r.targets?.length) {
    lines.push("| target | measured | |", "|---|---|---|");
    for (const t of r.targets) lines.push(`| ${t.target} | ${t.value} | ${t.pass ? "met" : "**missed**"} |`);
    lines.push("");
  }
  if (s.scale) {
    lines.push(
      `<details><summary>Query plans, merchant with ${s.scale.bigRows.toLocaleString("en")} charges</summary>`,
      "",
    );
    for (const q of s.scale.queries)
      for (const p of q.plans) lines.push(`\`${q.name}\` (${p.statement}):`, "```", p.plan, "```", "");
    lines.push("</details>", "");
  }
  const last = s.list?.sizes[s.list.sizes.length - 1];
  if (last) {
    lines.push(`<details><summary>Query plans at ${last.rows.toLocaleString("en")} rows</summary>`, "");
    for (const q of last.queries)
      for (const p of q.plans) lines.push(`\`${q.name}\` (${p.statement}):`, "```", p.plan, "```", "");
    lines.push("</details>", "");
  }
  return lines.join("\n");
}

const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";

/** bench/results.json always; the generated part of BENCHMARKS.md only for full runs. */
export async function writeResults(r: Results, opts: { markdown: boolean }): Promise<void> {
  r.targets = targetsOf(r);
  fs.writeFileSync(path.join(ROOT, "bench", "results.json"), JSON.stringify(r, null, 2) + "\n");
  const md = renderMarkdown(r);
  process.stdout.write("\n" + md + "\n");
  if (!opts.markdown) return;
  const file = path.join(ROOT, "BENCHMARKS.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : `# Benchmarks\n\n${START}\n${END}\n`;
  const block = `${START}\n${md}\n${END}`;
  const next =
    current.includes(START) && current.includes(END)
      ? current.replace(new RegExp(`${START}[\\s\\S]*${END}`), () => block)
      : `${current}\n${block}\n`;
  fs.writeFileSync(file, next);
}
