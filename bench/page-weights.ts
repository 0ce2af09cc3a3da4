/**
 * `npx tsx bench/page-weights.ts [distDir=.next] [--budget=180] [--json]`: the JavaScript each page of a
 * production build (Turbopack, `next build`'s default, or webpack) loads on its first render, read from the
 * build output, gzipped (level 6, as servers do; KB of 1,024 bytes), with met/missed against the budget
 * (issue 30: every dashboard page ≤ 180 KB). Exits 1 when a dashboard page misses.
 *
 * A page's first-load scripts are the build's `rootMainFiles` (build-manifest.json: the bundler's runtime,
 * React, Next's client) and the chunks of every client module of its entry, layouts included
 * (`server/app/<route>/page_client-reference-manifest.js`, `clientModules`). Chunks a page imports with
 * `next/dynamic` are not in that list and load only when rendered; a webpack build names them
 * (react-loadable-manifest.json) and they are reported apart, as "lazy". The polyfills (`nomodule`) are left
 * out: modern browsers skip them. On the Turbopack build of 2026-11-28 this gives what Chromium counted on a
 * cold load (bench/scenarios/pages.ts) to the tenth of a KB: overview 158.5, charges 167.3, anticipations
 * 173.3 KB.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ClientReferenceManifest {
  clientModules: Record<string, { chunks: string[] }>;
}

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith("--")) ?? process.env.NEXT_DIST_DIR ?? ".next");
const budgetKb = Number(args.find((a) => a.startsWith("--budget="))?.slice(9) ?? 180);
const asJson = args.includes("--json");

const gzipped = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  const known = gzipped.get(file);
  if (known) return known;
  const bytes = fs.readFileSync(path.join(dist, decodeURIComponent(file.replace(/^\/?_next\//, ""))));
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  gzipped.set(file, size);
  return size;
}

function manifestsUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...manifestsUnder(full));
    else if (entry.name === "page_client-reference-manifest.js") out.push(full);
  }
  return out;
}

function readManifest(file: string): [string, ClientReferenceManifest] {
  // The file is `globalThis.__RSC_MANIFEST=…;globalThis.__RSC_MANIFEST["<route>"]={…json…}`: read its JSON.
  const text = fs.readFileSync(file, "utf8");
  const at = /globalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*/.exec(text);
  if (!at) throw new Error(`${file}: no client reference manifest in it`);
  const route = JSON.parse(at[1]) as string;
  const manifest = JSON.parse(text.slice(at.index + at[0].length).replace(/;\s*$/, "")) as ClientReferenceManifest;
  return [route.replace(/\/page$/, "") || "/", manifest];
}

export interface PageWeight {
  route: string;
  dashboard: boolean;
  scripts: number;
  jsKb: number;
  jsGzipKb: number;
  met: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const buildManifest = JSON.parse(fs.readFileSync(path.join(dist, "build-manifest.json"), "utf8")) as {
  rootMainFiles: string[];
};
// Webpack lists next/dynamic chunks here; a Turbopack build has no such file (its lazy chunks are not in the
// page's manifest either), so there is nothing to report apart.
const loadableFile = path.join(dist, "react-loadable-manifest.json");
const loadable = (fs.existsSync(loadableFile) ? JSON.parse(fs.readFileSync(loadableFile, "utf8")) : {}) as Record<
  string,
  { files: string[] }
>;

/**
 * The chunk files of one client module: webpack writes `[id, file, id, file, …]` with paths under
 * `static/`, Turbopack (the default builder of `next build`) the files alone, as `/_next/static/…` URLs.
 */
function chunkFiles(chunks: string[]): string[] {
  if (chunks.every((c) => c.startsWith("/_next/"))) return chunks.map((c) => c.slice("/_next/".length));
  return chunks.filter((_, i) => i % 2 === 1);
}
const pages: PageWeight[] = manifestsUnder(path.join(dist, "server", "app"))
  .map(readManifest)
  .filter(([route]) => !route.startsWith("/_"))
  .map(([route, manifest]) => {
    const files = new Set(buildManifest.rootMainFiles);
    for (const m of Object.values(manifest.clientModules)) for (const f of chunkFiles(m.chunks)) files.add(f);
    const sizes = [...files].map(sizeOf);
    const gzip = sizes.reduce((a, s) => a + s.gzip, 0);
    const dashboard = route.startsWith("/(dashboard)");
    return {
      route: route.replace("/(dashboard)", "") || "/",
      dashboard,
      scripts: files.size,
      jsKb: kb(sizes.reduce((a, s) => a + s.raw, 0)),
      jsGzipKb: kb(gzip),
      met: kb(gzip) <= budgetKb,
    };
  })
  .sort((a, b) => b.jsGzipKb - a.jsGzipKb);
const lazy = Object.entries(loadable).map(([from, { files }]) => ({
  from,
  jsGzipKb: kb(files.reduce((a, f) => a + sizeOf(f).gzip, 0)),
}));

const missed = pages.filter((p) => p.dashboard && !p.met);
if (asJson) process.stdout.write(JSON.stringify({ budgetKb, pages, lazy }, null, 2) + "\n");
else {
  process.stdout.write(
    `First-load JS per page (${path.relative(process.cwd(), dist)}), gzip level 6; budget ${budgetKb} KB\n\n`,
  );
  process.stdout.write("| page | scripts | JS | JS gzip | ≤ budget |\n|---|---|---|---|---|\n");
  for (const p of pages)
    process.stdout.write(
      `| ${p.dashboard ? "" : "(not dashboard) "}${p.route} | ${p.scripts} | ${p.jsKb} KB | ${p.jsGzipKb} KB | ${p.dashboard ? (p.met ? "met" : "**missed**") : p.met ? "met" : "over"} |\n`,
    );
  if (lazy.length) {
    process.stdout.write("\nLoaded when rendered (next/dynamic), not counted above:\n");
    for (const l of lazy) process.stdout.write(`- ${l.from}: ${l.jsGzipKb} KB gzip\n`);
  }
  process.stdout.write(
    `\n${missed.length === 0 ? "met" : "MISSED"}: ${pages.filter((p) => p.dashboard).length - missed.length} of ${pages.filter((p) => p.dashboard).length} dashboard pages ≤ ${budgetKb} KB\n`,
  );
}
if (missed.length) process.exitCode = 1;
