import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "@/db/schema";
import { fanOutEvents, FAN_OUT_BATCH } from "@/server/delivery/webhooks/fan-out";
import { delayBeforeAttempt } from "@/server/delivery/webhooks/retry-schedule";
import { CURRENT_API_VERSION } from "@/server/universal/api-versions";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { createEndpointVia, deliveriesOf, emit } from "./helpers";

const HOOK_URL = "http://127.0.0.1:9/hooks";

/** Fans out until no event is left (other tests' events included: the outbox is shared). */
async function fanOutAll(): Promise<void> {
  while ((await fanOutEvents(systemCtx())).events > 0);
}

describe("fanning out events", () => {
  // A batch of 200 events to 3 endpoints is 600 deliveries: more than one insert of 500 rows, the events'
  // mark going with the last (server/delivery/webhooks/fan-out.ts).
  it("makes one delivery per event and endpoint across inserts, marks every event, and never makes one twice", async () => {
    const m = await createTestMerchant();
    const endpoints = [
      await createEndpointVia(m.auth, { url: HOOK_URL }),
      await createEndpointVia(m.auth, { url: HOOK_URL }),
      await createEndpointVia(m.auth, { url: HOOK_URL }),
    ];
    const at = new Date("2026-11-28T12:00:00.000Z");
    const ids: string[] = [];
    for (let i = 0; i < FAN_OUT_BATCH; i++) ids.push(await emit(m.id, "charge.captured", { id: `ch_${i}` }, at));

    await fanOutAll();
    for (const ep of endpoints) {
      const deliveries = await deliveriesOf(ep.id);
      expect(deliveries).toHaveLength(FAN_OUT_BATCH);
      expect(new Set(deliveries.map((d) => d.eventId))).toEqual(new Set(ids));
      for (const d of deliveries) {
        expect(JSON.parse(d.payload)).toMatchObject({ id: d.eventId, event: "charge.captured" });
        expect(d.status).toBe("pending");
        expect(d.nextRetryAt?.getTime()).toBe(at.getTime() + delayBeforeAttempt(1));
      }
    }
    const db = await getDb();
    const marked = await db.select({ at: events.fannedOutAt }).from(events).where(inArray(events.id, ids));
    expect(marked.filter((e) => e.at !== null)).toHaveLength(FAN_OUT_BATCH);

    // The same events fanned out again (their mark lost, say by a restore): the (event, endpoint) key keeps one
    // delivery each, and the events are marked again.
    await db.update(events).set({ fannedOutAt: null }).where(eq(events.merchantId, m.id));
    await fanOutAll();
    for (const ep of endpoints) expect(await deliveriesOf(ep.id)).toHaveLength(FAN_OUT_BATCH);
    const again = await db.select({ at: events.fannedOutAt }).from(events).where(inArray(events.id, ids));
    expect(again.every((e) => e.at !== null)).toBe(true);
  });

  it("marks an event no endpoint subscribes to, without a delivery", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: HOOK_URL, events: ["charge.refunded"] });
    const id = await emit(m.id, "charge.captured", { id: "ch_x" });
    await fanOutAll();
    expect(await deliveriesOf(ep.id)).toHaveLength(0);
    const db = await getDb();
    const [row] = await db.select({ at: events.fannedOutAt }).from(events).where(eq(events.id, id));
    expect(row.at).not.toBeNull();
  });

  // Rendered once: the body is made when the event is recorded, from the object the change holds, and copied to
  // the deliveries in the database (server/platform/events/record-event.ts, fan-out.ts).
  it("copies the body the event carries to its deliveries byte for byte, then clears it from the event", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: HOOK_URL });
    // Keys in an order jsonb would not keep (it sorts them by length): a body rendered from the stored snapshot
    // would differ from the carried one.
    const snapshot = { id: "ch_once", status: "captured", amount: 1990, customer: { email: "a@x.br", name: "Ana" } };
    const id = await emit(m.id, "charge.captured", snapshot);
    const db = await getDb();
    const [carried] = await db
      .select({ payload: events.payload, version: events.payloadVersion })
      .from(events)
      .where(eq(events.id, id));
    expect(carried.version).toBe(CURRENT_API_VERSION);
    expect(JSON.parse(carried.payload!)).toMatchObject({
      id,
      event: "charge.captured",
      api_version: CURRENT_API_VERSION,
      data: { id: "ch_once", amount: 1990, customer: { email: "a@x.br", name: "Ana" } },
    });

    await fanOutAll();
    const [delivery] = await deliveriesOf(ep.id);
    expect(delivery.payload).toBe(carried.payload);
    const [after] = await db
      .select({ payload: events.payload, version: events.payloadVersion, data: events.data })
      .from(events)
      .where(eq(events.id, id));
    expect(after).toMatchObject({ payload: null, version: null, data: snapshot });
  });

  it("renders from the snapshot an event that carries no body, with the same content", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: HOOK_URL });
    const snapshot = { id: "ch_old", status: "captured", amount: 500, customer: { name: "Bia", email: "b@x.br" } };
    const id = await emit(m.id, "charge.captured", snapshot);
    const db = await getDb();
    const [carried] = await db.select({ payload: events.payload }).from(events).where(eq(events.id, id));
    // As an event recorded before events carried their body.
    await db.update(events).set({ payload: null, payloadVersion: null }).where(eq(events.id, id));

    await fanOutAll();
    const [delivery] = await deliveriesOf(ep.id);
    expect(JSON.parse(delivery.payload)).toEqual(JSON.parse(carried.payload!));
  });
});
