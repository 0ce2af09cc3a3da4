import { systemCtx } from "@/server/platform/context";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/api-keys/route";
import * as item from "@/app/v1/api-keys/[id]/route";
import { apiKeys } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { basic, createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

describe("API key authentication", () => {
  it("lists the merchant's keys with valid credentials", async () => {
    const m = await createTestMerchant();
    const res = await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth });
    expect(res.status).toBe(200);
    expect(res.body.data.map((k: { id: string }) => k.id)).toEqual([m.keyId]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1 });
    expect(JSON.stringify(res.body)).not.toContain(m.secretKey);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers 401 for a missing header, a wrong secret, an inactive key and a revoked key", async () => {
    const m = await createTestMerchant();
    const none = await call(collection.GET, "GET", "/v1/api-keys");
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe("authentication_error");

    const wrong = await call(collection.GET, "GET", "/v1/api-keys", { auth: basic(m.publicKey, "sk_wrong") });
    expect(wrong.status).toBe(401);

    const publicOnly = await call(collection.GET, "GET", "/v1/api-keys", { auth: m.publicAuth });
    expect(publicOnly.status).toBe(401);

    const off = await call(item.PATCH, "PATCH", `/v1/api-keys/${m.keyId}`, {
      auth: m.auth,
      body: { status: "inactive" },
      params: { id: m.keyId },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe("inactive");
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth })).status).toBe(401);

    const m2 = await createTestMerchant();
    const del = await call(item.DELETE, "DELETE", `/v1/api-keys/${m2.keyId}`, {
      auth: m2.auth,
      params: { id: m2.keyId },
    });
    expect(del.status).toBe(200);
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m2.auth })).status).toBe(401);
  });

  it("refuses an address outside an IPv4 CIDR whitelist with 403", async () => {
    const m = await createTestMerchant("Loja", { ipWhitelist: ["10.1.0.0/16"] });
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth, ip: "10.1.200.3" })).status).toBe(200);
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth, ip: "::ffff:10.1.2.3" })).status).toBe(
      200,
    );
    const out = await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth, ip: "10.2.0.1" });
    expect(out.status).toBe(403);
    expect(out.body.error.type).toBe("permission_error");
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth })).status).toBe(403);
  });

  it("refuses an address outside an IPv6 CIDR whitelist with 403", async () => {
    const m = await createTestMerchant("Loja", { ipWhitelist: ["2001:db8:abcd::/48", "203.0.113.9"] });
    expect(
      (await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth, ip: "2001:db8:abcd:12::1" })).status,
    ).toBe(200);
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth, ip: "203.0.113.9" })).status).toBe(200);
    expect((await call(collection.GET, "GET", "/v1/api-keys", { auth: m.auth, ip: "2001:db8:abce::1" })).status).toBe(
      403,
    );
  });
});

describe("API key management", () => {
  it("creates a key whose secret is shown once and works", async () => {
    const m = await createTestMerchant();
    const res = await call(collection.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      body: { name: "Loja online", ip_whitelist: ["2001:db8::/32"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.secret_key).toMatch(/^sk_/);
    expect(res.body.data.public_key).toMatch(/^pk_/);
    const [row] = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.id, res.body.data.id));
    expect(JSON.stringify(row)).not.toContain(res.body.data.secret_key);
    const again = await call(item.GET, "GET", `/v1/api-keys/${res.body.data.id}`, {
      auth: m.auth,
      params: { id: res.body.data.id },
    });
    expect(again.body.data.secret_key).toBeUndefined();
    const use = await call(collection.GET, "GET", "/v1/api-keys", {
      auth: basic(res.body.data.public_key, res.body.data.secret_key),
      ip: "2001:db8::5",
    });
    expect(use.status).toBe(200);
  });

  it("rejects unknown fields, bad whitelist entries and limit=101 naming the field", async () => {
    const m = await createTestMerchant();
    const unknown = await call(collection.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      body: { name: "x", scopes: ["all"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe("scopes");
    const badIp = await call(collection.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      body: { name: "x", ip_whitelist: ["10.0.0.0/33"] },
    });
    expect(badIp.status).toBe(400);
    expect(badIp.body.error.param).toBe("ip_whitelist.0");
    const noName = await call(collection.POST, "POST", "/v1/api-keys", { auth: m.auth, body: {} });
    expect(noName.body.error.param).toBe("name");
    const limit = await call(collection.GET, "GET", "/v1/api-keys?limit=101", { auth: m.auth });
    expect(limit.status).toBe(400);
    expect(limit.body.error.param).toBe("limit");
    const json = await call(collection.POST, "POST", "/v1/api-keys", { auth: m.auth, body: "{not json" });
    expect(json.status).toBe(400);
    const total = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.merchantId, m.id));
    expect(total).toHaveLength(1);
  });

  it("gives merchant B a 404 on merchant A's key and changes nothing", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const params = { id: a.keyId };
    expect((await call(item.GET, "GET", `/v1/api-keys/${a.keyId}`, { auth: b.auth, params })).status).toBe(404);
    const upd = await call(item.PATCH, "PATCH", `/v1/api-keys/${a.keyId}`, {
      auth: b.auth,
      params,
      body: { name: "hacked", status: "inactive" },
    });
    expect(upd.status).toBe(404);
    expect(upd.body.error.type).toBe("not_found");
    expect((await call(item.DELETE, "DELETE", `/v1/api-keys/${a.keyId}`, { auth: b.auth, params })).status).toBe(404);
    const [row] = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.id, a.keyId));
    expect(row.name).toBe("test");
    expect(row.status).toBe("active");
    // Naming another merchant in a filter is refused, not silently narrowed (docs/api/tenancy.md).
    const listed = await call(collection.GET, "GET", `/v1/api-keys?merchant_id=${a.id}`, { auth: b.auth });
    expect(listed.status).toBe(403);
    expect(listed.body.error.code).toBe("cross_merchant_filter");
    const own = await call(collection.GET, "GET", `/v1/api-keys`, { auth: b.auth });
    expect(own.body.data.map((k: { id: string }) => k.id)).toEqual([b.keyId]);
  });

  it("lets a platform key see every merchant's keys", async () => {
    const a = await createTestMerchant("A");
    const admin = await createPlatformKey();
    const res = await call(collection.GET, "GET", `/v1/api-keys?merchant_id=${a.id}`, { auth: admin.auth });
    expect(res.body.data.map((k: { id: string }) => k.id)).toEqual([a.keyId]);
    expect(
      (await call(item.GET, "GET", `/v1/api-keys/${a.keyId}`, { auth: admin.auth, params: { id: a.keyId } })).status,
    ).toBe(200);
  });
});

describe("idempotency", () => {
  it("replays the same request, refuses another body, and refuses a request in flight", async () => {
    const m = await createTestMerchant();
    const headers = { "idempotency-key": "create-key-1" };
    const first = await call(collection.POST, "POST", "/v1/api-keys", { auth: m.auth, headers, body: { name: "one" } });
    const replay = await call(collection.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      headers,
      body: { name: "one" },
    });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const keys = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.merchantId, m.id));
    expect(keys).toHaveLength(2);

    const mismatch = await call(collection.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      headers,
      body: { name: "two" },
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.error.code).toBe("idempotency_key_reused");

    // Another merchant's identical key is its own.
    const other = await createTestMerchant();
    expect(
      (await call(collection.POST, "POST", "/v1/api-keys", { auth: other.auth, headers, body: { name: "two" } }))
        .status,
    ).toBe(201);
  });

  it("answers 409 while the first request with a key is still running", async () => {
    const m = await createTestMerchant();
    const { withIdempotency } = await import("@/server/http/idempotency");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = withIdempotency(systemCtx(), m.id, "slow", "h", async () => {
      await gate;
      return new Response("{}", { status: 201 });
    });
    await new Promise((r) => setTimeout(r, 50));
    const second = await call(collection.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      headers: { "idempotency-key": "slow" },
      body: {},
    });
    // Validation runs inside the idempotent section, but the in-flight claim is checked first.
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("idempotency_in_flight");
    release();
    expect((await slow).status).toBe(201);
  });

  it("does not keep a failed validation, so the fixed request can reuse the key", async () => {
    const m = await createTestMerchant();
    const headers = { "idempotency-key": "fix-me" };
    expect(
      (await call(collection.POST, "POST", "/v1/api-keys", { auth: m.auth, headers, body: { nome: "x" } })).status,
    ).toBe(400);
    expect(
      (await call(collection.POST, "POST", "/v1/api-keys", { auth: m.auth, headers, body: { name: "x" } })).status,
    ).toBe(201);
  });
});
