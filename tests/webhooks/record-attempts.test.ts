import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { QueryCounter } from "@/db/query-counter";
import { webhookDeliveries } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { claimDueDeliveries, type ClaimedDelivery } from "@/server/delivery/webhooks/claim-deliveries";
import { fanOutEvents } from "@/server/delivery/webhooks/fan-out";
import { AttemptRecorder, type AttemptRecord } from "@/server/delivery/webhooks/record-attempts";
import { createTestMerchant } from "@/tests/support/fixtures";
import { countStatements } from "@/tests/support/test-database";
import { attemptsOf, createEndpointVia, deliveriesOf, emit } from "./helpers";

/**
 * The dispatcher's records of attempts that end together (server/delivery/webhooks/record-attempts.ts): one
 * statement for all of them, each caller told its own outcome, and a lost lease writes nothing of its attempt.
 */
const counter = new QueryCounter(true);

countStatements(counter);

/** `n` deliveries of a fresh endpoint, claimed with a lease as the dispatcher claims them. */
async function claimed(n: number): Promise<ClaimedDelivery[]> {
  const m = await createTestMerchant();
  const endpoint = await createEndpointVia(m.auth, { url: "https://example.com/hooks", events: ["*"] });
  for (let i = 0; i < n; i++) await emit(m.id, "charge.created", { id: newId(), object: "charge" });
  await fanOutEvents(systemCtx());
  // Attempt 1 falls due 30 s after its event (retry-schedule.ts): claimed as a dispatcher would claim it then.
  const ctx = systemCtx({ now: () => new Date(Date.now() + 60_000) });
  const deliveries = await claimDueDeliveries(ctx, { limit: n, perEndpoint: n, known: [endpoint.id] });
  expect(deliveries.filter((d) => d.endpointId === endpoint.id)).toHaveLength(n);
  return deliveries.filter((d) => d.endpointId === endpoint.id);
}

function successOf(d: ClaimedDelivery): AttemptRecord {
  const at = new Date();
  const exchange = {
    requestUrl: "https://example.com/hooks",
    requestHeaders: { "webhook-id": d.eventId },
    responseStatusCode: 200,
    responseBody: "ok",
    errorMessage: null,
    errorCode: null,
    errorParams: null,
    durationMs: 4,
  };
  return {
    deliveryId: d.id,
    leaseToken: d.leaseToken,
    change: {
      status: "success",
      attempt: d.attempt + 1,
      nextRetryAt: null,
      lastAttemptAt: at,
      deliveredAt: at,
      ...exchange,
      leaseToken: null,
      leaseExpiresAt: null,
      updatedAt: at,
    },
    attemptRow: {
      id: newId(),
      deliveryId: d.id,
      merchantId: d.merchantId,
      attempt: d.attempt + 1,
      trigger: "automatic",
      succeeded: true,
      attemptedAt: at,
      ...exchange,
      statusAfter: "success",
      nextRetryAt: null,
    },
  };
}

describe("attempts that end together", () => {
  it("are recorded in one statement, each delivery and each attempt row as alone", async () => {
    const deliveries = await claimed(4);
    // As the dispatcher's: four requests in flight, so the fourth record writes all four at once.
    const recorder = new AttemptRecorder(() => 4);
    const ctx = systemCtx();
    counter.reset();
    const outcomes = await Promise.all(deliveries.map((d) => recorder.record(ctx, successOf(d))));
    expect(outcomes).toEqual([true, true, true, true]);
    expect(counter.statements, counter.log.join("\n")).toBe(1);
    for (const d of deliveries) {
      const [row] = (await deliveriesOf(d.endpointId)).filter((r) => r.id === d.id);
      expect(row).toMatchObject({ status: "success", attempt: 1, leaseToken: null, responseStatusCode: 200 });
      expect(row.requestHeaders).toEqual({ "webhook-id": d.eventId });
      const attempts = await attemptsOf(d.id);
      expect(attempts.map((a) => [a.attempt, a.succeeded, a.statusAfter, a.trigger])).toEqual([
        [1, true, "success", "automatic"],
      ]);
    }
  });

  it("a delivery whose lease another dispatcher took is not recorded; the others are", async () => {
    const deliveries = await claimed(3);
    const db = await getDb();
    // Another dispatcher took the second delivery once this one's lease expired.
    await db.update(webhookDeliveries).set({ leaseToken: newId() }).where(eq(webhookDeliveries.id, deliveries[1].id));
    // Without a count of requests in flight, the records wait out the window together.
    const recorder = new AttemptRecorder();
    const ctx = systemCtx();
    const outcomes = await Promise.all(deliveries.map((d) => recorder.record(ctx, successOf(d))));
    expect(outcomes).toEqual([true, false, true]);
    const rows = new Map((await deliveriesOf(deliveries[0].endpointId)).map((r) => [r.id, r]));
    expect(rows.get(deliveries[0].id)?.status).toBe("success");
    expect(rows.get(deliveries[2].id)?.status).toBe("success");
    // The taken one is as the other dispatcher holds it: not marked, no attempt row of this one.
    expect(rows.get(deliveries[1].id)).toMatchObject({ status: "pending", attempt: 0 });
    expect(rows.get(deliveries[1].id)?.leaseToken).not.toBeNull();
    expect(await attemptsOf(deliveries[1].id)).toEqual([]);
    expect(await attemptsOf(deliveries[0].id)).toHaveLength(1);
    expect(await attemptsOf(deliveries[2].id)).toHaveLength(1);
  });

  it("a record the database refuses fails its whole batch, and nothing of it is written", async () => {
    const deliveries = await claimed(2);
    const recorder = new AttemptRecorder();
    const ctx = systemCtx();
    const bad = successOf(deliveries[1]);
    // An attempt row of a delivery that does not exist: the foreign key refuses the statement.
    bad.attemptRow.deliveryId = newId();
    const outcomes = await Promise.allSettled([
      recorder.record(ctx, successOf(deliveries[0])),
      recorder.record(ctx, bad),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected"]);
    for (const d of deliveries) {
      const [row] = (await deliveriesOf(d.endpointId)).filter((r) => r.id === d.id);
      // Still leased: the lease expires and the delivery is attempted again, nothing lost.
      expect(row).toMatchObject({ status: "pending", attempt: 0, leaseToken: d.leaseToken });
      expect(await attemptsOf(d.id)).toEqual([]);
    }
  });
});
