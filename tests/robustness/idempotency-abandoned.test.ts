import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as apiKeys from "@/app/v1/api-keys/route";
import { idempotencyKeys } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { IDEMPOTENCY_ABANDONED_MS } from "@/server/http/idempotency";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

/**
 * A process killed in the middle of a POST leaves its Idempotency-Key `in_flight` (found by the
 * reliability suite's crash tests, RELIABILITY.md "Known limits"). A retry within minutes is still a
 * 409 (the first may be running); once the claim is older than any request can last, the retry runs.
 */
async function leaveInFlight(scope: string, key: string, ageMs: number) {
  await (await getDb()).insert(idempotencyKeys).values({
    scope,
    key,
    requestHash: "left-by-a-dead-process",
    state: "in_flight",
    createdAt: new Date(Date.now() - ageMs),
  });
}

describe("an Idempotency-Key left in flight by a dead process", () => {
  it("is a 409 while it could still be running, and is taken over once abandoned", async () => {
    const m = await createTestMerchant();
    const post = (key: string) =>
      call(apiKeys.POST, "POST", "/v1/api-keys", {
        auth: m.auth,
        body: { name: "retry" },
        headers: { "idempotency-key": key },
      });

    await leaveInFlight(m.id, "recent-key", 60_000);
    const recent = await post("recent-key");
    expect(recent.status).toBe(409);
    expect(recent.body.error.code).toBe("idempotency_in_flight");

    await leaveInFlight(m.id, "dead-key", IDEMPOTENCY_ABANDONED_MS + 60_000);
    const retried = await post("dead-key");
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, m.id), eq(idempotencyKeys.key, "dead-key")));
    expect(row.state).toBe("done");
    // And the key now replays that answer.
    const replay = await post("dead-key");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data.id).toBe(retried.body.data.id);
  });
});
