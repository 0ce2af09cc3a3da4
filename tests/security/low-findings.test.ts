import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import * as chargesRoute from "@/app/v1/charges/route";
import * as links from "@/app/v1/payment-links/route";
import * as keyRoute from "@/app/v1/api-keys/[id]/route";
import * as success from "@/app/pay/[id]/success/route";
import { POST as cliPost } from "@/app/internal/cli/route";
import * as docsRoute from "@/app/docs/route";
import { charges } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { systemCtx } from "@/server/platform/context";
import { resetConfigForTests } from "@/server/platform/config";
import { createApiKey } from "@/server/accounts/api-keys/create-api-key";
import { activeMerchantCookieOptions } from "@/server/accounts/auth/active-merchant-cookie";
import { createChargeBody } from "@/server/payments/charges/schemas";
import { dashboardCsp, hasDashboardCsp } from "@/server/http/dashboard-csp";
import { proxy } from "@/proxy";
import nextConfig from "@/next.config";
import { basic, createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

/** The smaller hardening controls (SECURITY.md lists each with this file). */
function setEnv(env: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigForTests();
}

afterEach(() => setEnv({ APP_ENV: "test", PUBLIC_BASE_URL: undefined }));

async function newLink(m: TestMerchant) {
  const res = await call(links.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: { title: "Link", product_type: "digital", allowed_payment_methods: ["apple_pay"], amount: 2000 },
  });
  return res.body.data.id as string;
}

describe("payment_link_id on POST /v1/charges", () => {
  it("must be a link of the charging merchant; another merchant's link is the same 400 as an unknown one", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const linkOfA = await newLink(a);
    const create = (m: TestMerchant, linkId: string) =>
      call(chargesRoute.POST, "POST", "/v1/charges", {
        auth: m.auth,
        body: { amount: 2000, payment_method: "apple_pay", payment_link_id: linkId },
      });
    const foreign = await create(b, linkOfA);
    const unknown = await create(b, "0190aaaa-0000-7000-8000-000000000000");
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ param: "payment_link_id", code: "invalid_payment_link" });
    expect(unknown.body.error).toEqual(foreign.body.error);
    expect((await create(a, linkOfA)).status).toBe(201);
  });

  it("the success page shows no receipt for a charge of another merchant naming the link", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const linkOfA = await newLink(a);
    // A row as the old code let merchant B write it.
    const id = newId();
    await (await getDb()).insert(charges).values({
      id,
      merchantId: b.id,
      status: "captured",
      amount: 2000,
      currency: "BRL",
      paymentMethod: "apple_pay",
      installments: 1,
      captureRequested: true,
      items: [],
      paymentLinkId: linkOfA,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const res = await success.GET(new Request(`http://localhost/pay/${linkOfA}/success?charge_id=${id}`), {
      params: Promise.resolve({ id: linkOfA }),
    });
    expect(res.status).toBe(303);
  });
});

describe("return_url", () => {
  const body = (url: string) => ({ amount: 1000, payment_method: "apple_pay", return_url: url });
  it("must be https in production; http stays allowed outside it", () => {
    expect(createChargeBody.safeParse(body("http://loja.example/ok")).success).toBe(true);
    setEnv({ APP_ENV: "production" });
    const refused = createChargeBody.safeParse(body("http://loja.example/ok"));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].path).toEqual(["return_url"]);
    expect(createChargeBody.safeParse(body("https://loja.example/ok")).success).toBe(true);
  });
});

describe("dashboard CSP and HSTS", () => {
  it("every dashboard page gets a CSP with a fresh nonce for scripts (no 'unsafe-inline' scripts), never framed", () => {
    const first = proxy(new NextRequest("http://localhost/charges"));
    const second = proxy(new NextRequest("http://localhost/sign-in"));
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(/script-src[^;]*'unsafe-inline'/.test(policy)).toBe(false);
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
    // Next reads the nonce from the request's policy: the proxy forwards it there.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(dashboardCsp("n", { dev: false })).not.toContain("unsafe-eval");
  });

  it("leaves the hosted pages, the API and the SDK to their own headers", () => {
    for (const path of [
      "/pay/x",
      "/checkout/x",
      "/receipts/ABCD-EFGH-JKMN-PQRS-TVWX",
      "/v1/charges",
      "/tokenize",
      "/sdk/v1.js",
      "/3ds/challenge/t",
      "/api/auth/session",
    ])
      expect(hasDashboardCsp(path), path).toBe(false);
    for (const path of ["/", "/charges", "/sign-in", "/account/two-factor", "/payment-links/new"])
      expect(hasDashboardCsp(path), path).toBe(true);
    expect(proxy(new NextRequest("http://localhost/pay/x")).headers.get("content-security-policy")).toBeNull();
  });

  it("sends HSTS on every answer", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((r) => r.source === "/:path*");
    expect(all?.headers).toContainEqual({
      key: "Strict-Transport-Security",
      value: expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
    });
  });
});

describe("/docs, the API reference page", () => {
  const get = async () => {
    const res = await docsRoute.GET(new Request("http://localhost/docs"));
    return { status: res.status, policy: res.headers.get("content-security-policy") ?? "", html: await res.text() };
  };
  const directive = (policy: string, name: string) =>
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.split(" ")[0] === name);

  it("has a CSP: its one inline script by a fresh nonce, the bundle from here, nothing from elsewhere, never framed", async () => {
    const first = await get();
    expect(first.status).toBe(200);
    const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(first.policy)?.[1];
    expect(directive(first.policy, "default-src")).toBe("default-src 'none'");
    expect(directive(first.policy, "script-src")).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(directive(first.policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(first.policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(first.policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(first.policy, "object-src")).toBe("object-src 'none'");
    expect(first.policy).not.toMatch(/unsafe-eval|https?:|\*/);
    // Every script of the page: the bundle from this origin, the inline one carrying the nonce.
    const scripts = first.html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      expect.stringMatching(/^<script src="\/vendor\/scalar-api-reference-[\d.]+\.js">$/),
      `<script nonce="${nonce}" type="text/javascript">`,
    ]);
    // Each answer its own nonce.
    const second = await get();
    expect(second.policy).not.toBe(first.policy);
    expect(second.html).not.toContain(nonce);
  });
});

describe("the active_merchant cookie", () => {
  it("is Secure when the dashboard is served over https", () => {
    const none = () => false;
    expect(activeMerchantCookieOptions(none).secure).toBe(false);
    expect(activeMerchantCookieOptions((n) => n === "__Secure-authjs.session-token").secure).toBe(true);
    setEnv({ PUBLIC_BASE_URL: "https://pay.example.com" });
    expect(activeMerchantCookieOptions(none)).toMatchObject({ secure: true, httpOnly: true, sameSite: "lax" });
  });
});

describe("/internal/cli", () => {
  const send = (ip: string | undefined, headers: Record<string, string> = {}) =>
    call(cliPost, "POST", "/internal/cli", {
      ip,
      headers: { authorization: "Bearer guessed", ...headers },
      body: { command: "list-merchants", args: {} },
    });

  it("answers on loopback only, and not for a proxy forwarding from outside", async () => {
    expect((await send("127.0.0.1")).status).toBe(401);
    expect((await send("::1")).status).toBe(401);
    expect((await send("203.0.113.9")).status).toBe(404);
    expect((await send("10.0.0.7")).status).toBe(404);
    expect((await send(undefined)).status).toBe(404);
    expect((await send("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
  });
});

describe("a key an admin disabled", () => {
  it("cannot be re-activated by the merchant; the admin can", async () => {
    const m = await createTestMerchant();
    const admin = await createPlatformKey();
    const spare = await createApiKey({ ctx: systemCtx(), input: { name: "spare" }, merchantId: m.id });
    const merchantAuth = basic(spare.public_key, spare.secret_key);
    const patch = (auth: string, status: string) =>
      call(keyRoute.PATCH, "PATCH", `/v1/api-keys/${m.keyId}`, { auth, body: { status }, params: { id: m.keyId } });
    expect((await patch(admin.auth, "inactive")).status).toBe(200);
    const refused = await patch(merchantAuth, "active");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("key_disabled_by_admin");
    // Disabling it again as the merchant does not erase the admin's mark.
    expect((await patch(merchantAuth, "inactive")).status).toBe(200);
    expect((await patch(merchantAuth, "active")).status).toBe(403);
    expect((await patch(admin.auth, "active")).status).toBe(200);
    // A key the merchant disabled itself, the merchant re-activates.
    expect((await patch(merchantAuth, "inactive")).status).toBe(200);
    expect((await patch(merchantAuth, "active")).status).toBe(200);
  });
});

describe("the depth of a list", () => {
  it("page × limit at most 10,000: deeper is a 400 that says to narrow the filters", async () => {
    const m = await createTestMerchant();
    const list = (q: string) => call(chargesRoute.GET, "GET", `/v1/charges?${q}`, { auth: m.auth });
    expect((await list("page=100&limit=100")).status).toBe(200);
    for (const q of ["page=101&limit=100", "page=10001&limit=1", "page=99999999"]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error.param).toBe("page");
      expect(res.body.error.message).toMatch(/narrow the filters/);
    }
  });
});
