import { describe, expect, it } from "vitest";
import * as cancelCharge from "@/app/v1/charges/[id]/cancel/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import * as testEvent from "@/app/v1/postbacks/endpoints/[id]/test/route";
import * as cancelWithdrawal from "@/app/v1/withdrawals/[id]/cancel/route";
import * as approveWithdrawal from "@/app/v1/withdrawals/[id]/approve/route";
import * as rejectWithdrawal from "@/app/v1/withdrawals/[id]/reject/route";
import * as anticipationItem from "@/app/v1/anticipations/[id]/route";
import * as rejectAnticipation from "@/app/v1/anticipations/[id]/reject/route";
import * as anticipationSettings from "@/app/v1/merchants/[id]/anticipation-settings/route";
import * as withdrawalSettings from "@/app/v1/merchants/[id]/withdrawal-settings/route";
import { systemCtx } from "@/server/platform/context";
import { fanOutEvents } from "@/server/delivery/webhooks/fan-out";
import { TEST_EVENT_NAME } from "@/server/delivery/webhooks/schemas";
import { EVENT_NAMES } from "@/server/platform/events/record-event";
import { API_VERSIONS } from "@/server/universal/api-versions";
import { chargeInInstallments, examplePricing, postAnticipation } from "@/tests/anticipations/support";
import { capturedCharge, cardBody, postCharge, tokenFor } from "@/tests/charges/support";
import { bankAccount, put } from "@/tests/recipients/support";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { webhookPayloadProblems } from "@/tests/support/openapi-contract";
import { fund, runPayouts, setRecipients, withdraw } from "@/tests/withdrawals/support";
import { createEndpointVia, deliveriesOf } from "./helpers";
import { evidenceVia, openVia, PDF, submitVia } from "@/tests/disputes/support";
import { recordedPayload, shapeOf } from "./payload-shape";

const HOOK_URL = "http://127.0.0.1:9/hooks";

/** The journey below makes every event type the service sends happen, each at least once: a new one needs its fixture. */
const JOURNEY_EVENTS = [...EVENT_NAMES, TEST_EVENT_NAME];

const post = (handler: typeof refund.POST, url: string, m: TestMerchant, id: string, body?: unknown) =>
  call(handler, "POST", url, { auth: m.auth, params: { id }, body });

/** An admin's decision on a held withdrawal or anticipation (`POST …/{id}/approve|reject`). */
const decide = (handler: typeof refund.POST, admin: { auth: string }, id: string, body: unknown = {}) =>
  call(handler, "POST", `/v1/decisions/${id}`, { auth: admin.auth, params: { id }, body });

/** Real requests, as an integrator makes them, so that the payloads are what the live views render today. */
async function journey(m: TestMerchant) {
  const charge = await capturedCharge(m, 10_000);
  expect((await post(refund.POST, `/v1/charges/${charge.id}/refund`, m, charge.id, { amount: 3_000 })).status).toBe(
    200,
  );
  expect((await post(refund.POST, `/v1/charges/${charge.id}/refund`, m, charge.id, {})).status).toBe(200);
  const held = (await postCharge(m, cardBody(await tokenFor(m), { capture: false }))).body.data as { id: string };
  expect((await post(cancelCharge.POST, `/v1/charges/${held.id}/cancel`, m, held.id, {})).status).toBe(200);
  await postCharge(m, cardBody(await tokenFor(m, "4000000000000002")));

  expect((await put(m, "bank_account", bankAccount)).status).toBeLessThan(300);
  await setRecipients(m, { pixKey: true });
  await fund(m, 100_000);
  await withdraw(m, { amount: 1_000, method: "pix" });
  await withdraw(m, { amount: 1_052, method: "pix" }); // …52: the bank is unavailable, so it fails
  await runPayouts();
  const later = (await withdraw(m, { amount: 2_000, method: "ted" })).body.data as { id: string };
  expect((await post(cancelWithdrawal.POST, `/v1/withdrawals/${later.id}/cancel`, m, later.id)).status).toBe(200);

  await examplePricing(m.id);
  await chargeInInstallments(m, 15_000, 3);
  expect((await postAnticipation(m.auth, { anticipation_type: "spot", settlement_date_to: "2999-12-31" })).status).toBe(
    201,
  );

  // What waits for an admin: withdrawals past the daily total, anticipations above the automatic limit.
  const admin = await createPlatformKey();
  const settings = (route: typeof withdrawalSettings, area: string, body: unknown) =>
    call(route.PATCH, "PATCH", `/v1/merchants/${m.id}/${area}`, { auth: admin.auth, params: { id: m.id }, body });
  expect((await settings(withdrawalSettings, "withdrawal-settings", { daily_max_amount: 100 })).status).toBe(200);
  const heldWithdrawal = async () =>
    (await withdraw(m, { amount: 500, method: "pix" })).body.data as { id: string; status: string };
  const [toApprove, toReject] = [await heldWithdrawal(), await heldWithdrawal()];
  expect([toApprove.status, toReject.status]).toEqual(["pending_review", "pending_review"]);
  expect((await decide(approveWithdrawal.POST, admin, toApprove.id)).status).toBe(200);
  expect((await decide(rejectWithdrawal.POST, admin, toReject.id, { reason: "Acima do limite" })).status).toBe(200);

  expect((await settings(anticipationSettings, "anticipation-settings", { auto_approve_max_amount: 100 })).status).toBe(
    200,
  );
  await chargeInInstallments(m, 15_000, 3);
  const waiting = async () =>
    (await postAnticipation(m.auth, { anticipation_type: "spot", amount: 4_800 })).body.data as {
      id: string;
      status: string;
    };
  const toCancel = await waiting();
  expect(toCancel.status).toBe("pending");
  const canceled = await call(anticipationItem.DELETE, "DELETE", `/v1/anticipations/${toCancel.id}`, {
    auth: m.auth,
    params: { id: toCancel.id },
  });
  expect(canceled.status).toBe(200);
  const toRefuse = await waiting();
  expect((await decide(rejectAnticipation.POST, admin, toRefuse.id, { reason: "Volume" })).status).toBe(200);

  // A dispute answered with evidence and won: created, funds withdrawn, updated, closed, funds reinstated.
  const disputed = await capturedCharge(m, 4_000);
  const dispute = (await openVia(admin, { charge_id: disputed.id, reason: "product_not_received" })).body.data as {
    id: string;
  };
  expect(
    (
      await evidenceVia(m.auth, dispute.id, {
        uncategorized_text: "winning_evidence",
        files: [{ filename: "a.pdf", file: PDF }],
      })
    ).status,
  ).toBe(200);
  expect((await submitVia(m.auth, dispute.id)).body.data.status).toBe("won");
}

describe("a payload's shape", () => {
  it("tells a changed payload from its recording: a field added, removed, retyped or nested deeper", () => {
    const recorded = { id: "e", data: { amount: 1, card: { brand: "visa" }, refunds: [{ id: "r" }], note: null } };
    const same = { id: "f", data: { amount: 2, card: { brand: "elo" }, refunds: [{ id: "s" }], note: null } };
    expect(shapeOf(same)).toEqual(shapeOf(recorded));
    const changed = [
      { ...same, data: { ...same.data, risk: "low" } },
      { id: "f", data: { amount: 2, card: { brand: "elo" }, refunds: [] as unknown[], note: null } },
      { ...same, data: { ...same.data, amount: "2" } },
      { ...same, data: { ...same.data, card: { brand: "elo", country: "BR" } } },
      { ...same, data: { ...same.data, note: "x" } },
    ];
    for (const payload of changed) expect(shapeOf(payload)).not.toEqual(shapeOf(recorded));
  });

  it("of every event type in every version keeps its recorded fixture (a change needs a new version)", async () => {
    const m = await createTestMerchant();
    const endpoints = await Promise.all(
      API_VERSIONS.map((version) => createEndpointVia(m.auth, { url: HOOK_URL, api_version: version })),
    );
    await journey(m);
    while ((await fanOutEvents(systemCtx())).events > 0);
    for (const ep of endpoints) {
      await post(testEvent.POST, `/v1/postbacks/endpoints/${ep.id}/test`, m, ep.id);
    }

    const recorded: string[] = [];
    for (const [i, version] of API_VERSIONS.entries()) {
      const firstOfEach = new Map<string, unknown>();
      for (const d of await deliveriesOf(endpoints[i].id)) {
        if (!firstOfEach.has(d.eventName)) firstOfEach.set(d.eventName, JSON.parse(d.payload));
      }
      expect([...firstOfEach.keys()].sort()).toEqual([...JOURNEY_EVENTS].sort());
      for (const [event, payload] of firstOfEach) {
        expect((payload as { api_version: string }).api_version).toBe(version);
        // What was sent is what the document's `webhooks` describe for the event and version.
        expect(webhookPayloadProblems(event, payload), `${version}/${event}`).toEqual([]);
        const fixture = recordedPayload(version, event, payload);
        if (fixture === undefined) recorded.push(`${version}/${event}`);
        else expect(shapeOf(payload), `${version}/${event}`).toEqual(shapeOf(fixture));
      }
    }
    // A fixture recorded now must be reviewed and committed; the run that recorded it does not pass.
    expect(recorded, "new fixtures recorded in tests/webhooks/fixtures").toEqual([]);
  });
});
