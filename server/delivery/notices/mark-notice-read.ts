import { z } from "zod";
import { and, eq, isNull } from "drizzle-orm";
import { merchantNotices } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { ownNoticesWhere } from "./notice-reader";

/**
 * Marks one of the user's own notices read. Another user's notice and a missing one are the same 404;
 * marking a read notice again changes nothing (its first `read_at` stays).
 */
export async function markNoticeRead({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  const own = ownNoticesWhere(ctx);
  // An id that is not a UUID names no notice (and must not reach a uuid column as a 500).
  if (!own || !z.uuid().safeParse(id).success) throw new NotFoundError("notice");
  const db = await executor(ctx);
  const mine = and(own, eq(merchantNotices.id, id));
  const [marked] = await db
    .update(merchantNotices)
    .set({ readAt: ctx.now() })
    .where(and(mine, isNull(merchantNotices.readAt)))
    .returning({ id: merchantNotices.id });
  if (marked) return;
  const [exists] = await db.select({ id: merchantNotices.id }).from(merchantNotices).where(mine).limit(1);
  if (!exists) throw new NotFoundError("notice");
}
