import type { z } from "zod";
import { isAdmin, type Ctx } from "@/server/context";
import { PermissionError } from "@/server/errors";
import { clockAsOf } from "@/server/clock/as-of";
import type { runSettlementBody } from "./schemas";
import { settleDueReceivables } from "./settle-due";

/** Admin only: runs the settlement job now, optionally as of a later date (the CLI's `settle`). */
export async function runSettlement({ ctx, input }: { ctx: Ctx; input: z.output<typeof runSettlementBody> }) {
  if (!isAdmin(ctx)) throw new PermissionError("Only an admin can run settlement.", "admin_only");
  return settleDueReceivables({ ctx: { ...ctx, now: clockAsOf(input.as_of, ctx.now) } });
}
