import { randomUUID } from "node:crypto";
import type { Ctx } from "@/server/context";
import { clientIp } from "@/server/http/client-ip";
import { toErrorResponse } from "@/server/http/envelope";
import { checkIdempotencyKey, requestHash, withIdempotency } from "@/server/http/idempotency";
import { log } from "@/server/log";

/**
 * The wrapper of the hosted checkout's endpoints: no credentials (a buyer calls them), so unlike
 * route() it never makes an admin actor; the verb decides whose merchant it acts for from the link.
 */
export function publicRoute<P>(handler: (args: { req: Request; ctx: Ctx; params: P }) => Promise<Response>) {
  return async (req: Request, segment: { params: Promise<P> }): Promise<Response> => {
    const requestId = randomUUID();
    const started = performance.now();
    const ctx: Ctx = {
      requestId,
      now: () => new Date(),
      clientIp: clientIp(req),
      // Placeholder until the link is known; it can read nothing by itself (no merchant has this id).
      actor: { role: "public", merchantId: "00000000-0000-0000-0000-000000000000", via: "checkout" },
    };
    let res: Response;
    try {
      const params = await segment.params;
      const key = req.headers.get("idempotency-key");
      if (req.method === "POST" && key !== null) {
        // The page sends one key per payment attempt: a double tap or a network retry replays the
        // first answer instead of charging twice. Keys are scoped to the page's path.
        const path = new URL(req.url).pathname;
        const hash = requestHash(req.method, path, await req.clone().text());
        res = await withIdempotency(`checkout:${path}`, checkIdempotencyKey(key), hash, () => handler({ req, ctx, params }));
      } else {
        res = await handler({ req, ctx, params });
      }
    } catch (e) {
      res = toErrorResponse(e, requestId);
    }
    res.headers.set("X-Request-Id", requestId);
    log.info("request", { requestId, method: req.method, path: new URL(req.url).pathname, status: res.status, ms: Math.round(performance.now() - started), actor: "checkout" });
    return res;
  };
}
