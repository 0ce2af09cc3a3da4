import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { recordEvent, type EventName } from "@/server/platform/events/record-event";
import { presentDispute, type DisputeRow } from "./present-dispute";

type DisputeEvent = Extract<EventName, `charge.dispute.${string}`>;

/** Records dispute events in the transaction of the change, each carrying the dispute as GET shows it now. */
export async function recordDisputeEvents(
  ctx: Ctx & { tx: Executor },
  row: DisputeRow,
  names: DisputeEvent[],
): Promise<void> {
  const data = await presentDispute(ctx.tx, row);
  for (const name of names) await recordEvent(ctx, { merchantId: row.merchantId, name, data });
}
