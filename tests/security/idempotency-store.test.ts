import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as apiKeysRoute from "@/app/v1/api-keys/route";
import * as endpointsRoute from "@/app/v1/postbacks/endpoints/route";
import { idempotencyKeys } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb, queryRows } from "@/server/platform/db";
import { purgeIdempotencyKeys } from "@/server/http/idempotency-purge";
import { jobs } from "@/server/registries/jobs";
import { call } from "@/tests/support/http";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";

/**
 * The idempotency store keeps the first answer of a POST, and some answers carry a secret shown
 * once (a new API key, a webhook endpoint): stored sealed, purged after 24 h, and never shared
 * between two admins (docs/api/idempotency.md).
 */
async function storeDump(): Promise<string> {
  const db = await getDb();
  const rows = await queryRows<{ t: string }>(db, sql`select to_jsonb(i)::text as t from idempotency_keys i`);
  return rows.map((r) => r.t).join("\n");
}

describe("the idempotency store", () => {
  it("keeps no secret in clear, and still replays the first answer", async () => {
    const m = await createTestMerchant("Loja");
    const headers = { "idempotency-key": "create-key-1" };
    const first = await call(apiKeysRoute.POST, "POST", "/v1/api-keys", { auth: m.auth, body: { name: "n" }, headers });
    expect(first.status).toBe(201);
    const secret = first.body.data.secret_key as string;
    expect(secret).toMatch(/^sk_/);
    const hook = await call(endpointsRoute.POST, "POST", "/v1/postbacks/endpoints", {
      auth: m.auth,
      body: { url: "https://example.com/hook" },
      headers: { "idempotency-key": "hook-1" },
    });
    expect(hook.status).toBe(201);
    const whsec = hook.body.data.secret as string;
    expect(whsec).toMatch(/^whsec_/);

    const dump = await storeDump();
    expect(dump).toContain("create-key-1");
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(whsec);
    expect(dump).not.toMatch(/sk_|whsec_/);

    const replay = await call(apiKeysRoute.POST, "POST", "/v1/api-keys", {
      auth: m.auth,
      body: { name: "n" },
      headers,
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
  });

  it("a registered job purges the keys older than 24 hours", async () => {
    expect(jobs.map((j) => j.name)).toContain("idempotency-purge");
    const m = await createTestMerchant("Loja");
    for (const key of ["old", "fresh"])
      await call(apiKeysRoute.POST, "POST", "/v1/api-keys", {
        auth: m.auth,
        body: { name: key },
        headers: { "idempotency-key": key },
      });
    const db = await getDb();
    await db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old'`);
    const { purged } = await purgeIdempotencyKeys({ ctx: systemCtx() });
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(left).toContain("fresh");
    expect(left).not.toContain("old");
  });

  it("gives each admin key its own scope: another admin's key never replays its answer", async () => {
    const one = await createPlatformKey();
    const two = await createPlatformKey();
    const headers = { "idempotency-key": "same-key" };
    const a = await call(apiKeysRoute.POST, "POST", "/v1/api-keys", { auth: one.auth, body: { name: "a" }, headers });
    const b = await call(apiKeysRoute.POST, "POST", "/v1/api-keys", { auth: two.auth, body: { name: "a" }, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.body.data.secret_key).not.toBe(a.body.data.secret_key);
  });
});
