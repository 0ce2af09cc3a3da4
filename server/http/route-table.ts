import fs from "node:fs";
import path from "node:path";

/**
 * The app's route files and the methods each exports, read from `app/` once, for what Next itself does
 * not say (the `Allow` header of a 405) and for the API calls the custom server hands to their route's handler
 * itself (server/http/serve-api-directly.ts). Every method of a route file is exported as
 * `export const GET = route(…)` (tests/architecture/one-transport.test.ts), so one pattern finds them.
 */
export interface RouteEntry {
  /** `/v1/charges/[id]/refund` */
  template: string;
  segments: string[];
  /** What Next answers (the exports, HEAD through GET, OPTIONS always): a 405's `Allow`. */
  methods: string[];
  /** The methods the file itself exports. */
  exported: string[];
  /** The file's folder under `app/`, route groups included: `v1/charges/[id]/refund`. */
  dir: string;
}

const METHOD_EXPORT = /export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\b/g;

function routeFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" || e.name === "route.js" ? [full] : [];
  });
}

/** What Next answers besides the exports: HEAD through GET, OPTIONS always. */
function allowed(exported: Set<string>): string[] {
  const methods = new Set(exported);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods].sort();
}

export function loadRouteTable(appDir: string): RouteEntry[] {
  return routeFiles(appDir).map((file) => {
    const source = fs.readFileSync(file, "utf8");
    const exported = new Set([...source.matchAll(METHOD_EXPORT)].map((m) => m[1]));
    const dir = path.relative(appDir, path.dirname(file));
    // Route groups `(dashboard)` are not part of the URL.
    const segments = dir.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
    // Written as server/http/route-template.ts writes it from a request, so logs and metrics agree.
    const template = "/" + segments.map((s) => s.replace(/^\[\[(\.\.\..+)\]\]$/, "[$1]")).join("/");
    return { template, segments, methods: allowed(exported), exported: [...exported].sort(), dir };
  });
}

/** How specific a segment is, as Next ranks them: static, then `[id]`, then `[...all]`, then `[[...all]]`. */
function rank(segment: string): number {
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  if (segment.startsWith("[")) return 1;
  return 0;
}

/** The ranks of the segments that match `parts`, or undefined when the route does not match. */
function matchRanks(route: RouteEntry, parts: string[]): number[] | undefined {
  const ranks: number[] = [];
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i];
    const r = rank(seg);
    if (r >= 2) {
      if (r === 2 && parts.length <= i) return undefined;
      ranks.push(r);
      return ranks;
    }
    if (i >= parts.length) return undefined;
    if (r === 0 && seg !== parts[i]) return undefined;
    ranks.push(r);
  }
  return parts.length === route.segments.length ? ranks : undefined;
}

function moreSpecific(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length > b.length;
}

/** The route file Next would pick for a path (already percent-decoded), if any. */
export function findRoute(table: RouteEntry[], pathname: string): RouteEntry | undefined {
  const parts = pathname.split("/").filter(Boolean);
  let best: { route: RouteEntry; ranks: number[] } | undefined;
  for (const route of table) {
    const ranks = matchRanks(route, parts);
    if (ranks && (!best || moreSpecific(ranks, best.ranks))) best = { route, ranks };
  }
  return best?.route;
}
