import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/postbacks/endpoints/route";
import * as item from "@/app/v1/postbacks/endpoints/[id]/route";
import * as testEvent from "@/app/v1/postbacks/endpoints/[id]/test/route";
import { webhookEndpoints } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { fanOutEvents } from "@/server/delivery/webhooks/fan-out";
import { CURRENT_API_VERSION } from "@/server/universal/api-versions";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { createEndpointVia, deliveriesOf, emit } from "./helpers";

const URL_A = "http://127.0.0.1:9/a";

afterEach(async () => {
  // Park what a test leaves behind, so that another test's fan-out does not reach it.
  await (await getDb()).update(webhookEndpoints).set({ active: false });
});

const patch = (auth: string, id: string, body: unknown) =>
  call(item.PATCH, "PATCH", `/v1/postbacks/endpoints/${id}`, { auth, body, params: { id } });

describe("an endpoint's API version", () => {
  it("is the current version at creation, and the merchant may choose a known one", async () => {
    const m = await createTestMerchant();
    const res = await call(collection.POST, "POST", "/v1/postbacks/endpoints", { auth: m.auth, body: { url: URL_A } });
    expect(res.status).toBe(201);
    expect(res.body.data.api_version).toBe(CURRENT_API_VERSION);
    expect(CURRENT_API_VERSION).toBe("2026-11-26");
    const chosen = await call(collection.POST, "POST", "/v1/postbacks/endpoints", {
      auth: m.auth,
      body: { url: URL_A, api_version: "2026-11-26" },
    });
    expect(chosen.body.data.api_version).toBe("2026-11-26");
    const got = await call(item.GET, "GET", `/v1/postbacks/endpoints/${chosen.body.data.id}`, {
      auth: m.auth,
      params: { id: chosen.body.data.id },
    });
    expect(got.body.data.api_version).toBe("2026-11-26");
  });

  it("refuses an unknown version at creation, and creates nothing", async () => {
    const m = await createTestMerchant();
    const res = await call(collection.POST, "POST", "/v1/postbacks/endpoints", {
      auth: m.auth,
      body: { url: URL_A, api_version: "2025-01-01" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "validation_error", param: "api_version" });
    const rows = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, m.id));
    expect(rows).toEqual([]);
  });

  it("is changed with PATCH to a known version; an unknown one is refused and changes nothing", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: URL_A });
    const bad = await patch(m.auth, ep.id, { api_version: "latest" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("api_version");
    const [row] = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(row.apiVersion).toBe("2026-11-26");
    const ok = await patch(m.auth, ep.id, { api_version: "2026-11-26" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.api_version).toBe("2026-11-26");
  });

  it("another merchant cannot change it: 404, nothing changed", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant("other");
    const ep = await createEndpointVia(m.auth, { url: URL_A });
    const res = await patch(other.auth, ep.id, { api_version: "2026-11-26" });
    expect(res.status).toBe(404);
    const [row] = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(row.updatedAt.toISOString()).toBe(row.createdAt.toISOString());
  });
});

describe("payloads in the endpoint's version", () => {
  it("carry api_version, and only the fields the version published: a field the live view gains later is not sent", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: URL_A, events: ["charge.captured"] });
    // The snapshot as a later live view might render it: one field more than 2026-11-26 published.
    const snapshot = { id: "ch_1", merchant_id: m.id, status: "captured", amount: 1990, risk_level: "low" };
    const eventId = await emit(m.id, "charge.captured", snapshot);
    await fanOutEvents(systemCtx());
    const [delivery] = await deliveriesOf(ep.id);
    const payload = JSON.parse(delivery.payload) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual(["id", "event", "api_version", "created_at", "data"]);
    expect(payload).toMatchObject({ id: eventId, event: "charge.captured", api_version: "2026-11-26" });
    expect(payload.data).toEqual({ id: "ch_1", merchant_id: m.id, status: "captured", amount: 1990 });
  });

  it("a test event carries the endpoint's version too", async () => {
    const m = await createTestMerchant();
    const ep = await createEndpointVia(m.auth, { url: URL_A });
    const res = await call(testEvent.POST, "POST", `/v1/postbacks/endpoints/${ep.id}/test`, {
      auth: m.auth,
      params: { id: ep.id },
    });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body.data.request.body)).toMatchObject({
      event: "webhook.test",
      api_version: "2026-11-26",
      data: { object: "webhook_test", endpoint_id: ep.id },
    });
  });
});
