import type { Actor } from "@/server/platform/context";

export type ChangedBy = "api_key" | "dashboard_user" | "admin";

/** Who made a change, as a notice names it: enough for the merchant to tell its own change from another's. */
export function changedByOf(actor: Actor): ChangedBy {
  if (actor.role === "admin") return "admin";
  return "via" in actor && actor.via === "api_key" ? "api_key" : "dashboard_user";
}
