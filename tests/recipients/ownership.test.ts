import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditEvents, events, mailOutbox, merchantNotices, recipients } from "@/db/schema";
import { SANDBOX_PIX_DIRECTORY as D } from "@/server/money/bank-rail/sandbox-pix-directory";
import { getDb } from "@/server/platform/db";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { createUserOf } from "@/tests/support/users";
import { bankAccount, put } from "./support";

/**
 * Payout destinations belong to the merchant (docs/api/risk.md): a Pix key's owner, as the key directory
 * answers it, and a bank account's holder document must be the merchant's own CPF/CNPJ. Every refusal
 * leaves everything as it was: no recipient, no event, no audit entry, no notice, no e-mail.
 */
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

/** A merchant with a dashboard user, so that a change would have been announced to someone. */
async function merchantWithUser(document?: string | null): Promise<TestMerchant> {
  const m = await createTestMerchant("Loja Teste", { document });
  await createUserOf(m.id);
  return m;
}

async function traces(m: TestMerchant) {
  const db = await getDb();
  return {
    recipients: await db.select().from(recipients).where(eq(recipients.merchantId, m.id)),
    events: (await db.select().from(events).where(eq(events.merchantId, m.id))).length,
    audit: (await db.select().from(auditEvents).where(eq(auditEvents.merchantId, m.id))).length,
    notices: (await db.select().from(merchantNotices).where(eq(merchantNotices.merchantId, m.id))).length,
    mail: (await db.select().from(mailOutbox).where(eq(mailOutbox.merchantId, m.id))).length,
  };
}

const nothing = { recipients: [], events: 0, audit: 0, notices: 0, mail: 0 };

describe("a Pix key that is not the merchant's", () => {
  it.each([
    ["email", `thief@${D.someoneElsesDomain}`],
    ["phone", D.someoneElsesPhone],
    ["random", D.someoneElsesRandomKey],
    ["cpf", "111.444.777-35"],
    ["cnpj", "11.222.333/0001-81"],
  ])("is refused (%s): 422 recipient_not_owned, nothing saved", async (keyType, key) => {
    const m = await merchantWithUser();
    const res = await put(m, "pix_key", { key_type: keyType, key });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: "invalid_request_error", code: "recipient_not_owned", param: "key" });
    // The owner is named masked, never in clear.
    expect(JSON.stringify(res.body)).not.toMatch(/11144477735|11222333000181/);
    expect(await traces(m)).toEqual(nothing);
  });

  it.each([
    ["email", `ninguem@${D.unregisteredDomain}`],
    ["phone", D.unregisteredPhone],
    ["random", D.unregisteredRandomKey],
  ])("that the directory does not know (%s) is refused: 422 pix_key_not_found", async (keyType, key) => {
    const m = await merchantWithUser();
    const res = await put(m, "pix_key", { key_type: keyType, key });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "pix_key_not_found", param: "key" });
    expect(await traces(m)).toEqual(nothing);
  });

  it("replacing a verified key with someone else's leaves the verified one primary and untouched", async () => {
    const m = await merchantWithUser();
    const own = await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" });
    expect(own.status).toBe(201);
    const before = await traces(m);
    const res = await put(m, "pix_key", { key_type: "email", key: `thief@${D.someoneElsesDomain}` });
    expect(res.body.error.code).toBe("recipient_not_owned");
    expect(await traces(m)).toEqual(before);
  });

  it("is refused for an admin setting it for the merchant too", async () => {
    const m = await merchantWithUser();
    const res = await put(admin, "pix_key", { key_type: "phone", key: D.someoneElsesPhone }, `?merchant_id=${m.id}`);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("recipient_not_owned");
    expect(await traces(m)).toEqual(nothing);
  });
});

describe("the key directory", () => {
  it("not answering is a 503 service_unavailable, and nothing is saved", async () => {
    const m = await merchantWithUser();
    const res = await put(m, "pix_key", { key_type: "email", key: `loja@${D.unavailableDomain}` });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ type: "api_error", code: "service_unavailable" });
    expect(res.body.error.message).toMatch(/directory/);
    expect(await traces(m)).toEqual(nothing);
  });
});

describe("a bank account", () => {
  it("held by another CPF/CNPJ is refused: 422 recipient_not_owned on holder_document, nothing changed", async () => {
    const m = await merchantWithUser();
    expect((await put(m, "bank_account", bankAccount)).status).toBe(201);
    const before = await traces(m);
    for (const holder of ["111.444.777-35", "11.222.333/0001-81"]) {
      const res = await put(m, "bank_account", { ...bankAccount, account_number: "999999", holder_document: holder });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "recipient_not_owned", param: "holder_document" });
    }
    expect(await traces(m)).toEqual(before);
  });

  it("in the merchant's own CNPJ is accepted for a company", async () => {
    const m = await merchantWithUser("11222333000181");
    const res = await put(m, "bank_account", { ...bankAccount, holder_document: "11.222.333/0001-81" });
    expect(res.status).toBe(201);
    // The merchant's CPF-holding partner is another person: refused.
    const partner = await put(m, "bank_account", bankAccount);
    expect(partner.body.error.code).toBe("recipient_not_owned");
  });
});

describe("a merchant without a CPF/CNPJ on file", () => {
  it("can set no destination: 422 merchant_document_required, nothing saved", async () => {
    const m = await merchantWithUser(null);
    const answers = [
      await put(m, "bank_account", bankAccount),
      await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" }),
      await put(admin, "pix_key", { key_type: "cpf", key: "529.982.247-25" }, `?merchant_id=${m.id}`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("merchant_document_required");
    }
    expect(await traces(m)).toEqual(nothing);
  });
});
