import type { Actor } from "@/server/platform/context";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * Read-your-writes with replicas (OPERATIONS.md, "Read replicas"): for a moment after a merchant's own write, its
 * reads go to the primary. This process remembers the writers it served; a dashboard session also carries a
 * short-lived cookie, so that the next request reads the primary whichever instance it reaches.
 */
export const WROTE_COOKIE = "pay_wrote";

const writes = processSingleton("recent-writes", () => new Map<string, number>());
/** Enough for every merchant active in a window; past it the oldest are dropped first (a Map keeps insertion order). */
const REMEMBERED = 50_000;

/** Whose writes a read must see: the merchant (any of its keys and users), or the admin caller. */
function writerOf(actor: Actor): string | undefined {
  if (actor.role === "merchant") return `merchant:${actor.merchantId}`;
  if (actor.role === "admin") return `admin:${actor.userId ?? actor.apiKeyId ?? "cli"}`;
  return undefined;
}

export function noteWrite(actor: Actor, at: number): void {
  const writer = writerOf(actor);
  if (!writer) return;
  writes.delete(writer);
  writes.set(writer, at);
  if (writes.size > REMEMBERED) writes.delete(writes.keys().next().value!);
}

export function wroteRecently(actor: Actor, req: Request, now: number, windowMs: number): boolean {
  const writer = writerOf(actor);
  const at = writer ? writes.get(writer) : undefined;
  if (at !== undefined && now - at < windowMs) return true;
  return (req.headers.get("cookie") ?? "").split(/;\s*/).some((c) => c.startsWith(`${WROTE_COOKIE}=`));
}

/** The cookie a session's write answers with: it expires with the window. */
export function wroteCookie(windowMs: number, secure: boolean): string {
  return `${WROTE_COOKIE}=1; Max-Age=${Math.ceil(windowMs / 1000)}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
