import { lt } from "drizzle-orm";
import { idempotencyKeys } from "@/db/schema";
import type { Job } from "@/server/platform/contracts/job";
import { executor, type Ctx } from "@/server/platform/context";
import { IDEMPOTENCY_TTL_MS } from "./idempotency";

/**
 * Deletes the idempotency keys older than 24 h: their stored answers (sealed, but still the
 * answers that carried new secrets) are kept no longer than a retry may need them
 * (docs/api/idempotency.md). An expired key is already free to reuse; this only removes the row.
 */
export async function purgeIdempotencyKeys({ ctx }: { ctx: Ctx }): Promise<{ purged: number }> {
  const db = await executor(ctx);
  const cutoff = new Date(ctx.now().getTime() - IDEMPOTENCY_TTL_MS);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return { purged: gone.length };
}

export const idempotencyPurgeJob: Job = {
  name: "idempotency-purge",
  intervalMs: 10 * 60 * 1000,
  run: (ctx) => purgeIdempotencyKeys({ ctx }),
};
