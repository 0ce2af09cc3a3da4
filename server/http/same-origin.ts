import { PermissionError } from "@/server/platform/errors";
import { requestHost } from "@/server/platform/request/client-ip";

const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];

/**
 * Cookie-carrying mutations (dashboard session, hosted checkout) must come from our own pages: a
 * cross-site form or fetch carries the cookie, but not a same-origin `Origin` (docs/api/authentication.md).
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.includes(req.method)) return;
  const origin = req.headers.get("origin");
  // X-Forwarded-Host counts only from a trusted proxy (TRUST_PROXY), or a client could name any host.
  const host = requestHost(req);
  let same = false;
  if (origin) {
    try {
      same = new URL(origin).host === host;
    } catch {
      same = false;
    }
  } else {
    same = req.headers.get("sec-fetch-site") === "same-origin";
  }
  if (!same) throw new PermissionError("Cross-site request refused.", "csrf");
}

/**
 * The challenge form posts only from the challenge page itself. The page's `no-referrer` policy makes a
 * browser send `Origin: null` with a form post, so that answer is accepted when the browser's own
 * `Sec-Fetch-Site` (which no page can set) says same-origin; every other post goes through the usual check.
 */
export function assertChallengeFormOrigin(req: Request): void {
  if (req.headers.get("origin") === "null" && req.headers.get("sec-fetch-site") === "same-origin") return;
  assertSameOrigin(req);
}
