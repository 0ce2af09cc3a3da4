import type { Session } from "next-auth";
import { anonymousCtx, type Actor, type Ctx } from "@/server/platform/context";
import { AuthenticationError, PermissionError } from "@/server/platform/errors";
import { sessionStatus } from "./session-status";

export const ACTIVE_MERCHANT_COOKIE = "active_merchant";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one place a dashboard session becomes an actor, for pages and for /v1 calls alike: a merchant
 * user acts as its merchant; an admin acts on the merchant chosen in the switcher (a cookie), or on all.
 */
export function actorOfSession(user: Session["user"] | undefined, actingCookie: string | undefined): Actor | undefined {
  if (!user?.id) return undefined;
  const sessionSignedInAt = user.signedInAt;
  if (user.role === "merchant") {
    return user.merchantId
      ? { role: "merchant", merchantId: user.merchantId, via: "session", userId: user.id, sessionSignedInAt }
      : undefined;
  }
  if (user.role === "admin") {
    const actingMerchantId = actingCookie && UUID.test(actingCookie) ? actingCookie : undefined;
    return { role: "admin", via: "session", userId: user.id, actingMerchantId, sessionSignedInAt };
  }
  return undefined;
}

function cookieValue(req: Request, name: string): string | undefined {
  const cookie = req.headers.get("cookie") ?? "";
  for (const part of cookie.split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === name) {
      // A malformed escape (`%FF`) is a cookie we did not write: ignored, not a 500.
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The dashboard calling /v1 with its session cookie. */
export async function sessionActor(req: Request, ctx: Ctx = anonymousCtx()): Promise<Actor> {
  // No session cookie: an API call that forgot its credentials, not a dashboard call.
  if (!/(?:^|;\s*)(?:__Secure-)?authjs\.session-token/.test(req.headers.get("cookie") ?? "")) {
    throw new AuthenticationError("Missing API credentials: use HTTP Basic with your public and secret keys.");
  }
  const { auth } = await import("@/server/accounts/auth/next-auth");
  const user = (await auth())?.user;
  const actor = actorOfSession(user, cookieValue(req, ACTIVE_MERCHANT_COOKIE));
  if (!actor) throw new AuthenticationError();
  // Re-checked on every call: a disabled user, an inactive merchant or a revoked session stops here.
  const status = await sessionStatus(user, Date.now(), ctx);
  if (status === "revoked") throw new AuthenticationError("The session has ended: sign in again.", "session_revoked");
  if (status === "enrolment_required") {
    throw new PermissionError(
      "This account must set up two-factor authentication before anything else (/account/two-factor): every admin must, and so must the users of a merchant that requires it.",
      "totp_enrolment_required",
    );
  }
  return actor;
}
