import { and, desc, isNull } from "drizzle-orm";
import { merchantNotices } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { ownNoticesWhere } from "./notice-reader";
import type { NoticeView, RecipientChangeNotice } from "./schemas";

/** The dashboard shows at most this many at once; marking one read brings up the next. */
const SHOWN = 5;

/** The signed-in user's unread notices, newest first. */
export async function listUnreadNotices({ ctx }: { ctx: Ctx }): Promise<NoticeView[]> {
  const own = ownNoticesWhere(ctx);
  if (!own) return [];
  const db = await executor(ctx);
  const rows = await db
    .select()
    .from(merchantNotices)
    .where(and(own, isNull(merchantNotices.readAt)))
    .orderBy(desc(merchantNotices.createdAt), desc(merchantNotices.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    created_at: r.createdAt.toISOString(),
    data: r.data as unknown as RecipientChangeNotice,
  }));
}
