import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { Session } from "next-auth";
import { auth } from "@/server/accounts/auth/next-auth";
import type { Ctx } from "@/server/platform/context";
import { ACTIVE_MERCHANT_COOKIE, actorOfSession } from "./session-actor";
import { sessionStatus } from "./session-status";

/** Where a user who must have TOTP (an admin, or a merchant's that requires it) and has none is sent first (docs/api/authentication.md). */
export const ENROLMENT_PATH = "/account/two-factor";

/**
 * The signed-in user of a page, or a redirect: to /sign-in when the session has ended (disabled user,
 * inactive merchant, revoked sessions), to the enrolment page for a user who must have TOTP and has none unless the
 * page is that enrolment (`enrolling`).
 */
export async function requireSession(opts: { enrolling?: boolean } = {}): Promise<Session["user"]> {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || (user.role === "merchant" && !user.merchantId)) redirect("/sign-in");
  const status = await sessionStatus(user);
  if (status === "revoked") redirect("/sign-in");
  if (status === "enrolment_required" && !opts.enrolling) redirect(ENROLMENT_PATH);
  return user;
}

/**
 * A Ctx for server components and server actions, from the session: a merchant user acts as its
 * merchant; an admin acts on the merchant chosen in the switcher (cookie), or on all of them.
 */
export async function requirePageCtx(opts: { enrolling?: boolean } = {}): Promise<Ctx> {
  const user = await requireSession(opts);
  const actor = actorOfSession(user, (await cookies()).get(ACTIVE_MERCHANT_COOKIE)?.value);
  if (!actor) redirect("/sign-in");
  return { requestId: randomUUID(), now: () => new Date(), actor };
}

/**
 * The signed-in user's Ctx when there is a live session, else nothing (no redirect): for actions that
 * also serve the sign-in page, such as the language switch.
 */
export async function pageCtxIfSignedIn(): Promise<Ctx | undefined> {
  const user = (await auth())?.user;
  if (!user?.id || (await sessionStatus(user)) === "revoked") return undefined;
  const actor = actorOfSession(user, (await cookies()).get(ACTIVE_MERCHANT_COOKIE)?.value);
  return actor && { requestId: randomUUID(), now: () => new Date(), actor };
}

/** Admin-only screens answer 404 to merchants (the same as a page that does not exist). */
export async function requireAdminPageCtx(): Promise<Ctx> {
  const ctx = await requirePageCtx();
  if (ctx.actor.role !== "admin") notFound();
  return ctx;
}
