import { randomUUID } from "node:crypto";
import type { Ctx } from "@/server/context";
import { clientIp } from "@/server/http/client-ip";
import { toErrorResponse } from "@/server/http/envelope";
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
      res = await handler({ req, ctx, params: await segment.params });
    } catch (e) {
      res = toErrorResponse(e, requestId);
    }
    res.headers.set("X-Request-Id", requestId);
    log.info("request", { requestId, method: req.method, path: new URL(req.url).pathname, status: res.status, ms: Math.round(performance.now() - started), actor: "checkout" });
    return res;
  };
}
