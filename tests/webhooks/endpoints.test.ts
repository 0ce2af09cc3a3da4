import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/postbacks/endpoints/route";
import * as item from "@/app/v1/postbacks/endpoints/[id]/route";
import * as regenerate from "@/app/v1/postbacks/endpoints/[id]/regenerate-secret/route";
import { webhookEndpoints } from "@/db/schema";
import { resetConfigForTests } from "@/server/platform/config";
import { getDb } from "@/server/platform/db";
import { openSecret } from "@/server/delivery/webhooks/secret-box";
import { isPublicAddress } from "@/server/delivery/webhooks/url-policy";
import { openApiDocument } from "@/server/registries/openapi-document";
import { addLogSink } from "@/server/platform/log";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

const create = (auth: string, body: unknown) =>
  call(collection.POST, "POST", "/v1/postbacks/endpoints", { auth, body });

afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  delete process.env.APP_ENV;
  process.env.APP_ENV = "test";
  resetConfigForTests();
});

describe("webhook endpoints", () => {
  it("creates an endpoint with a whsec_ secret shown once and stored encrypted", async () => {
    const m = await createTestMerchant();
    const lines: string[] = [];
    const stop = addLogSink((l) => lines.push(l));
    const res = await create(m.auth, {
      url: "https://example.com/hooks",
      events: ["charge.captured"],
      description: "orders",
    });
    stop();
    expect(res.status).toBe(201);
    const ep = res.body.data;
    expect(ep).toMatchObject({
      url: "https://example.com/hooks",
      events: ["charge.captured"],
      description: "orders",
      active: true,
      merchant_id: m.id,
    });
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(ep.secret.slice(6), "base64")).toHaveLength(32);
    expect(ep.secret_hint).toBe(`whsec_…${ep.secret.slice(-4)}`);

    const [row] = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(row.secretCiphertext).not.toContain(ep.secret.slice(6, 20));
    expect(openSecret(row.secretCiphertext)).toBe(ep.secret);

    const got = await call(item.GET, "GET", `/v1/postbacks/endpoints/${ep.id}`, {
      auth: m.auth,
      params: { id: ep.id },
    });
    expect(got.status).toBe(200);
    expect(got.body.data.secret).toBeUndefined();
    const listed = await call(collection.GET, "GET", "/v1/postbacks/endpoints", { auth: m.auth });
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([ep.id]);
    expect(listed.body.pagination).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1 });
    expect(JSON.stringify([got.body, listed.body, lines])).not.toContain(ep.secret.slice(6));
  });

  it("defaults to every event and validates the body strictly", async () => {
    const m = await createTestMerchant();
    const all = await create(m.auth, { url: "https://example.com/a" });
    expect(all.body.data.events).toEqual(["*"]);
    for (const [body, param] of [
      [{ url: "https://example.com", events: ["charge.nope"] }, "events.0"],
      [{ url: "https://example.com", events: ["*", "charge.captured"] }, "events"],
      [{ url: "https://example.com", events: [] }, "events"],
      [{ url: "https://example.com", evnts: ["*"] }, "evnts"],
      [{ url: "ftp://example.com/x" }, "url"],
      [{ url: "not a url" }, "url"],
      [{ url: "https://user:pw@example.com/x" }, "url"],
      [{}, "url"],
    ] as const) {
      const res = await create(m.auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.param).toBe(param);
    }
    const rows = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, m.id));
    expect(rows).toHaveLength(1);
  });

  it("updates url, events, description and active; deletes", async () => {
    const m = await createTestMerchant();
    const { id } = (await create(m.auth, { url: "https://example.com/a" })).body.data;
    const params = { id };
    const patched = await call(item.PATCH, "PATCH", `/v1/postbacks/endpoints/${id}`, {
      auth: m.auth,
      params,
      body: {
        url: "https://example.org/b",
        events: ["charge.refunded", "withdrawal.completed"],
        description: null,
        active: false,
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      url: "https://example.org/b",
      events: ["charge.refunded", "withdrawal.completed"],
      description: null,
      active: false,
    });
    const bad = await call(item.PATCH, "PATCH", `/v1/postbacks/endpoints/${id}`, {
      auth: m.auth,
      params,
      body: { secret: "x" },
    });
    expect(bad.status).toBe(400);
    const del = await call(item.DELETE, "DELETE", `/v1/postbacks/endpoints/${id}`, { auth: m.auth, params });
    expect(del.status).toBe(200);
    expect(del.body.data.deleted).toBe(true);
    expect((await call(item.GET, "GET", `/v1/postbacks/endpoints/${id}`, { auth: m.auth, params })).status).toBe(404);
    expect((await call(item.DELETE, "DELETE", `/v1/postbacks/endpoints/${id}`, { auth: m.auth, params })).status).toBe(
      404,
    );
    expect((await call(collection.GET, "GET", "/v1/postbacks/endpoints", { auth: m.auth })).body.data).toEqual([]);
  });

  it("regenerates the secret: a new one, shown once", async () => {
    const m = await createTestMerchant();
    const first = (await create(m.auth, { url: "https://example.com/a" })).body.data;
    const res = await call(regenerate.POST, "POST", `/v1/postbacks/endpoints/${first.id}/regenerate-secret`, {
      auth: m.auth,
      params: { id: first.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.secret).toMatch(/^whsec_/);
    expect(res.body.data.secret).not.toBe(first.secret);
    const [row] = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, first.id));
    expect(openSecret(row.secretCiphertext)).toBe(res.body.data.secret);
  });

  it("keeps merchants apart: B gets 404 on A's endpoint and changes nothing", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const ep = (await create(a.auth, { url: "https://example.com/a" })).body.data;
    const params = { id: ep.id };
    expect((await call(item.GET, "GET", `/v1/postbacks/endpoints/${ep.id}`, { auth: b.auth, params })).status).toBe(
      404,
    );
    expect(
      (
        await call(item.PATCH, "PATCH", `/v1/postbacks/endpoints/${ep.id}`, {
          auth: b.auth,
          params,
          body: { active: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(item.DELETE, "DELETE", `/v1/postbacks/endpoints/${ep.id}`, { auth: b.auth, params })).status,
    ).toBe(404);
    const regen = await call(regenerate.POST, "POST", `/v1/postbacks/endpoints/${ep.id}/regenerate-secret`, {
      auth: b.auth,
      params,
    });
    expect(regen.status).toBe(404);
    expect(regen.body.error.type).toBe("not_found");
    expect((await call(collection.GET, "GET", "/v1/postbacks/endpoints", { auth: b.auth })).body.data).toEqual([]);
    const [row] = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(row.active).toBe(true);
    expect(row.deletedAt).toBeNull();
    expect(openSecret(row.secretCiphertext)).toBe(ep.secret);
    // A platform key sees every merchant's endpoints but must pick a merchant to create one.
    const admin = await createPlatformKey();
    const all = (await call(collection.GET, "GET", "/v1/postbacks/endpoints?limit=100", { auth: admin.auth })).body
      .data;
    expect(all.map((e: { id: string }) => e.id)).toContain(ep.id);
    expect((await create(admin.auth, { url: "https://example.com/x" })).body.error.code).toBe("merchant_required");
  });

  it("refuses private, loopback and link-local targets unless configuration allows them", async () => {
    const m = await createTestMerchant();
    process.env.WEBHOOK_ALLOW_PRIVATE = "false";
    resetConfigForTests();
    for (const url of [
      "http://127.0.0.1:8080/x",
      "http://localhost/x",
      "http://10.1.2.3/x",
      "http://192.168.0.10/x",
      "http://172.16.5.5/x",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/x",
      "http://[fe80::1]/x",
      "http://[fd00::1]/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://2130706433/x",
      "http://0.0.0.0/x",
      "http://100.64.0.1/x",
    ]) {
      const res = await create(m.auth, { url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code, url).toBe("url_not_allowed");
    }
    expect((await create(m.auth, { url: "http://93.184.215.14/x" })).status).toBe(201);
    process.env.WEBHOOK_ALLOW_PRIVATE = "true";
    resetConfigForTests();
    expect((await create(m.auth, { url: "http://127.0.0.1:8080/x" })).status).toBe(201);
  });

  it("accepts only https in production", async () => {
    const m = await createTestMerchant();
    process.env.APP_ENV = "production";
    process.env.SECRETS_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
    resetConfigForTests();
    try {
      const plain = await create(m.auth, { url: "http://93.184.215.14/x" });
      expect(plain.status).toBe(400);
      expect(plain.body.error.param).toBe("url");
      expect((await create(m.auth, { url: "https://127.0.0.1/x" })).body.error.code).toBe("url_not_allowed");
      expect((await create(m.auth, { url: "https://93.184.215.14/x" })).status).toBe(201);
    } finally {
      delete process.env.SECRETS_ENCRYPTION_KEY;
    }
  });

  it("classifies addresses", () => {
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("2606:4700:4700::1111")).toBe(true);
    for (const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.1.1",
      "::1",
      "fe80::1",
      "fc00::1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
      "255.255.255.255",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("publishes every operation in the OpenAPI document", () => {
    const paths = openApiDocument().paths ?? {};
    expect(Object.keys(paths["/v1/postbacks/endpoints"] ?? {})).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(paths["/v1/postbacks/endpoints/{id}"] ?? {})).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
    for (const p of [
      "/v1/postbacks/endpoints/{id}/regenerate-secret",
      "/v1/postbacks/endpoints/{id}/test",
      "/v1/postbacks/delivery-logs/{id}/resend",
    ]) {
      expect(paths[p]?.post, p).toBeDefined();
    }
    expect(paths["/v1/postbacks/delivery-logs"]?.get).toBeDefined();
    expect(paths["/v1/postbacks/delivery-logs/{id}"]?.get).toBeDefined();
  });
});
