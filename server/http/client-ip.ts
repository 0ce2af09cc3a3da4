import { config } from "@/server/config";

/**
 * The custom server (scripts/serve.ts) writes the socket's address into this header after
 * deleting any copy a client sent, so it cannot be forged from outside.
 */
export const REMOTE_ADDR_HEADER = "x-pay-remote-addr";

/** The caller's address: a trusted proxy header when configured, else the socket's. */
export function clientIp(req: Request): string | undefined {
  const trusted = config()
    .TRUSTED_PROXY_HEADERS.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const header of trusted) {
    const value = req.headers.get(header);
    // The left-most x-forwarded-for entry is the original client.
    if (value) return value.split(",")[0].trim();
  }
  return req.headers.get(REMOTE_ADDR_HEADER) ?? undefined;
}
