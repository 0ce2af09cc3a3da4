import { and, eq, inArray } from "drizzle-orm";
import { anticipationReceivables, anticipations, receivables } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";
import { recordEvent, type EventName } from "@/server/platform/events/record-event";
import { byIdInTenant } from "@/server/platform/tenancy";
import { presentMany } from "./present-anticipation";

export type AnticipationRow = typeof anticipations.$inferSelect;

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Records an event carrying the anticipation as GET returns it, in the transaction of the change. */
export async function emit(ctx: Ctx & { tx: Executor }, row: AnticipationRow, name: EventName): Promise<void> {
  const [data] = await presentMany(ctx.tx, [row]);
  await recordEvent(ctx, { merchantId: row.merchantId, name, data });
}

/**
 * Gives a pending anticipation's receivables back (`reserved` → `pending`): the anticipation no
 * longer holds them, so another one, or settlement on their day, may take them.
 */
export async function releaseReceivables(tx: Executor, anticipationId: string, now: Date): Promise<void> {
  const parts = await tx
    .update(anticipationReceivables)
    .set({ active: false })
    .where(and(eq(anticipationReceivables.anticipationId, anticipationId), eq(anticipationReceivables.active, true)))
    .returning({ id: anticipationReceivables.receivableId });
  if (parts.length === 0) return;
  await tx
    .update(receivables)
    .set({ status: "pending", updatedAt: now })
    .where(
      and(
        inArray(
          receivables.id,
          parts.map((p) => p.id),
        ),
        eq(receivables.status, "reserved"),
      ),
    );
}

/**
 * After a conditional update matched nothing: a 404 if the caller cannot see the anticipation,
 * else 422 `invalid_state` naming its status. Nothing was written.
 */
export async function refuseTransition(ctx: Ctx, id: string, what: string): Promise<never> {
  const db = await executor(ctx);
  const [row] = await db
    .select({ status: anticipations.status })
    .from(anticipations)
    .where(byIdInTenant(ctx, anticipations, id))
    .limit(1);
  if (!row) throw new NotFoundError("anticipation");
  throw new InvalidRequestError(
    "invalid_state",
    `The anticipation is ${row.status}; only a pending one can be ${what}.`,
  );
}
