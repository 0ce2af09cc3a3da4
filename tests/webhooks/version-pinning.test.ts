import { describe, expect, it, vi } from "vitest";
import * as item from "@/app/v1/postbacks/endpoints/[id]/route";
import { systemCtx } from "@/server/platform/context";
import { fanOutEvents } from "@/server/delivery/webhooks/fan-out";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { createEndpointVia, deliveriesOf, emit } from "./helpers";

/**
 * A second version, in this test only, proves the mechanism before a real one exists: on 2027-03-01 a charge's
 * `amount` became `{ value, currency }`. Its presenter is added to the registry beside the real one, and the
 * test moves "current" from 2026-11-26 to it, as a release would.
 */
const NEXT = "2027-03-01";
const versions = vi.hoisted(() => ({ current: "2026-11-26" }));

vi.mock("@/server/universal/api-versions", () => {
  const API_VERSIONS = ["2026-11-26", "2027-03-01"] as const;
  return {
    API_VERSIONS,
    get CURRENT_API_VERSION() {
      return versions.current;
    },
    API_VERSION_HEADER: "Pagamentos-Version",
    isApiVersion: (v: string) => (API_VERSIONS as readonly string[]).includes(v),
  };
});

vi.mock("@/server/platform/events/payloads/presenters", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/platform/events/payloads/presenters")>();
  const first = real.PAYLOAD_PRESENTERS["2026-11-26"];
  return {
    // The document's `webhooks` read these for every version; the made-up one publishes the same fields.
    PAYLOAD_FIELDS: { ...real.PAYLOAD_FIELDS, "2027-03-01": real.PAYLOAD_FIELDS["2026-11-26"] },
    PAYLOAD_NESTED_FIELDS: { ...real.PAYLOAD_NESTED_FIELDS, "2027-03-01": real.PAYLOAD_NESTED_FIELDS["2026-11-26"] },
    PAYLOAD_PRESENTERS: {
      ...real.PAYLOAD_PRESENTERS,
      "2027-03-01": {
        ...first,
        charge: (snapshot: Record<string, unknown>) => {
          const data = first.charge(snapshot);
          return { ...data, amount: { value: data.amount, currency: data.currency } };
        },
      },
    },
  };
});

const HOOK_URL = "http://127.0.0.1:9/hooks";
const snapshot = { id: "ch_1", status: "captured", amount: 1990, currency: "BRL" };

async function payloadsOf(endpointId: string) {
  return (await deliveriesOf(endpointId)).map(
    (d) => JSON.parse(d.payload) as { api_version: string; data: { amount: unknown } },
  );
}

describe("an endpoint keeps the payload shape of its version", () => {
  it("one made before a payload change keeps the old shape, one made after gets the new, until the merchant upgrades", async () => {
    const m = await createTestMerchant();
    const before = await createEndpointVia(m.auth, { url: HOOK_URL, events: ["charge.captured"] });

    versions.current = NEXT; // the release of 2027-03-01
    const after = await createEndpointVia(m.auth, { url: HOOK_URL, events: ["charge.captured"] });

    await emit(m.id, "charge.captured", snapshot);
    await fanOutEvents(systemCtx());
    expect(await payloadsOf(before.id)).toMatchObject([{ api_version: "2026-11-26", data: { amount: 1990 } }]);
    expect(await payloadsOf(after.id)).toMatchObject([
      { api_version: NEXT, data: { amount: { value: 1990, currency: "BRL" } } },
    ]);

    // The merchant upgrades the old endpoint: the next event comes in the new shape; the delivery
    // already made keeps its bytes (its retries must send what was signed the first time).
    const res = await call(item.PATCH, "PATCH", `/v1/postbacks/endpoints/${before.id}`, {
      auth: m.auth,
      params: { id: before.id },
      body: { api_version: NEXT },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.api_version).toBe(NEXT);
    await emit(m.id, "charge.captured", { ...snapshot, id: "ch_2" });
    await fanOutEvents(systemCtx());
    expect(await payloadsOf(before.id)).toMatchObject([
      { api_version: "2026-11-26", data: { amount: 1990 } },
      { api_version: NEXT, data: { amount: { value: 1990, currency: "BRL" } } },
    ]);
  });

  it("a version the server does not know is still refused", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: HOOK_URL });
    const res = await call(item.PATCH, "PATCH", `/v1/postbacks/endpoints/${ep.id}`, {
      auth: m.auth,
      params: { id: ep.id },
      body: { api_version: "2028-01-01" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("api_version");
  });
});
