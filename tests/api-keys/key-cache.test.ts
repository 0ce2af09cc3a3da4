import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/api-keys/route";
import { apiKeys } from "@/db/schema";
import { CACHE_MS } from "@/server/accounts/api-keys/active-key-cache";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

/**
 * Keys are remembered per process for CACHE_MS (server/accounts/api-keys/active-key-cache.ts,
 * docs/api/authentication.md "Key checks"): a change made through this process is seen at once,
 * one made by another instance within CACHE_MS.
 */
const list = (auth: string) => call(collection.GET, "GET", "/v1/api-keys", { auth });
const admin = { ...systemCtx(), actor: { role: "admin" as const, via: "cli" as const } };

afterEach(() => {
  vi.useRealTimers();
});

describe("the per-process key cache", () => {
  it("a key disabled by another instance keeps answering until CACHE_MS has passed, then 401", async () => {
    const m = await createTestMerchant();
    expect((await list(m.auth)).status).toBe(200);
    // Another instance's change: this process does not hear of it…
    await (await getDb()).update(apiKeys).set({ status: "inactive" }).where(eq(apiKeys.id, m.keyId));
    expect((await list(m.auth)).status).toBe(200);
    // …until the remembered key expires.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CACHE_MS + 1 });
    expect((await list(m.auth)).status).toBe(401);
  });

  it("suspending the merchant through this process refuses its keys at the next call", async () => {
    const m = await createTestMerchant();
    expect((await list(m.auth)).status).toBe(200);
    await updateMerchant({ ctx: admin, id: m.id, input: { status: "inactive" } });
    expect((await list(m.auth)).status).toBe(401);
    await updateMerchant({ ctx: admin, id: m.id, input: { status: "active" } });
    expect((await list(m.auth)).status).toBe(200);
  });

  it("still compares the secret on every call", async () => {
    const m = await createTestMerchant();
    expect((await list(m.auth)).status).toBe(200);
    const wrong = `Basic ${Buffer.from(`${m.publicKey}:sk_wrong`).toString("base64")}`;
    expect((await list(wrong)).status).toBe(401);
  });
});
