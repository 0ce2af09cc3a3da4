import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { forgetSessionStatus } from "@/server/auth/session-status";
import { executor, isAdmin, type Ctx } from "@/server/context";
import type { CliCommand } from "@/server/contracts/cli-command";
import { NotFoundError, PermissionError, ValidationError } from "@/server/errors";
import { log } from "@/server/log";

/**
 * An inactive merchant's key pairs (secret and public) answer 401 and its users' sessions end at
 * their next request (docs/api/authentication.md, "Session checks"); reactivating restores both.
 */
export async function setMerchantStatus({
  ctx,
  id,
  status,
}: {
  ctx: Ctx;
  id: string;
  status: "active" | "inactive";
}): Promise<{ id: string; status: "active" | "inactive" }> {
  if (!isAdmin(ctx)) throw new PermissionError("This operation is for admins only.", "admin_only");
  const db = await executor(ctx);
  const [row] = await db
    .update(merchants)
    .set({ status })
    .where(eq(merchants.id, id))
    .returning({ id: merchants.id, status: merchants.status });
  if (!row) throw new NotFoundError("merchant");
  // The cached facts of this merchant's users name its status: forget them all.
  forgetSessionStatus();
  log.info("merchant status changed", { merchantId: id, status, requestId: ctx.requestId });
  return row;
}

export const merchantStatusCommand: CliCommand = {
  name: "merchant-status",
  usage: "merchant-status --merchant ID --status active|inactive",
  description: "Suspends a merchant (its keys answer 401, its users' sessions end) or reactivates it.",
  run: async (args, ctx) => {
    const id = args.merchant;
    if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id))
      throw new ValidationError("--merchant ID is required.", "merchant");
    if (args.status !== "active" && args.status !== "inactive")
      throw new ValidationError("--status must be active or inactive.", "status");
    return setMerchantStatus({ ctx, id, status: args.status });
  },
};
