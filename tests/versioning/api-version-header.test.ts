import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as endpoints from "@/app/v1/postbacks/endpoints/route";
import * as charges from "@/app/v1/charges/route";
import { webhookEndpoints } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

describe("the Pagamentos-Version header", () => {
  it("every /v1 answer says the version that shaped it, successes and errors alike", async () => {
    const m = await createTestMerchant();
    const ok = await call(endpoints.GET, "GET", "/v1/postbacks/endpoints", { auth: m.auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("pagamentos-version")).toBe("2026-11-26");
    const unauthenticated = await call(charges.GET, "GET", "/v1/charges");
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get("pagamentos-version")).toBe("2026-11-26");
  });

  it("a request may ask for a known version and is answered in it", async () => {
    const m = await createTestMerchant();
    const res = await call(endpoints.GET, "GET", "/v1/postbacks/endpoints", {
      auth: m.auth,
      headers: { "Pagamentos-Version": "2026-11-26" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("pagamentos-version")).toBe("2026-11-26");
  });

  it("an unknown version is refused with 400 unknown_api_version before anything runs", async () => {
    const m = await createTestMerchant();
    const res = await call(endpoints.POST, "POST", "/v1/postbacks/endpoints", {
      auth: m.auth,
      headers: { "Pagamentos-Version": "2019-02-19" },
      body: { url: "http://127.0.0.1:9/hooks" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: "validation_error",
      code: "unknown_api_version",
      param: "Pagamentos-Version",
    });
    expect(res.body.error.message).toContain("2026-11-26");
    expect(res.headers.get("pagamentos-version")).toBe("2026-11-26");
    const made = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, m.id));
    expect(made).toEqual([]);
  });

  it("refuses an unknown version even without credentials, so a typo is seen at once", async () => {
    const res = await call(charges.GET, "GET", "/v1/charges", { headers: { "Pagamentos-Version": "v2" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("unknown_api_version");
  });
});
