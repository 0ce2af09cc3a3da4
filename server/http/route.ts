import { randomUUID } from "node:crypto";
import type { Ctx } from "@/server/context";
import { authenticatePublicKey, authenticateSecretKey, parseBasicAuth } from "@/server/api-keys/authenticate-api-key";
import { sessionActor } from "@/server/auth/session-actor";
import { log } from "@/server/log";
import { clientIp } from "./client-ip";
import { toErrorResponse } from "./envelope";
import { PermissionError } from "./errors";
import { checkIdempotencyKey, requestHash, withIdempotency } from "./idempotency";

export interface RouteOptions {
  /** `secret`: Basic pk:sk or the dashboard session. `public`: Basic pk: alone. `none`: open. */
  auth: "secret" | "public" | "none";
  adminOnly?: boolean;
}

export interface RouteArgs<P> {
  req: Request;
  ctx: Ctx;
  params: P;
}

type Segment<P> = { params: Promise<P> };

function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._-]{8,100}$/.test(given) ? given : randomUUID();
}

async function contextFor(req: Request, opts: RouteOptions, requestId: string): Promise<Ctx> {
  const ip = clientIp(req);
  const base = { requestId, now: () => new Date(), clientIp: ip };
  if (opts.auth === "none") return { ...base, actor: { role: "admin", via: "cli" } };
  const header = req.headers.get("authorization");
  if (opts.auth === "public") return { ...base, actor: await authenticatePublicKey(parseBasicAuth(header)) };
  const actor = header ? await authenticateSecretKey(parseBasicAuth(header), ip) : await sessionActor(req);
  if (opts.adminOnly && actor.role !== "admin") throw new PermissionError("This operation is for admins only.", "admin_only");
  return { ...base, actor };
}

function idempotencyScope(ctx: Ctx): string {
  const a = ctx.actor;
  return a.role === "admin" ? "platform" : a.merchantId;
}

/**
 * Every /v1 handler goes through here: request id, authentication, idempotency of POSTs,
 * errors mapped to the envelope, one access log line. Handlers only parse, call a verb, answer.
 */
export function route<P = Record<string, never>>(opts: RouteOptions, handler: (args: RouteArgs<P>) => Promise<Response>) {
  return async (req: Request, segment?: Segment<P>): Promise<Response> => {
    const requestId = requestIdOf(req);
    const started = performance.now();
    let res: Response;
    let ctx: Ctx | undefined;
    try {
      ctx = await contextFor(req, opts, requestId);
      const params = (segment ? await segment.params : {}) as P;
      const key = req.headers.get("idempotency-key");
      if (req.method === "POST" && key !== null && opts.auth !== "none") {
        const body = await req.clone().text();
        const hash = requestHash(req.method, new URL(req.url).pathname, body);
        const current = ctx;
        res = await withIdempotency(idempotencyScope(current), checkIdempotencyKey(key), hash, () =>
          handler({ req, ctx: current, params }),
        );
      } else {
        res = await handler({ req, ctx, params });
      }
    } catch (e) {
      res = toErrorResponse(e, requestId);
    }
    try {
      res.headers.set("X-Request-Id", requestId);
    } catch {
      res = new Response(res.body, { status: res.status, headers: new Headers([...res.headers, ["X-Request-Id", requestId]]) });
    }
    log.info("request", {
      requestId,
      method: req.method,
      path: new URL(req.url).pathname,
      status: res.status,
      ms: Math.round(performance.now() - started),
      actor: ctx?.actor.role,
    });
    return res;
  };
}
