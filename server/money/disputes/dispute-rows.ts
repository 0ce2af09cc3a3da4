import { and, inArray, sql } from "drizzle-orm";
import { disputes, type DisputeTimelineEntry } from "@/db/schema";
import type { DisputeStatus } from "@/db/vocabularies";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { NotFoundError } from "@/server/platform/errors";
import { byIdInTenant } from "@/server/platform/tenancy";
import type { DisputeRow } from "./present-dispute";

/** The row, tenant in the WHERE: another merchant's dispute is the same 404 as a missing one. */
export async function getDisputeRowOrThrow(ctx: Ctx, id: string, opts: { forUpdate?: boolean } = {}) {
  const db = await executor(ctx);
  const query = db
    .select()
    .from(disputes)
    .where(byIdInTenant(ctx, disputes, id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("dispute");
  return row;
}

/**
 * Moves a dispute from one of `from` to `to` with a conditional update, appending the step to its timeline;
 * undefined when it was no longer in `from` (a concurrent change won).
 */
export async function transition(
  ctx: Ctx & { tx: Executor },
  id: string,
  from: readonly DisputeStatus[],
  to: DisputeStatus,
  step: Omit<DisputeTimelineEntry, "at" | "status">,
  set: Partial<typeof disputes.$inferInsert> = {},
): Promise<DisputeRow | undefined> {
  const now = ctx.now();
  const entry: DisputeTimelineEntry = { at: now.toISOString(), status: to, ...step };
  const [row] = await ctx.tx
    .update(disputes)
    .set({
      ...set,
      status: to,
      timeline: sql`${disputes.timeline} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: now,
    })
    .where(and(byIdInTenant(ctx, disputes, id), inArray(disputes.status, [...from])))
    .returning();
  return row;
}

/** Appends a step that changes no status (funds withdrawn, evidence updated). */
export async function note(
  ctx: Ctx & { tx: Executor },
  row: DisputeRow,
  step: Omit<DisputeTimelineEntry, "at" | "status">,
  set: Partial<typeof disputes.$inferInsert> = {},
): Promise<DisputeRow> {
  const updated = await transition(ctx, row.id, [row.status], row.status, step, set);
  if (!updated) throw new Error(`dispute ${row.id} changed under its row lock`);
  return updated;
}
