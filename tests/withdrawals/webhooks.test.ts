import { afterAll, describe, expect, it } from "vitest";
import * as cancel from "@/app/v1/withdrawals/[id]/cancel/route";
import { systemCtx } from "@/server/platform/context";
import { dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { createEndpointVia } from "../webhooks/helpers";
import { startReceiver, type Receiver } from "../webhooks/receiver";
import { fund, runPayouts, setRecipients, withdraw } from "./support";

let receiver: Receiver | undefined;
afterAll(async () => receiver?.close());

describe("withdrawal events reach a webhook receiver", () => {
  it("delivers created, processing, completed, failed and canceled, signed, with the withdrawal as data", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 100_000);
    receiver = await startReceiver();
    const endpoint = await createEndpointVia(m.auth, {
      url: receiver.url,
      events: [
        "withdrawal.created",
        "withdrawal.processing",
        "withdrawal.completed",
        "withdrawal.failed",
        "withdrawal.canceled",
      ],
    });
    receiver.setSecret(endpoint.secret);

    const completed = (await withdraw(m, { amount: 1_000, method: "pix" })).body.data;
    const failed = (await withdraw(m, { amount: 1_052, method: "pix" })).body.data; // …52: bank unavailable
    await runPayouts();
    const canceled = (await withdraw(m, { amount: 2_000, method: "ted" })).body.data;
    const res = await call(cancel.POST, "POST", `/v1/withdrawals/${canceled.id}/cancel`, {
      auth: m.auth,
      params: { id: canceled.id },
    });
    expect(res.status).toBe(200);

    // The first attempt goes 30 s after the event (docs/api/webhooks.md): one pass fans out, the next sends.
    const later = systemCtx({ now: () => new Date(Date.now() + 60_000) });
    await dispatchOnce(later);
    await dispatchOnce(later);
    const got = receiver.received.map(
      (r) => JSON.parse(r.body) as { event: string; data: { id: string; status: string } },
    );
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const of = (id: string) =>
      got
        .filter((e) => e.data.id === id)
        .map((e) => `${e.event}:${e.data.status}`)
        .sort();
    expect(of(completed.id)).toEqual([
      "withdrawal.completed:completed",
      "withdrawal.created:pending",
      "withdrawal.processing:processing",
    ]);
    expect(of(failed.id)).toEqual([
      "withdrawal.created:pending",
      "withdrawal.failed:failed",
      "withdrawal.processing:processing",
    ]);
    expect(of(canceled.id)).toEqual(["withdrawal.canceled:canceled", "withdrawal.created:pending"]);
    const failedEvent = got.find((e) => e.event === "withdrawal.failed")!.data as Record<string, unknown>;
    expect(failedEvent).toMatchObject({ failure_code: "recipient_bank_unavailable", amount: 1_052 });
    // Events show recipients masked, like the API.
    expect(receiver.received.map((r) => r.body).join("")).not.toContain("98765432");
  });
});
