import fs from "node:fs";
import path from "node:path";
import { contractProblems } from "./openapi-contract";

/**
 * A `fetch` for generated clients (openapi-fetch) that the route handlers of this process answer, the way
 * Next would route the request: the route files under app/ are found on disk, `[param]` folders become path
 * parameters, and a literal segment beats a parameter (`/v1/charges/summary` before `/v1/charges/{id}`).
 * Every answer is held to the published document as `call` holds it (tests/support/openapi-contract.ts):
 * an undocumented status, header, content type or field throws, so a journey through a typed client fails
 * on an answer that does not validate, not only on a type error.
 */
type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface RouteFile {
  file: string;
  pattern: RegExp;
  /** Per segment: 0 literal, 1 parameter; compared left to right so that literals win. */
  rank: number[];
}

const APP = path.join(import.meta.dirname, "../../app");
/** The areas of app/ the document describes; pages and the /v1 catch-all are not API operations. */
const ROOTS = ["v1", "tokenize"];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("[[") ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function routeOf(file: string): RouteFile {
  const segments = path.relative(APP, path.dirname(file)).split(path.sep);
  const pattern = segments
    .map((s) => (s.startsWith("[") ? `(?<${s.slice(1, -1)}>[^/]+)` : s.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  return { file, pattern: new RegExp(`^/${pattern}$`), rank: segments.map((s) => (s.startsWith("[") ? 1 : 0)) };
}

function byRank(a: RouteFile, b: RouteFile): number {
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++)
    if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i];
  return a.rank.length - b.rank.length;
}

const routes = ROOTS.flatMap((root) => routeFiles(path.join(APP, root)))
  .map(routeOf)
  .sort(byRank);

export async function inProcessFetch(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const found = routes.map((r) => ({ route: r, match: r.pattern.exec(pathname) })).find((r) => r.match);
  if (!found) throw new Error(`no route file answers ${request.method} ${pathname}`);
  const routeModule = (await import(/* @vite-ignore */ found.route.file)) as Record<string, Handler | undefined>;
  const handler = routeModule[request.method];
  if (!handler) throw new Error(`${path.relative(APP, found.route.file)} has no ${request.method}`);
  const params = Object.fromEntries(
    Object.entries(found.match?.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
  );
  const answer = await handler(request, { params: Promise.resolve(params) });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const type = answer.headers.get("content-type") ?? "";
  const text = type.startsWith("image/") ? "(binary)" : new TextDecoder().decode(bytes);
  let body: unknown = text;
  try {
    body = text && type.includes("json") ? JSON.parse(text) : text;
  } catch {
    /* not JSON: the check reports the content type */
  }
  const problems = contractProblems({
    method: request.method,
    url: request.url,
    status: answer.status,
    headers: answer.headers,
    body,
    text: bytes.length ? text : "",
  });
  if (problems.length) throw new Error(`The answer disagrees with /v1/openapi.json:\n- ${problems.join("\n- ")}`);
  return new Response(bytes.length ? bytes : null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
