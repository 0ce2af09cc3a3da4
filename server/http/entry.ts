import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DomainError, MethodNotAllowedError, NotFoundError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { observeRequest, UNMATCHED_ROUTE } from "@/server/platform/metrics/metrics";
import { errorBody } from "./envelope";
import { httpHeadersOf, httpStatusOf } from "./error-status";
import { requestIdFrom } from "./request-id";
import { findRoute, loadRouteTable, type RouteEntry } from "./route-table";
import { API_VERSION_HEADER, CURRENT_API_VERSION } from "@/server/universal/api-versions";
import { lazy } from "@/server/platform/process/lazy";

/**
 * What the custom server (scripts/serve.ts) answers itself, before or around Next, for the requests
 * Next would answer with a plain-text 500 or an empty body: every answer here has the error envelope,
 * `X-Request-Id`, an access log line and a metric, like those of route(...).
 */

/** The methods Next can hand to a route (`new Request` refuses TRACE, CONNECT and TRACK outright). */
export const SUPPORTED_METHODS = ["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"];

/** The app's route files, read once (server/http/route-table.ts). */
export const routeTable = lazy((): RouteEntry[] => loadRouteTable(path.join(process.cwd(), "app")));

/** The methods a path takes, as its route file exports them; a page (or nothing) takes GET and HEAD. */
export function allowedMethods(pathname: string): { template: string; methods: string[] } {
  const found = findRoute(routeTable(), pathname);
  return found
    ? { template: found.template, methods: found.methods }
    : { template: UNMATCHED_ROUTE, methods: ["GET", "HEAD"] };
}

/**
 * Gives every request its id before Next sees it: the caller's `X-Request-Id` when plausible, else a new
 * one, written into the request (so route(...) logs and answers the same id) and onto the response (so
 * even what Next answers by itself, an automatic OPTIONS or a static file, carries it).
 */
export function stampRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdFrom(req.headers["x-request-id"] as string | undefined);
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === "x-request-id") raw.splice(i, 2);
  req.headers["x-request-id"] = id;
  raw.push("x-request-id", id);
  res.setHeader("X-Request-Id", id);
  return id;
}

export interface EntryAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function answerOf(err: DomainError, requestId: string, method: string): EntryAnswer {
  return {
    status: httpStatusOf(err),
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Request-Id": requestId,
      // Answered before any route could read a requested version: the current one shaped it.
      [API_VERSION_HEADER]: CURRENT_API_VERSION,
      "X-Content-Type-Options": "nosniff",
      ...httpHeadersOf(err),
    },
    body: method === "HEAD" ? "" : JSON.stringify(errorBody(err)),
  };
}

function logged(answer: EntryAnswer, requestId: string, method: string, rawPath: string, route: string): EntryAnswer {
  // An unknown method is one label value, not one per word a client can send.
  const methodLabel = SUPPORTED_METHODS.includes(method) ? method : "other";
  observeRequest(route, methodLabel, answer.status, 0);
  log.info("request", {
    requestId,
    method: method.slice(0, 20),
    path: rawPath.slice(0, 300),
    route,
    status: answer.status,
  });
  return answer;
}

/**
 * A path whose escapes do not decode (`%FF`, `%E0%A4`), that decodes to a control character (`%00`), or,
 * under /v1, with a `.` or `..` segment (Next would redirect to the normalised path, echoing the whole URL
 * in its headers; no operation has such a path).
 */
function badPath(rawPath: string): boolean {
  try {
    const decoded = decodeURIComponent(rawPath);
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return true;
    return /^\/v1(\/|$)/.test(decoded) && decoded.split("/").some((s) => s === "." || s === "..");
  } catch {
    return true;
  }
}

/**
 * The answer for a request Next must not see, or undefined to hand it on:
 * - a method no route can take (TRACE, CONNECT, anything unknown): 405 `method_not_allowed` with `Allow`;
 * - a path with malformed percent-encoding or a control character: 404 `resource_not_found`, the same as
 *   any id that names nothing (docs/api/conventions.md).
 */
export function answerBeforeNext(
  method: string,
  url: string,
  requestIdHeader?: string | null,
): EntryAnswer | undefined {
  const rawPath = url.split("?")[0] || "/";
  if (!SUPPORTED_METHODS.includes(method)) {
    const requestId = requestIdFrom(requestIdHeader);
    const decodedPath = badPath(rawPath) ? rawPath : decodeURIComponent(rawPath);
    const { template, methods } = allowedMethods(decodedPath);
    return logged(
      answerOf(new MethodNotAllowedError(method.slice(0, 20), methods), requestId, method),
      requestId,
      method,
      rawPath,
      template,
    );
  }
  if (badPath(rawPath)) {
    const requestId = requestIdFrom(requestIdHeader);
    return logged(answerOf(new NotFoundError("path"), requestId, method), requestId, method, rawPath, UNMATCHED_ROUTE);
  }
  return undefined;
}

/**
 * Next answers a method a route file does not export with an empty 405 and no `Allow`. This fills such an
 * answer in: when its headers go out (Next flushes them before ending the body, so `writeHead` is the
 * moment to catch, implicit or not) a 405 without a Content-Type gets the envelope's headers and `Allow`
 * (from the route file's exports), and its end gets the envelope; it is logged like any other answer.
 * A 405 with a Content-Type (one of ours, from route(...)) is left alone.
 */
export function completeEmptyMethodNotAllowed(req: IncomingMessage, res: ServerResponse): void {
  let answer: EntryAnswer | undefined;
  let bodyWritten = false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const nonEmpty = (chunk: unknown) =>
    chunk !== undefined && chunk !== null && typeof chunk !== "function" && (chunk as { length?: number }).length !== 0;

  res.writeHead = (...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status === 405 && !answer && !res.getHeader("content-type")) {
      const method = req.method ?? "GET";
      const rawPath = (req.url ?? "/").split("?")[0];
      const requestId = requestIdFrom(req.headers["x-request-id"] as string | undefined);
      const { template, methods } = allowedMethods(badPath(rawPath) ? rawPath : decodeURIComponent(rawPath));
      answer = logged(
        answerOf(new MethodNotAllowedError(method, methods), requestId, method),
        requestId,
        method,
        rawPath,
        template,
      );
      for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
      res.removeHeader("content-length");
    }
    return writeHead(...args);
  };

  res.write = ((...args: unknown[]) => {
    if (nonEmpty(args[0])) bodyWritten = true;
    return write(...args);
  }) as ServerResponse["write"];

  res.end = ((...args: unknown[]) => {
    if (!res.headersSent && res.statusCode === 405 && !nonEmpty(args[0])) res.writeHead(405);
    if (answer && !bodyWritten && !nonEmpty(args[0])) {
      const callback = args.find((a) => typeof a === "function");
      return end(answer.body, ...(callback ? [callback] : []));
    }
    return end(...args);
  }) as ServerResponse["end"];
}

/** The last resort of the custom server: Next itself threw. The envelope, not an empty 500. */
export function internalErrorAnswer(method: string, url: string, requestIdHeader?: string | null): EntryAnswer {
  const requestId = requestIdFrom(requestIdHeader);
  const err = new DomainError("api_error", "internal_error", `An internal error occurred. Request id: ${requestId}.`);
  return logged(answerOf(err, requestId, method), requestId, method, url.split("?")[0] || "/", UNMATCHED_ROUTE);
}
