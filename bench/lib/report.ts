import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Plan } from "./explain";
import type { LoadResult, Pair } from "./load";
import type { BenchDatabase } from "./database";
import type { PageResult } from "../scenarios/pages";
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
  fast: { rate: number; succeeded: number; ms: number };
  bare: { rate: number; succeeded: number; ms: number };
  ratio: number;
  hanging: { othersRate: number; othersReceived: number; hangingReceived: number; share: number; ms: number };
}

export interface Results {
  meta: Meta;
  scenarios: {
    list?: { sizes: Array<{ rows: number; queries: ListQuery[] }> };
    tokenize?: Pair;
    charges?: { installments1: Pair; installments12: Pair };
    webhooks?: WebhookResult;
    pages?: { checkout: PageResult; dashboard: PageResult; blank?: PageResult };
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
  rate("tokenize", s.tokenize, 400);
  rate("create charge 1x", s.charges?.installments1, 200);
  rate("create charge 12x", s.charges?.installments12, 200);
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
  if (s.pages)
    out.push({
      target: "checkout ≤ 150 KB JS gzip",
      value: kb(s.pages.checkout.jsGzipBytes),
      pass: s.pages.checkout.jsGzipBytes <= 150 * 1024,
    });
  return out;
}

const cpu = (r: LoadResult | undefined) => (r?.cpuMsPerRequest === undefined ? "–" : String(r.cpuMsPerRequest));

function pairRow(name: string, p: Pair): string {
  const route = p.route ? `${p.route.rps} req/s, ${cpu(p.route)} ms CPU` : "–";
  return `| ${name} | ${p.app.rps} | ${p.app.p50} | ${p.app.p99} | ${cpu(p.app)} | ${p.baseline.rps} | ${p.baseline.p50} | ${p.baseline.p99} | ${cpu(p.baseline)} | ${pct(p.ratio)} | ${route} |`;
}

export function renderMarkdown(r: Results): string {
  const m = r.meta;
  const s = r.scenarios;
  const lines: string[] = [];
  lines.push(
    `Run of ${m.date} (${m.mode}), ${m.totalSeconds ?? "?"} s in all${m.buildSeconds ? `, build ${m.buildSeconds} s` : ""}.`,
  );
  lines.push(
    `Machine: ${m.nproc} × ${m.cpu}, ${m.ramGb} GB RAM, Node ${m.node}, ${m.databaseVersion}; load average at start ${m.loadAverageStart.join(" / ")}, at end ${m.loadAverageEnd?.join(" / ") ?? "?"}.`,
  );
  lines.push("");
  if (s.tokenize || s.charges) {
    lines.push(
      "| writes (10 in flight) | app req/s | p50 ms | p99 ms | CPU ms/req | baseline req/s | p50 ms | p99 ms | CPU ms/req | app ÷ baseline | app's route handlers on bare node:http |",
      "|---|---|---|---|---|---|---|---|---|---|---|",
    );
    if (s.tokenize) lines.push(pairRow("POST /tokenize", s.tokenize));
    if (s.charges)
      lines.push(
        pairRow("POST /v1/charges, 1 installment", s.charges.installments1),
        pairRow("POST /v1/charges, 12 installments", s.charges.installments12),
      );
    lines.push("");
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
  if (s.webhooks) {
    const w = s.webhooks;
    lines.push(
      `Webhook dispatch: ${w.endpoints} endpoints, ${w.deliveries} due deliveries, concurrency ${w.concurrency}, timeout ${w.timeoutMs} ms.`,
      "",
    );
    lines.push("| dispatch | deliveries/s | detail |", "|---|---|---|");
    lines.push(`| dispatcher, every endpoint answers 204 | ${w.fast.rate} | ${w.fast.succeeded} in ${w.fast.ms} ms |`);
    lines.push(`| baseline: same signed POSTs, no queue | ${w.bare.rate} | dispatcher ÷ baseline ${pct(w.ratio)} |`);
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
    if (s.pages.blank) lines.push(row("baseline: blank page", s.pages.blank));
    lines.push("");
  }
  if (r.targets?.length) {
    lines.push("| target | measured | |", "|---|---|---|");
    for (const t of r.targets) lines.push(`| ${t.target} | ${t.value} | ${t.pass ? "met" : "**missed**"} |`);
    lines.push("");
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
