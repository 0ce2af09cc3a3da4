import { asc, eq } from "drizzle-orm";
import * as endpoints from "@/app/v1/postbacks/endpoints/route";
import { webhookDeliveries, webhookDeliveryAttempts } from "@/db/schema";
import { inTransaction, systemCtx, type Ctx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { recordEvent, type EventName } from "@/server/platform/events/record-event";
import { call } from "@/tests/support/http";

/** Writes an outbox event the way the charges module does, at the given time. */
export async function emit(
  merchantId: string,
  name: EventName,
  data: Record<string, unknown>,
  at: Date = new Date(),
): Promise<string> {
  return inTransaction(systemCtx({ now: () => at }), (c) => recordEvent(c, { merchantId, name, data }));
}

/** A clock the test moves by hand. */
export function controlledClock(start: Date) {
  let t = start.getTime();
  const ctx: Ctx = systemCtx({ now: () => new Date(t) });
  return {
    ctx,
    set: (d: Date | number) => (t = typeof d === "number" ? d : d.getTime()),
    get now() {
      return new Date(t);
    },
  };
}

export async function createEndpointVia(
  auth: string,
  body: Record<string, unknown>,
): Promise<{ id: string; secret: string }> {
  const res = await call<{ data: { id: string; secret: string } }, Record<string, never>>(
    endpoints.POST,
    "POST",
    "/v1/postbacks/endpoints",
    { auth, body },
  );
  if (res.status !== 201) throw new Error(`create endpoint: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function deliveriesOf(endpointId: string) {
  const db = await getDb();
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
}

export async function attemptsOf(deliveryId: string) {
  const db = await getDb();
  return db
    .select()
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookDeliveryAttempts.attempt));
}
