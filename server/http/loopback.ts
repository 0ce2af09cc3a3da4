import ipaddr from "ipaddr.js";
import { FORWARDED_STAMP_HEADER, REMOTE_ADDR_HEADER } from "@/server/platform/request/client-ip";

/**
 * Whether a request came from this machine itself: its socket address (stamped by scripts/serve.ts,
 * which drops any copy a client sent) is a loopback address, and no proxy forwarded it. A reverse
 * proxy on the same host also connects from loopback, but it says whom it forwards for
 * (X-Forwarded-For, Forwarded, X-Real-IP), which scripts/serve.ts records as it receives the request,
 * before Next adds an X-Forwarded-For of its own: such a request is from outside. Without the stamps
 * (another server in front of Next) nothing is known, so the answer is no.
 */
export function isLoopbackRequest(req: Request): boolean {
  const socket = req.headers.get(REMOTE_ADDR_HEADER);
  if (!socket || !ipaddr.isValid(socket)) return false;
  if (req.headers.get(FORWARDED_STAMP_HEADER) !== "0") return false;
  const addr = ipaddr.process(socket);
  return addr.range() === "loopback";
}
