import { ADMIN_ONLY_MESSAGE, type Actor, type Ctx } from "@/server/platform/context";
import {
  authenticatePublicKey,
  authenticateSecretKey,
  parseBasicAuth,
} from "@/server/accounts/api-keys/authenticate-api-key";
import { sessionActor } from "@/server/accounts/auth/session-actor";
import { PermissionError } from "@/server/platform/errors";
import { log } from "@/server/platform/log";
import { observeRequest } from "@/server/platform/metrics/metrics";
import { consumeApiBudget, underApiLimit } from "./api-rate-limit";
import { clientIp } from "@/server/platform/request/client-ip";
import { toErrorResponse, toHtmlErrorResponse } from "./envelope";
import { checkIdempotencyKey, requestHash, withIdempotency } from "./idempotency";
import { bodyLimit, readBodyText } from "./parse";
import { requestIdFrom } from "./request-id";
import { routeTemplate } from "./route-template";
import { assertSameOrigin } from "./same-origin";
import { requestedApiVersion, withApiVersion } from "./api-version";
import { withHeader } from "./with-header";
import { CURRENT_API_VERSION, type ApiVersion } from "@/server/universal/api-versions";
import { withSecurityHeaders } from "./security-headers";
import { noteWrite, wroteCookie, wroteRecently } from "./recent-writes";
import { config } from "@/server/platform/config";
import { REPLICA_STATUS_TTL_MS } from "@/server/platform/db/replicas";

/**
 * Who may call a route:
 * - `secret`: Basic pk:sk, or the dashboard session (then mutations must be same-origin);
 * - `session`: the dashboard session only;
 * - `public`: Basic pk: alone (the browser SDK);
 * - `checkout`: a buyer on a hosted page; the actor reaches nothing until the link or charge in the path
 *   names its merchant (server/platform/tenancy `actingForMerchant`);
 * - `none`: no credentials at all (health, documents, next-auth, the CLI's own token): the handler's Ctx
 *   has the anonymous actor, which reaches no merchant's rows.
 */
export type RouteAuth = "secret" | "session" | "public" | "checkout" | "none";

export interface RouteOptions {
  auth: RouteAuth;
  adminOnly?: boolean;
  /** Hosted pages: errors become a small HTML page, and answers get the security headers of pages. */
  html?: boolean;
  /** Refuse cross-site mutations (implied for the dashboard session). */
  sameOrigin?: boolean;
  /** `Idempotency-Key` on POST replays the first answer; off where the body must never be stored (tokenize). */
  idempotency?: boolean;
  /** Routes that take an image in their JSON body read up to the upload limit (server/http/parse.ts). */
  body?: "json" | "upload";
  /**
   * An operation of the published document outside /v1 (`/tokenize`, `/pay/{id}/charge`, `/media/{key}`): its
   * answers say their `Pagamentos-Version` and an unknown one asked for is refused, as under /v1
   * (docs/api/versioning.md). Implied for every /v1 route.
   */
  versioned?: boolean;
  /**
   * `replica`: a GET whose reads tolerate staleness (lists, summaries, charts, statements, exports, the banks
   * directory) may be served by a replica, unless the caller wrote a moment ago (OPERATIONS.md, "Read replicas").
   */
  reads?: "replica";
}

/**
 * Whether a route replays an `Idempotency-Key`: its POSTs, when it knows who calls (a key, a session, the hosted
 * checkout) and does not opt out (docs/api/idempotency.md). The document lists the header and 409 on exactly these.
 */
export function takesIdempotencyKey(method: string, opts: RouteOptions): boolean {
  return method === "POST" && opts.auth !== "none" && opts.idempotency !== false;
}

/** What a route without an actor gets: the request id, the clock and the client address. */
export type RequestCtx = Omit<Ctx, "actor">;

export interface RouteArgs<P, C> {
  req: Request;
  ctx: C;
  params: P;
}

type Segment<P> = { params: Promise<P> };

function requestIdOf(req: Request): string {
  return requestIdFrom(req.headers.get("x-request-id"));
}

/** The one place a request becomes a context, for every kind of caller. */
async function actorFor(req: Request, opts: RouteOptions, base: RequestCtx): Promise<Actor | undefined> {
  // The lookups that find out who calls run as the anonymous caller (ARCHITECTURE.md, "One way in").
  const lookup: Ctx = { ...base, actor: { role: "anonymous" } };
  const header = req.headers.get("authorization");
  switch (opts.auth) {
    case "none":
      return undefined;
    case "checkout":
      return { role: "buyer", via: "checkout" };
    case "public":
      return authenticatePublicKey(parseBasicAuth(header), lookup);
    case "session":
      return sessionActor(req, lookup);
    case "secret":
      return header ? authenticateSecretKey(parseBasicAuth(header), base.clientIp, lookup) : sessionActor(req, lookup);
  }
}

function idempotencyScope(ctx: Ctx, path: string): string {
  const a = ctx.actor;
  // Each admin key and each admin user has its own keys: two admins picking the same key must not
  // receive each other's answers (which may hold a new secret).
  if (a.role === "admin")
    return a.apiKeyId ? `platform:key:${a.apiKeyId}` : a.userId ? `platform:user:${a.userId}` : `platform:${a.via}`;
  // A buyer's keys are scoped to the page's path: one key per payment attempt on that link or charge.
  if (a.role === "buyer") return `checkout:${path}`;
  // Never reached: a route's actor is authenticated, or it is none, before idempotency applies.
  if (a.role === "anonymous") return `anonymous:${path}`;
  return a.merchantId;
}

/** The merchant a request acts for, for the access log: the key's, the user's, or the one an admin chose. */
function merchantOf(actor: Actor | undefined): string | undefined {
  if (!actor) return undefined;
  if ("merchantId" in actor) return actor.merchantId;
  if ("actingMerchantId" in actor) return actor.actingMerchantId;
  return undefined;
}

async function paramsOf<P>(segment: Segment<P> | undefined): Promise<Record<string, string | string[] | undefined>> {
  try {
    const params: unknown = segment ? await segment.params : undefined;
    return params && typeof params === "object" ? (params as Record<string, string | string[] | undefined>) : {};
  } catch {
    return {};
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether replicas are configured, and the read-your-writes window: the replicas' lag bound plus the age a
 * replica's status may have when it is trusted (REPLICA_STATUS_TTL_MS), so that a replica serving a read after
 * the window has replayed the write.
 */
function replicaSettings(): { enabled: boolean; window: number } {
  const cfg = config();
  return {
    enabled: cfg.DATABASE_REPLICA_URLS.length > 0,
    window: cfg.DATABASE_REPLICA_MAX_LAG_MS + REPLICA_STATUS_TTL_MS,
  };
}

function withRequestId(res: Response, requestId: string): Response {
  return withHeader(res, "X-Request-Id", requestId);
}

/**
 * Every route handler goes through here: request id, the caller's context, same-origin checks,
 * idempotency of POSTs, errors mapped to the envelope (or an HTML page), security headers of pages,
 * and one access log line. Handlers only parse, call a verb, answer (ARCHITECTURE.md).
 */
export function route<P = Record<string, string>>(
  opts: RouteOptions,
  handler: (args: RouteArgs<P, Ctx>) => Promise<Response>,
): (req: Request, segment?: Segment<P>) => Promise<Response> {
  const handle = async (req: Request, segment?: Segment<P>): Promise<Response> => {
    const replicas = replicaSettings();
    const requestId = requestIdOf(req);
    const started = performance.now();
    const path = new URL(req.url).pathname;
    let res: Response;
    let actor: Actor | undefined;
    const versioned = opts.versioned === true || /^\/v1(\/|$)/.test(path);
    let version: ApiVersion = CURRENT_API_VERSION;
    try {
      // Before anything else: an unknown version is refused whoever calls (docs/api/versioning.md).
      if (versioned) version = requestedApiVersion(req);
      const ip = clientIp(req);
      const base: RequestCtx = { requestId, now: () => new Date(), clientIp: ip };
      actor = await actorFor(req, opts, base);
      // The general /v1 limit, per credential or address (server/http/api-rate-limit.ts).
      if (underApiLimit(path)) await consumeApiBudget(actor, ip, base.now());
      if (opts.adminOnly && actor?.role !== "admin") {
        throw new PermissionError(ADMIN_ONLY_MESSAGE, "admin_only");
      }
      const viaSession = actor && "via" in actor && actor.via === "session";
      if (opts.sameOrigin || viaSession) assertSameOrigin(req);
      const params = (segment ? await segment.params : {}) as P;
      const ctx: Ctx = { ...base, actor: actor ?? { role: "anonymous" } };
      if (opts.reads === "replica" && replicas.enabled && !wroteRecently(ctx.actor, req, Date.now(), replicas.window))
        ctx.reads = "replica";
      const key = req.headers.get("idempotency-key");
      if (key !== null && actor && takesIdempotencyKey(req.method, opts)) {
        const hash = requestHash(req.method, path, await readBodyText(req.clone(), bodyLimit(opts.body)));
        res = await withIdempotency(
          ctx,
          idempotencyScope({ ...base, actor }, path),
          checkIdempotencyKey(key),
          hash,
          () => handler({ req, ctx, params }),
        );
      } else {
        res = await handler({ req, ctx, params });
      }
    } catch (e) {
      res = opts.html ? toHtmlErrorResponse(e, requestId, req) : toErrorResponse(e, requestId);
    }
    if (replicas.enabled && actor && !READS.has(req.method) && res.status < 400) {
      noteWrite(actor, Date.now());
      if ("via" in actor && actor.via === "session")
        res = withHeader(res, "Set-Cookie", wroteCookie(replicas.window, new URL(req.url).protocol === "https:"));
    }
    res = withRequestId(res, requestId);
    if (versioned) res = withApiVersion(res, version);
    if (opts.html) res = withSecurityHeaders(res);
    const template = routeTemplate(path, await paramsOf(segment));
    const seconds = (performance.now() - started) / 1000;
    observeRequest(template, req.method, res.status, seconds);
    log.info("request", {
      requestId,
      method: req.method,
      path,
      route: template,
      status: res.status,
      ms: Math.round(seconds * 1000),
      actor: actor?.role,
      merchantId: merchantOf(actor),
    });
    return res;
  };
  // The options stay readable on the handler (`routeOptions`): tests/openapi/idempotency-doc.test.ts holds them
  // to the document.
  return Object.assign(handle, { routeOptions: opts });
}
