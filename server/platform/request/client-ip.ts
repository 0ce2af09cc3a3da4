import proxyaddr from "proxy-addr";
import { config } from "@/server/platform/config";
import { parseTrustProxy, trustFunction } from "@/server/platform/config/trust-proxy";

/**
 * The custom server (scripts/serve.ts) writes the socket's address into this header after
 * deleting any copy a client sent, so it cannot be forged from outside.
 */
export const REMOTE_ADDR_HEADER = "x-pay-remote-addr";

/**
 * Set by the same server beside it: "1" when the request arrived carrying a proxy's forwarding
 * headers (X-Forwarded-For, Forwarded, X-Real-IP), "0" when it did not. The request's own headers
 * cannot say so once inside Next, which adds `X-Forwarded-For` (the socket's address) to every request.
 */
export const FORWARDED_STAMP_HEADER = "x-pay-forwarded";

/** The headers by which a proxy says whom it forwards for. */
export const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/** `::ffff:10.0.0.1` counts as `10.0.0.1`, as the IP whitelist and the rate limits expect. */
function plain(addr: string): string {
  return addr.startsWith("::ffff:") && addr.includes(".") ? addr.slice(7) : addr;
}

/**
 * The caller's address. Without trusted proxies, the socket's. With them, `X-Forwarded-For` read
 * from right to left: each trusted hop hands over to the address it received the request from, and
 * the first address that is not trusted is the client. Entries left of it were written by the
 * client and are ignored, so sending the header cannot choose the address (docs/deploy.md).
 */
export function clientIp(req: Request): string | undefined {
  const socket = req.headers.get(REMOTE_ADDR_HEADER) ?? undefined;
  if (!socket) return undefined;
  const trust = parseTrustProxy(config().TRUST_PROXY);
  if (trust.kind === "none") return socket;
  const forwardedFor = req.headers.get("x-forwarded-for");
  const shaped = {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    connection: { remoteAddress: socket },
    socket: { remoteAddress: socket },
  };
  return plain(proxyaddr(shaped as unknown as Parameters<typeof proxyaddr>[0], trustFunction(trust)));
}

/**
 * The host the client asked for: `X-Forwarded-Host` only when the socket's peer is a trusted
 * proxy (the same trust as the address), else `Host`.
 */
export function requestHost(req: Request): string | null {
  const host = req.headers.get("host");
  const forwardedHost = req.headers.get("x-forwarded-host");
  if (!forwardedHost) return host;
  const socket = req.headers.get(REMOTE_ADDR_HEADER);
  const trust = parseTrustProxy(config().TRUST_PROXY);
  if (!socket || trust.kind === "none" || !trustFunction(trust)(socket, 0)) return host;
  // A proxy chain may append hosts; the left-most is what the browser sent to the first proxy.
  return forwardedHost.split(",")[0].trim();
}
