import { AuthenticationError, PermissionError } from "@/server/http/errors";
import type { Actor } from "@/server/context";

export const ACTIVE_MERCHANT_COOKIE = "active_merchant";

/**
 * The dashboard calls /v1 with its session cookie. Mutations must then come from our own
 * pages: a cross-site form or fetch carries the cookie but not a same-origin Origin header.
 */
export async function sessionActor(req: Request): Promise<Actor> {
  // No session cookie: an API call that forgot its credentials, not a dashboard call.
  if (!/(?:^|;\s*)(?:__Secure-)?authjs\.session-token/.test(req.headers.get("cookie") ?? "")) {
    throw new AuthenticationError("Missing API credentials: use HTTP Basic with your public and secret keys.");
  }
  const { auth } = await import("@/auth");
  const session = await auth();
  const user = session?.user;
  if (!user?.id) throw new AuthenticationError();
  if (!["GET", "HEAD", "OPTIONS"].includes(req.method)) {
    const origin = req.headers.get("origin");
    const site = req.headers.get("sec-fetch-site");
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
    const sameOrigin = origin ? new URL(origin).host === host : site === "same-origin";
    if (!sameOrigin) throw new PermissionError("Cross-site request refused.", "csrf");
  }
  if (user.role === "merchant" && user.merchantId) {
    return { role: "merchant", merchantId: user.merchantId, via: "session", userId: user.id };
  }
  if (user.role === "admin") {
    const cookie = req.headers.get("cookie") ?? "";
    const acting = new RegExp(`(?:^|;\\s*)${ACTIVE_MERCHANT_COOKIE}=([0-9a-f-]{36})`).exec(cookie)?.[1];
    return { role: "admin", via: "session", userId: user.id, actingMerchantId: acting };
  }
  throw new AuthenticationError();
}
