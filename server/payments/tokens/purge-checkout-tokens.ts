import { lt, or } from "drizzle-orm";
import { checkoutCardTokens } from "@/db/schema";
import type { Job } from "@/server/platform/contracts/job";
import { executor, type Ctx } from "@/server/platform/context";

/**
 * Deletes the hosted checkout's card tokens that can no longer pay (expired, or used a few minutes
 * ago): the typed name and expiry sealed in them are kept no longer than the payment needs them.
 * The card itself stays in the vault (`card_tokens`), which the charge references.
 */
export async function purgeCheckoutTokens({ ctx }: { ctx: Ctx }): Promise<{ purged: number }> {
  const db = await executor(ctx);
  const now = ctx.now();
  const gone = await db
    .delete(checkoutCardTokens)
    .where(
      or(lt(checkoutCardTokens.expiresAt, now), lt(checkoutCardTokens.usedAt, new Date(now.getTime() - 5 * 60 * 1000))),
    )
    .returning({ id: checkoutCardTokens.id });
  return { purged: gone.length };
}

export const checkoutTokenPurgeJob: Job = {
  name: "checkout-token-purge",
  intervalMs: 5 * 60 * 1000,
  run: (ctx) => purgeCheckoutTokens({ ctx }),
};
