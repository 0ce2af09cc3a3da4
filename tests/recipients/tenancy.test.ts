import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/recipients/route";
import { recipients } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx, type Ctx } from "@/server/platform/context";
import { maskRecipient, primaryRecipients, recipientById } from "@/server/money/recipients/primary-recipients";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { bankAccount, get, put } from "./support";

/** Recipients are per merchant; their path names a type, not an id, so tests/tenancy walks them here. */
describe("recipients and the tenant rule", () => {
  let a: TestMerchant;
  let b: TestMerchant;
  let aBankId: string;

  beforeAll(async () => {
    a = await createTestMerchant("A");
    b = await createTestMerchant("B");
    aBankId = (await put(a, "bank_account", bankAccount)).body.data.id;
    await put(a, "pix_key", { key_type: "email", key: "a@example.com" });
  });

  async function aRows() {
    const db = await getDb();
    return db.select().from(recipients).where(eq(recipients.merchantId, a.id));
  }

  it("another merchant sees none of A's recipients", async () => {
    expect((await get(b, "bank_account")).status).toBe(404);
    expect((await get(b, "pix_key")).status).toBe(404);
    const list = await call(collection.GET, "GET", "/v1/recipients", { auth: b.auth });
    expect(list.body.data).toEqual([]);
  });

  it("naming A in merchant_id is a 403 on list, get and put, and changes nothing", async () => {
    const before = await aRows();
    const answers = [
      await call(collection.GET, "GET", `/v1/recipients?merchant_id=${a.id}`, { auth: b.auth }),
      await get(b, "bank_account", `?merchant_id=${a.id}`),
      await put(b, "bank_account", { ...bankAccount, holder_name: "Mallory" }, `?merchant_id=${a.id}`),
      await put(b, "pix_key", { key_type: "email", key: "mallory@example.com" }, `?merchant_id=${a.id}`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("cross_merchant_filter");
    }
    expect(await aRows()).toEqual(before);
  });

  it("B setting its own recipient leaves A's alone", async () => {
    const before = await aRows();
    expect((await put(b, "bank_account", { ...bankAccount, holder_name: "Loja B" })).status).toBe(201);
    expect(await aRows()).toEqual(before);
  });

  it("the verbs withdrawals use keep to the tenant too", async () => {
    expect(await recipientById(b.ctx, aBankId)).toBeUndefined();
    expect(await primaryRecipients(b.ctx, a.id)).toEqual({});
    const own = await primaryRecipients(a.ctx, a.id);
    expect(Object.keys(own).sort()).toEqual(["bank_account", "pix_key"]);
    expect(own.bank_account?.holderDocument).toBe("52998224725");
    expect(maskRecipient(own.bank_account!).holder_document).toBe("***.982.247-**");
    // A job (admin) reaches every merchant.
    expect((await recipientById(systemCtx(), aBankId))?.merchantId).toBe(a.id);
    // An admin switched to B in the dashboard is narrowed to B.
    const switched: Ctx = { ...systemCtx(), actor: { role: "admin", via: "session", actingMerchantId: b.id } };
    expect(await recipientById(switched, aBankId)).toBeUndefined();
  });

  it("an admin reads everyone's, and names the merchant to read or set one", async () => {
    const admin = await createPlatformKey();
    const all = await call(collection.GET, "GET", "/v1/recipients?limit=100", { auth: admin.auth });
    const merchants = new Set(all.body.data.map((r: { merchant_id: string }) => r.merchant_id));
    expect(merchants.has(a.id) && merchants.has(b.id)).toBe(true);
    const onlyA = await call(collection.GET, "GET", `/v1/recipients?merchant_id=${a.id}`, { auth: admin.auth });
    expect(onlyA.body.data.every((r: { merchant_id: string }) => r.merchant_id === a.id)).toBe(true);

    const without = await get(admin, "bank_account");
    expect(without.status).toBe(422);
    expect(without.body.error.code).toBe("merchant_required");
    expect((await get(admin, "bank_account", `?merchant_id=${a.id}`)).body.data.id).toBe(aBankId);

    const set = await put(admin, "pix_key", { key_type: "phone", key: "+5511987654321" }, `?merchant_id=${b.id}`);
    expect(set.status).toBe(201);
    expect(set.body.data.merchant_id).toBe(b.id);
    expect((await get(b, "pix_key")).body.data.key).toBe("+5511*****4321");
  });
});
