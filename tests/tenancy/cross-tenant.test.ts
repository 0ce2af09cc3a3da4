import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { capturedCharge } from "../charges/support";
import { createTestMerchant, type TestMerchant } from "../support/fixtures";
import { databaseFingerprint } from "../support/fingerprint";
import { call } from "../support/http";

/**
 * The tenant rule, checked on every route of the API and driven from the route files themselves
 * (docs/api/tenancy.md): merchant B naming merchant A's object in a path gets the same 404 as a missing
 * one and changes nothing; B naming A in a `merchant_id` filter gets 403 `cross_merchant_filter`.
 * A new route under app/v1 without a fixture here fails the test, so no area is born without it.
 */
type RouteModule = Record<string, unknown>;
type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

const API = path.resolve(import.meta.dirname, "../../app/v1");
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

function routeFiles(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

/** `/v1/charges/[id]/capture` for app/v1/charges/[id]/capture/route.ts */
function urlPattern(file: string): string {
  return "/v1/" + path.relative(API, path.dirname(file)).split(path.sep).join("/");
}

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

/** The id routes called with a public key alone (docs/api/authentication.md, "Public key calls"). */
const PUBLIC_KEY_RESOURCES = ["3ds/authentications"];

/** A's object for each id route, keyed by the part of the path before `[id]`. */
const fixtures: Record<string, (a: TestMerchant) => Promise<string>> = {
  // A pending challenge, so that cancel would change it if it reached it.
  "3ds/authentications": async (a) => {
    const { authenticate } = await import("../three-ds/support");
    const res = await authenticate(a, { number: "4000000000003220" });
    expect(res.body.data.trans_status).toBe("C");
    return res.body.data.id as string;
  },
  "api-keys": async (a) => a.keyId,
  charges: async (a) => (await capturedCharge(a)).id,
  merchants: async (a) => a.id,
  "payment-links": async (a) => {
    const res = await call(
      (await import("@/app/v1/payment-links/route")).POST as Handler,
      "POST",
      "/v1/payment-links",
      {
        auth: a.auth,
        body: { title: "Camiseta", amount: 5000, product_type: "physical", allowed_payment_methods: ["credit_card"] },
      },
    );
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  },
  "postbacks/endpoints": async (a) => endpointOf(a),
  "postbacks/delivery-logs": async (a) => {
    const endpointId = await endpointOf(a);
    const test = (await import("@/app/v1/postbacks/endpoints/[id]/test/route")).POST as Handler;
    const sent = await call(test, "POST", `/v1/postbacks/endpoints/${endpointId}/test`, {
      auth: a.auth,
      params: { id: endpointId },
      body: {},
    });
    expect(sent.status).toBeLessThan(300);
    const list = (await import("@/app/v1/postbacks/delivery-logs/route")).GET as Handler;
    const logs = await call(list, "GET", "/v1/postbacks/delivery-logs", { auth: a.auth });
    return logs.body.data[0].id as string;
  },
  wallets: async (a) => {
    const list = (await import("@/app/v1/wallets/route")).GET as Handler;
    return (await call(list, "GET", "/v1/wallets", { auth: a.auth })).body.data[0].id as string;
  },
  "split-partners": async (a) => {
    const partner = await createTestMerchant("Parceiro");
    const { createSplitPartner } = await import("@/server/money/split-partners/create-split-partner");
    const { systemCtx } = await import("@/server/platform/context");
    return (await createSplitPartner({ ctx: systemCtx(), input: { merchant_id: a.id, partner_id: partner.id } })).id;
  },
  users: async (a) => {
    const { createUserOf } = await import("../support/users");
    return (await createUserOf(a.id)).id;
  },
  anticipations: async (a) => {
    const { chargeInInstallments, postAnticipation } = await import("../anticipations/support");
    await chargeInInstallments(a, 15_000, 3);
    // Pending (above a limit an admin set), so that every verb of the route would act on it.
    const { updateAnticipationSettings } = await import("@/server/money/anticipations/settings");
    const { systemCtx } = await import("@/server/platform/context");
    await updateAnticipationSettings({
      ctx: systemCtx(),
      id: a.id,
      input: { auto_approve_min_amount: 1, auto_approve_max_amount: 1 },
    });
    const res = await postAnticipation(a.auth, { anticipation_type: "spot", amount: 100_000 });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  },
  receivables: async (a) => {
    await capturedCharge(a);
    const list = (await import("@/app/v1/receivables/route")).GET as Handler;
    return (await call(list, "GET", "/v1/receivables", { auth: a.auth })).body.data[0].id as string;
  },
  disputes: async (a) => {
    const charge = await capturedCharge(a);
    const { openDispute } = await import("@/server/money/disputes/open-dispute");
    const { systemCtx } = await import("@/server/platform/context");
    const dispute = await openDispute({
      ctx: systemCtx(),
      // A retrieval request: no money moves, so the other fixtures of this merchant keep their balance.
      input: { charge_id: charge.id, reason: "fraudulent", kind: "inquiry" },
    });
    return dispute.id;
  },
  withdrawals: async (a) => {
    const { fund, setRecipients, withdraw } = await import("../withdrawals/support");
    await setRecipients(a);
    await fund(a, 10_000);
    const res = await withdraw(a, { amount: 1_000, method: "ted" });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  },
};

/**
 * Routes whose dynamic segment is not a merchant's object id, each with where its tenancy is checked;
 * a new one must be added here (the test below fails otherwise).
 */
const otherDynamicRoutes: Record<string, string> = {
  "/v1/banks/[code]": "the public banks directory holds no merchant data (tests/banks/banks.test.ts)",
  "/v1/banks/ispb/[ispb]": "the public banks directory holds no merchant data (tests/banks/banks.test.ts)",
  "/v1/recipients/[type]": "a type of the caller's own recipients (tests/recipients/tenancy.test.ts)",
  "/v1/recipients/[type]/release": "admins only, naming the merchant (tests/recipients/cooling-off.test.ts)",
  "/v1/receipts/[code]": "a receipt's authentication code, public by design (docs/api/withdrawals.md)",
  "/v1/[[...path]]":
    "answers only paths no route serves, with a 404 and no data (tests/robustness/fuzz-causes.test.ts)",
};

/** Lists only admins may read (docs/api/audit.md, the Merchants tag of the OpenAPI document). */
const ADMIN_ONLY_LISTS = new Set(["/v1/merchants", "/v1/audit-events", "/v1/disputes/rates"]);

/** Query strings a route requires, so that the lookup is reached. */
const queries: Record<string, string> = {
  "GET /v1/wallets/[id]/statement": "?start_date=2026-01-01&end_date=2028-01-01",
};

/** Valid bodies where an empty one would be refused before the lookup (a 400 would prove nothing). */
const bodies: Record<string, unknown> = {
  "PATCH /v1/api-keys/[id]": { name: "hacked" },
  "PATCH /v1/payment-links/[id]": { title: "hacked" },
  "POST /v1/payment-links/[id]/upload-logo": { file: PNG_1PX },
  "POST /v1/payment-links/[id]/upload-cover": { file: PNG_1PX },
  "PATCH /v1/postbacks/endpoints/[id]": { description: "hacked" },
  "PATCH /v1/merchants/[id]/pricing": { mdr_1x: 1 },
  "PATCH /v1/merchants/[id]/anticipation-settings": { automatic_enabled: true },
  "PATCH /v1/merchants/[id]/withdrawal-settings": { daily_max_amount: 0 },
  "POST /v1/merchants/[id]/test-clock/advance": { frozen_time: "2099-01-01T00:00:00Z" },
  "PATCH /v1/merchants/[id]/fraud-settings": { review_score: 10 },
  "PATCH /v1/merchants/[id]/security-settings": { require_two_factor: true },
  "POST /v1/charges/[id]/review": { decision: "reject" },
  "PATCH /v1/users/[id]": { status: "disabled" },
  "PATCH /v1/merchants/[id]": { status: "inactive" },
  "POST /v1/disputes/[id]/evidence": { product_description: "hacked" },
  "POST /v1/disputes/[id]/close": { outcome: "won" },
};

async function endpointOf(a: TestMerchant): Promise<string> {
  const create = (await import("@/app/v1/postbacks/endpoints/route")).POST as Handler;
  const res = await call(create, "POST", "/v1/postbacks/endpoints", {
    auth: a.auth,
    body: { url: "https://example.com/hook" },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const files = routeFiles().sort();
const idRoutes = files.filter((f) => f.includes("[id]"));
const listRoutes = files.filter((f) => !f.includes("["));

describe("the tenant rule on every route", () => {
  let a: TestMerchant;
  let b: TestMerchant;
  beforeAll(async () => {
    a = await createTestMerchant("A");
    b = await createTestMerchant("B");
  });

  it("finds the id routes it checks", () => {
    expect(idRoutes.length).toBeGreaterThan(15);
  });

  it("accounts for every route whose dynamic segment is not an id", () => {
    for (const file of files.filter((f) => f.includes("[") && !f.includes("[id]"))) {
      const pattern = urlPattern(file);
      expect(
        otherDynamicRoutes[pattern],
        `${pattern}: add it to otherDynamicRoutes with where it is tested`,
      ).toBeDefined();
    }
  });

  for (const file of idRoutes) {
    const pattern = urlPattern(file);
    const resource = pattern.slice("/v1/".length, pattern.indexOf("/[id]"));
    it(`${pattern}: another merchant's id is a 404 and changes nothing`, async () => {
      const fixture = fixtures[resource];
      expect(fixture, `no cross-tenant fixture for ${resource}: add one to this test`).toBeDefined();
      const id = await fixture(a);
      const mod = (await import(file)) as RouteModule;
      const before = await databaseFingerprint();
      let checked = 0;
      for (const method of METHODS) {
        const handler = mod[method] as Handler | undefined;
        if (!handler) continue;
        checked++;
        const url = pattern.replace("[id]", id) + (queries[`${method} ${pattern}`] ?? "");
        const body = method === "GET" || method === "DELETE" ? undefined : (bodies[`${method} ${pattern}`] ?? {});
        // The browser's routes take B's public key alone (a secret key there is 401 secret_key_in_browser).
        const auth = PUBLIC_KEY_RESOURCES.includes(resource) ? b.publicAuth : b.auth;
        const res = await call(handler, method, url, { auth, params: { id }, body });
        const refusedAsAdminOnly = res.status === 403 && res.body?.error?.code === "admin_only";
        expect(refusedAsAdminOnly || res.status === 404, `${method} ${pattern} answered ${res.status}`).toBe(true);
        if (res.status === 404) expect(res.body.error.type).toBe("not_found");
      }
      expect(checked).toBeGreaterThan(0);
      expect(await databaseFingerprint()).toEqual(before);
    });
  }

  for (const file of listRoutes) {
    const pattern = urlPattern(file);
    it(`${pattern}: naming another merchant in a filter is a 403`, async () => {
      const mod = (await import(file)) as RouteModule;
      const handler = mod.GET as Handler | undefined;
      if (!handler || pattern === "/v1/openapi.json") return;
      const res = await call(handler, "GET", `${pattern}?merchant_id=${a.id}`, { auth: b.auth });
      // A list without a merchant filter refuses the unknown parameter instead (strict queries).
      const unknownFilter = res.status === 400 && /merchant_id/.test(JSON.stringify(res.body.error));
      const refused = res.status === 403 && res.body.error.code === "cross_merchant_filter";
      // Admin-only lists refuse a merchant before reading any filter.
      const adminOnly = ADMIN_ONLY_LISTS.has(pattern) && res.status === 403 && res.body.error.code === "admin_only";
      expect(
        refused || unknownFilter || adminOnly,
        `${pattern} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
      ).toBe(true);
    });
  }
});
