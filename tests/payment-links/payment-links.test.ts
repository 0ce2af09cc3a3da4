import { describe, expect, it } from "vitest";
import * as collection from "@/app/v1/payment-links/route";
import * as item from "@/app/v1/payment-links/[id]/route";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

const base = { title: "Camiseta", product_type: "physical", allowed_payment_methods: ["credit_card"] };

async function create(m: TestMerchant, body: Record<string, unknown>) {
  return call(collection.POST, "POST", "/v1/payment-links", { auth: m.auth, body });
}

async function expectRefused(m: TestMerchant, body: Record<string, unknown>, param: string, status = 400) {
  const res = await create(m, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.param).toBe(param);
}

describe("payment link validation", () => {
  it("creates a link with every field and answers it as GET does", async () => {
    const m = await createTestMerchant();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const res = await create(m, {
      ...base,
      description: "Algodão orgânico",
      amount: 8990,
      allowed_payment_methods: ["credit_card", "apple_pay"],
      max_installments: 6,
      expires_at: expires,
      max_uses: 100,
      metadata: { sku: "TS-1" },
      redirect_url: "https://loja.example.com/obrigado",
      primary_color: "#0f766e",
      summary_panel_color: "#F1F5F9",
      merchant_logo_url: "https://cdn.example.com/logo.png",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.data;
    expect(link).toMatchObject({
      status: "active",
      availability: "available",
      uses: 0,
      amount: 8990,
      currency: "BRL",
      primary_color: "#0F766E",
      max_installments: 6,
    });
    expect(link.url).toMatch(new RegExp(`/pay/${link.id}$`));
    const got = await call(item.GET, "GET", `/v1/payment-links/${link.id}`, { auth: m.auth, params: { id: link.id } });
    expect(got.body.data).toEqual({ ...link, revenue: 0, payments: 0 });
  });

  it("requires title, product_type and allowed_payment_methods", async () => {
    const m = await createTestMerchant();
    await expectRefused(m, { product_type: "physical", allowed_payment_methods: ["credit_card"] }, "title");
    await expectRefused(m, { title: "x", allowed_payment_methods: ["credit_card"] }, "product_type");
    await expectRefused(m, { title: "x", product_type: "digital" }, "allowed_payment_methods");
    await expectRefused(m, { ...base, allowed_payment_methods: [] }, "allowed_payment_methods");
    await expectRefused(m, { ...base, product_type: "service" }, "product_type");
  });

  it("refuses status on create and unknown fields", async () => {
    const m = await createTestMerchant();
    await expectRefused(m, { ...base, status: "active" }, "status");
    await expectRefused(m, { ...base, colour: "#000000" }, "colour");
  });

  it("accepts only #RRGGBB colours", async () => {
    const m = await createTestMerchant();
    for (const bad of ["red", "#fff", "#12345G", "0F766E", "#0F766E0"]) {
      await expectRefused(m, { ...base, primary_color: bad }, "primary_color");
    }
    await expectRefused(m, { ...base, summary_panel_color: "rgb(1,2,3)" }, "summary_panel_color");
  });

  it("keeps max_installments within 1 to 12 and max_uses at least 1", async () => {
    const m = await createTestMerchant();
    await expectRefused(m, { ...base, max_installments: 0 }, "max_installments");
    await expectRefused(m, { ...base, max_installments: 13 }, "max_installments");
    await expectRefused(m, { ...base, max_installments: 2.5 }, "max_installments");
    await expectRefused(m, { ...base, max_uses: 0 }, "max_uses");
    expect((await create(m, { ...base, max_installments: 12, max_uses: 1 })).status).toBe(201);
  });

  it("wants expires_at in the future", async () => {
    const m = await createTestMerchant();
    await expectRefused(m, { ...base, expires_at: new Date(Date.now() - 1000).toISOString() }, "expires_at");
    await expectRefused(m, { ...base, expires_at: "tomorrow" }, "expires_at");
  });

  it("wants absolute https URLs (http is allowed outside production)", async () => {
    const m = await createTestMerchant();
    await expectRefused(m, { ...base, redirect_url: "/obrigado" }, "redirect_url");
    await expectRefused(m, { ...base, redirect_url: "javascript:alert(1)" }, "redirect_url");
    await expectRefused(m, { ...base, merchant_logo_url: "ftp://x.example.com/a.png" }, "merchant_logo_url");
    expect((await create(m, { ...base, redirect_url: "http://localhost:8080/ok" })).status).toBe(201);
  });

  it("takes only payment methods enabled for the currency", async () => {
    const m = await createTestMerchant();
    await expectRefused(m, { ...base, allowed_payment_methods: ["google_pay"] }, "allowed_payment_methods", 422);
    await expectRefused(m, { ...base, allowed_payment_methods: ["pix", "google_pay"] }, "allowed_payment_methods", 422);
    await expectRefused(
      m,
      { ...base, currency: "USD", allowed_payment_methods: ["pix"] },
      "allowed_payment_methods",
      422,
    );
    await expectRefused(m, { ...base, allowed_payment_methods: ["boleto"] }, "allowed_payment_methods.0");
    await expectRefused(
      m,
      { ...base, allowed_payment_methods: ["credit_card", "credit_card"] },
      "allowed_payment_methods",
    );
    await expectRefused(
      m,
      { ...base, currency: "USD", allowed_payment_methods: ["apple_pay"] },
      "allowed_payment_methods",
      422,
    );
    await expectRefused(m, { ...base, amount: 0 }, "amount");
    await expectRefused(m, { ...base, amount: 10.5 }, "amount");
  });
});

describe("updating, listing and deactivating", () => {
  it("updates any field, accepts status, and re-checks the rules on the result", async () => {
    const m = await createTestMerchant();
    const link = (await create(m, { ...base, allowed_payment_methods: ["credit_card", "apple_pay"] })).body.data;
    const patch = (body: Record<string, unknown>) =>
      call(item.PATCH, "PATCH", `/v1/payment-links/${link.id}`, { auth: m.auth, body, params: { id: link.id } });
    const res = await patch({ title: "Camiseta azul", status: "inactive", amount: null, primary_color: "#1d4ed8" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: "Camiseta azul",
      status: "inactive",
      availability: "inactive",
      primary_color: "#1D4ED8",
    });
    expect((await patch({ currency: "USD" })).status).toBe(422);
    expect((await patch({ max_installments: 13 })).body.error.param).toBe("max_installments");
    expect((await patch({ expires_at: "2020-01-01T00:00:00Z" })).body.error.param).toBe("expires_at");
    expect((await patch({ status: "active" })).body.data.status).toBe("active");
  });

  it("lists with status, search, date range and pagination", async () => {
    const m = await createTestMerchant();
    for (const title of ["Caneca", "Camiseta", "Boné"]) await create(m, { ...base, title });
    const off = (await create(m, { ...base, title: "Caneca antiga" })).body.data;
    await call(item.DELETE, "DELETE", `/v1/payment-links/${off.id}`, { auth: m.auth, params: { id: off.id } });
    const get = (q: string) => call(collection.GET, "GET", `/v1/payment-links${q}`, { auth: m.auth });
    expect((await get("")).body.pagination).toEqual({ page: 1, limit: 20, total: 4, total_pages: 1 });
    expect((await get("?status=inactive")).body.data.map((l: { title: string }) => l.title)).toEqual(["Caneca antiga"]);
    expect((await get("?search=caneca")).body.data).toHaveLength(2);
    expect((await get("?search=100%25")).body.data).toHaveLength(0);
    const page2 = await get("?limit=3&page=2");
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].title).toBe("Caneca");
    expect(page2.body.data[0].revenue).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`?date_from=${today}&date_to=${today}`)).body.data).toHaveLength(4);
    expect((await get("?date_to=2020-01-01")).body.data).toHaveLength(0);
    expect((await get("?limit=101")).status).toBe(400);
  });

  it("DELETE deactivates softly: the link stays and can come back", async () => {
    const m = await createTestMerchant();
    const link = (await create(m, base)).body.data;
    const del = await call(item.DELETE, "DELETE", `/v1/payment-links/${link.id}`, {
      auth: m.auth,
      params: { id: link.id },
    });
    expect(del.status).toBe(200);
    expect(del.body.data.status).toBe("inactive");
    const got = await call(item.GET, "GET", `/v1/payment-links/${link.id}`, { auth: m.auth, params: { id: link.id } });
    expect(got.body.data.status).toBe("inactive");
  });

  it("merchant B gets 404 on merchant A's link and changes nothing", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const link = (await create(a, base)).body.data;
    const p = { params: { id: link.id }, auth: b.auth };
    expect((await call(item.GET, "GET", `/v1/payment-links/${link.id}`, p)).status).toBe(404);
    expect(
      (await call(item.PATCH, "PATCH", `/v1/payment-links/${link.id}`, { ...p, body: { title: "hacked" } })).status,
    ).toBe(404);
    expect((await call(item.DELETE, "DELETE", `/v1/payment-links/${link.id}`, p)).status).toBe(404);
    expect((await call(collection.GET, "GET", "/v1/payment-links", { auth: b.auth })).body.data).toEqual([]);
    const still = await call(item.GET, "GET", `/v1/payment-links/${link.id}`, {
      auth: a.auth,
      params: { id: link.id },
    });
    expect(still.body.data).toMatchObject({ title: base.title, status: "active" });
  });
});
