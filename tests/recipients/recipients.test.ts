import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as collection from "@/app/v1/recipients/route";
import { recipients } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { primaryRecipients, recipientById } from "@/server/money/recipients/primary-recipients";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { bankAccount, get, put } from "./support";

async function rowsOf(m: TestMerchant) {
  const db = await getDb();
  return db.select().from(recipients).where(eq(recipients.merchantId, m.id));
}

describe("bank account recipient", () => {
  it("is created, answered masked with its bank, and stored canonical", async () => {
    const m = await createTestMerchant();
    const res = await put(m, "bank_account", bankAccount);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: "bank_account",
      merchant_id: m.id,
      bank_code: "341",
      bank: { code: "341", ispb: "60701190" },
      branch: "0001",
      branch_check_digit: null,
      account_number: "****5678",
      account_check_digit: "9",
      account_type: "checking",
      holder_name: "Maria da Silva",
      holder_document: "***.982.247-**",
      holder_document_type: "cpf",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/12345678|52998224725/);
    const [row] = await rowsOf(m);
    expect(row).toMatchObject({ accountNumber: "12345678", holderDocument: "52998224725", replacedAt: null });

    const again = await get(m, "bank_account");
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
  });

  it("replaces the primary and keeps the old one; the same body again changes nothing", async () => {
    const m = await createTestMerchant();
    const first = (await put(m, "bank_account", bankAccount)).body.data;
    const same = await put(m, "bank_account", { ...bankAccount, holder_document: "52998224725" });
    expect(same.status).toBe(200);
    expect(same.body.data.id).toBe(first.id);
    expect(await rowsOf(m)).toHaveLength(1);

    const second = await put(m, "bank_account", {
      ...bankAccount,
      bank_code: "001",
      branch_check_digit: "x",
      account_type: "savings",
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ bank_code: "001", branch_check_digit: "X", account_type: "savings" });
    expect(second.body.data.id).not.toBe(first.id);
    const rows = await rowsOf(m);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.id)?.replacedAt).toBeInstanceOf(Date);

    // Withdrawals made to the first one can still name it.
    expect((await recipientById(m.ctx, first.id))?.bankCode).toBe("341");
    expect((await primaryRecipients(m.ctx, m.id)).bank_account?.id).toBe(second.body.data.id);
    expect((await get(m, "bank_account")).body.data.id).toBe(second.body.data.id);
  });

  it("refuses a bank code that is not in the directory, and changes nothing", async () => {
    const m = await createTestMerchant();
    const res = await put(m, "bank_account", { ...bankAccount, bank_code: "999" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "validation_error", code: "unknown_bank", param: "bank_code" });
    expect(await rowsOf(m)).toHaveLength(0);
  });

  it.each([
    ["bank_code", { bank_code: "34" }],
    ["branch", { branch: "001" }],
    ["branch", { branch: "00a1" }],
    ["branch_check_digit", { branch_check_digit: "12" }],
    ["account_number", { account_number: "12.345" }],
    ["account_check_digit", { account_check_digit: "" }],
    ["account_type", { account_type: "investment" }],
    ["holder_name", { holder_name: " " }],
    ["holder_document", { holder_document: "529.982.247-26" }],
    ["holder_document", { holder_document: "11.222.333/0001-82" }],
    ["nickname", { nickname: "typo" }],
  ])("refuses a bad %s", async (param, patch) => {
    const m = await createTestMerchant();
    const res = await put(m, "bank_account", { ...bankAccount, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
    expect(await rowsOf(m)).toHaveLength(0);
  });

  it.each([
    ["numeric", "11.222.333/0001-81", "11222333000181", "11.222.333/****-**"],
    ["alphanumeric", "12.ABC.345/01DE-35", "12ABC34501DE35", "12.ABC.345/****-**"],
  ])("accepts the holder's %s CNPJ (a company merchant's own)", async (_kind, typed, stored, masked) => {
    const m = await createTestMerchant("Loja Ltda", { document: stored });
    const res = await put(m, "bank_account", { ...bankAccount, holder_document: typed });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ holder_document: masked, holder_document_type: "cnpj" });
  });
});

describe("Pix key recipient", () => {
  // The merchant's own keys: a CPF or CNPJ key is its document; the others belong to whoever asks in the sandbox.
  it.each([
    ["cpf", "529.982.247-25", "***.982.247-**", "52998224725"],
    ["cnpj", "11.222.333/0001-81", "11.222.333/****-**", "11222333000181"],
    ["email", "Loja@Example.com", "l***@example.com", undefined],
    ["phone", "+55 11 98765-4321", "+5511*****4321", undefined],
    ["random", "123e4567-e89b-42d3-a456-426614174000", "123e****-****-****-****-********4000", undefined],
  ])("accepts a %s key", async (keyType, key, masked, document) => {
    const m = await createTestMerchant("Loja Teste", { document });
    const res = await put(m, "pix_key", { key_type: keyType, key });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: "pix_key", key_type: keyType, key: masked });
  });

  it.each([
    ["cpf", "529.982.247-26"],
    ["cnpj", "11.222.333/0001-82"],
    ["email", "loja.example.com"],
    ["phone", "11987654321"],
    ["random", "123e4567"],
  ])("refuses a bad %s key", async (keyType, key) => {
    const m = await createTestMerchant();
    const res = await put(m, "pix_key", { key_type: keyType, key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("key");
    expect(await rowsOf(m)).toHaveLength(0);
  });

  it("refuses an unknown key type and bank fields on a Pix key", async () => {
    const m = await createTestMerchant();
    expect((await put(m, "pix_key", { key_type: "iban", key: "x" })).body.error.param).toBe("key_type");
    expect((await put(m, "pix_key", { key_type: "email", key: "a@b.co", bank_code: "341" })).body.error.param).toBe(
      "bank_code",
    );
  });
});

describe("reading recipients", () => {
  it("answers 404 for a type the merchant has none of, and for an unknown type", async () => {
    const m = await createTestMerchant();
    expect((await get(m, "pix_key")).status).toBe(404);
    expect((await get(m, "boleto")).status).toBe(404);
    expect((await put(m, "boleto", { key_type: "email", key: "a@b.co" })).status).toBe(404);
  });

  it("lists the current recipients only, masked", async () => {
    const m = await createTestMerchant();
    await put(m, "bank_account", bankAccount);
    await put(m, "bank_account", { ...bankAccount, account_number: "87654321" });
    await put(m, "pix_key", { key_type: "email", key: "loja@example.com" });
    const res = await call(collection.GET, "GET", "/v1/recipients", { auth: m.auth });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(2);
    expect(res.body.data.map((r: { type: string }) => r.type)).toEqual(["bank_account", "pix_key"]);
    expect(res.body.data[0].account_number).toBe("****4321");
    const onlyPix = await call(collection.GET, "GET", "/v1/recipients?type=pix_key", { auth: m.auth });
    expect(onlyPix.body.data).toHaveLength(1);
    const db = await getDb();
    const current = await db
      .select()
      .from(recipients)
      .where(and(eq(recipients.merchantId, m.id), eq(recipients.type, "bank_account")));
    expect(current).toHaveLength(2);
  });
});
