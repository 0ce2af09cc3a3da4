import { beforeAll, describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as merchantRoute from "@/app/v1/merchants/[id]/route";
import * as usersRoute from "@/app/v1/merchants/[id]/users/route";
import * as merchantsRoute from "@/app/v1/merchants/route";
import { verifyCredentials } from "@/server/accounts/auth/verify-credentials";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { createUserOf } from "../support/users";

/** Merchants are listed, searched, created, suspended and reactivated from the API. */
type Handler = Parameters<typeof call>[0];
const CNPJ = "11.222.333/0001-81";
const CPF = "529.982.247-25";

let admin: { auth: string; id: string };
let m: TestMerchant;

beforeAll(async () => {
  admin = await createPlatformKey();
  m = await createTestMerchant("Loja Própria");
});

function create(body: unknown, auth = admin.auth) {
  return call(merchantsRoute.POST as Handler, "POST", "/v1/merchants", { auth, body });
}

function list(query: string, auth = admin.auth) {
  return call(merchantsRoute.GET as Handler, "GET", `/v1/merchants${query}`, { auth });
}

function patch(id: string, body: unknown, auth = admin.auth) {
  return call(merchantRoute.PATCH as Handler, "PATCH", `/v1/merchants/${id}`, { auth, params: { id }, body });
}

describe("creating a merchant", () => {
  it("makes the merchant and its first user, who can sign in with the password answered once", async () => {
    const res = await create({ name: "alpha", email: "Alpha.Um@Example.com", document: CNPJ });
    expect(res.status).toBe(201);
    const { merchant, user, password } = res.body.data;
    expect(merchant).toMatchObject({
      object: "merchant",
      name: "alpha",
      email: "alpha.um@example.com",
      document: "11222333000181",
      document_type: "cnpj",
      status: "active",
    });
    expect(user).toMatchObject({ email: "alpha.um@example.com", role: "merchant", merchant_id: merchant.id });
    expect(JSON.stringify(res.body)).not.toMatch(/sk_/);
    expect(await verifyCredentials("alpha.um@example.com", password as string)).toMatchObject({ id: user.id });
  });

  it("keeps a password the admin chose, and does not answer it", async () => {
    const res = await create({ name: "alpha", email: "alpha.dois@example.com", password: "uma-senha-bem-longa" });
    expect(res.status).toBe(201);
    expect(res.body.data.password).toBeNull();
    expect(res.body.data.merchant.document).toBeNull();
  });

  it("refuses a bad document, a bad e-mail, an unknown field and a taken e-mail", async () => {
    const bad = await create({ name: "x", email: "x@example.com", document: "11.222.333/0001-82" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: "validation_error", param: "document" });
    expect((await create({ name: "x", email: "not-an-email" })).body.error.param).toBe("email");
    expect((await create({ name: "x", email: "y@example.com", plan: "gold" })).status).toBe(400);
    const taken = await create({ name: "x", email: "alpha.um@example.com" });
    expect(taken.status).toBe(422);
    expect(taken.body.error.code).toBe("email_taken");
  });

  it("is for admins only", async () => {
    const res = await create({ name: "x", email: "z@example.com" }, m.auth);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("admin_only");
  });
});

describe("listing merchants", () => {
  it("searches by name, e-mail or document digits, with or without punctuation", async () => {
    // A CPF no test merchant has (they share TEST_MERCHANT_DOCUMENT), so that a search finds Beta alone.
    await create({ name: "Beta Comércio", email: "beta@example.com", document: "111.444.777-35" });
    const byName = await list("?search=alpha");
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((x: { email: string }) => x.email).sort()).toEqual([
      "alpha.dois@example.com",
      "alpha.um@example.com",
    ]);
    expect((await list("?search=BETA@EXAMPLE")).body.data).toHaveLength(1);
    for (const q of ["111.444.777-35", "11144477735", "444777"])
      expect((await list(`?search=${encodeURIComponent(q)}`)).body.data.map((x: { name: string }) => x.name)).toEqual([
        "Beta Comércio",
      ]);
    // A LIKE wildcard matches itself only.
    expect((await list("?search=%25")).body.data).toEqual([]);
  });

  it("filters by status and pages", async () => {
    const all = await list("?limit=100");
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(4);
    const page = await list("?limit=2&page=2");
    expect(page.body.data).toEqual(all.body.data.slice(2, 4));
    expect((await list("?status=inactive")).body.data).toEqual([]);
    expect((await list("?status=closed")).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await list("", m.auth)).body.error.code).toBe("admin_only");
  });
});

describe("one merchant", () => {
  it("a merchant reads itself; another merchant's id is a 404", async () => {
    const self = await call(merchantRoute.GET as Handler, "GET", "/x", { auth: m.auth, params: { id: m.id } });
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({ id: m.id, name: "Loja Própria" });
    const other = await createTestMerchant();
    const res = await call(merchantRoute.GET as Handler, "GET", "/x", { auth: other.auth, params: { id: m.id } });
    expect(res.status).toBe(404);
  });

  it("suspending stops its keys; reactivating brings them back", async () => {
    const target = await createTestMerchant();
    const keys = () => call(keysRoute.GET as Handler, "GET", "/v1/api-keys", { auth: target.auth });
    expect((await keys()).status).toBe(200);
    const suspended = await patch(target.id, { status: "inactive" });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.status).toBe("inactive");
    expect((await keys()).status).toBe(401);
    expect((await patch(target.id, { status: "active" })).body.data.status).toBe("active");
    expect((await keys()).status).toBe(200);
  });

  it("renames and sets the document; refuses an empty body, a bad status and an unknown id", async () => {
    const res = await patch(m.id, { name: "Loja Renomeada", document: CPF });
    expect(res.body.data).toMatchObject({ name: "Loja Renomeada", document: "52998224725", document_type: "cpf" });
    expect((await patch(m.id, {})).status).toBe(400);
    expect((await patch(m.id, { status: "closed" })).body.error.param).toBe("status");
    const missing = "00000000-0000-7000-8000-000000000000";
    expect((await patch(missing, { status: "inactive" })).status).toBe(404);
  });

  it("lists its users for an admin, not for the merchant", async () => {
    const u = await createUserOf(m.id);
    const res = await call(usersRoute.GET as Handler, "GET", "/x", { auth: admin.auth, params: { id: m.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { id: string }) => x.id)).toContain(u.id);
    expect(res.body.data[0]).toMatchObject({ object: "user", merchant_id: m.id, two_factor_enabled: false });
    const self = await call(usersRoute.GET as Handler, "GET", "/x", { auth: m.auth, params: { id: m.id } });
    expect(self.body.error.code).toBe("admin_only");
    const missing = "00000000-0000-7000-8000-000000000000";
    const none = await call(usersRoute.GET as Handler, "GET", "/x", { auth: admin.auth, params: { id: missing } });
    expect(none.status).toBe(404);
  });
});
