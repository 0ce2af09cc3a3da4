import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { Session } from "next-auth";
import { auth } from "@/auth";
import type { Ctx } from "@/server/context";
import { ACTIVE_MERCHANT_COOKIE } from "./session-actor";

/** The signed-in user of a page, or a redirect to /sign-in. */
export async function requireSession(): Promise<Session["user"]> {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || (user.role === "merchant" && !user.merchantId)) redirect("/sign-in");
  return user;
}

/**
 * A Ctx for server components and server actions, from the session: a merchant user acts as its
 * merchant; an admin acts on the merchant chosen in the switcher (cookie), or on all of them.
 */
export async function requirePageCtx(): Promise<Ctx> {
  const user = await requireSession();
  const base = { requestId: randomUUID(), now: () => new Date() };
  if (user.role === "admin") {
    const acting = (await cookies()).get(ACTIVE_MERCHANT_COOKIE)?.value;
    const actingMerchantId = acting && /^[0-9a-f-]{36}$/.test(acting) ? acting : undefined;
    return { ...base, actor: { role: "admin", via: "session", userId: user.id, actingMerchantId } };
  }
  return { ...base, actor: { role: "merchant", via: "session", userId: user.id, merchantId: user.merchantId! } };
}

/** Admin-only screens answer 404 to merchants (the same as a page that does not exist). */
export async function requireAdminPageCtx(): Promise<Ctx> {
  const ctx = await requirePageCtx();
  if (ctx.actor.role !== "admin") notFound();
  return ctx;
}
