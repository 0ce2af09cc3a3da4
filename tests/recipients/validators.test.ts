import { describe, expect, it } from "vitest";
import { canonicalDocument } from "@/server/universal/documents";
import { canonicalPixKey } from "@/server/universal/pix-keys";
import { maskRecipient, type RecipientRecord } from "@/server/money/recipients/primary-recipients";

describe("CPF and CNPJ", () => {
  it.each([
    ["529.982.247-25", "cpf", "52998224725"],
    ["11144477735", "cpf", "11144477735"],
    ["295 379 955 93", "cpf", "29537995593"],
    ["11.222.333/0001-81", "cnpj", "11222333000181"],
    ["54550752000155", "cnpj", "54550752000155"],
    // The Receita Federal's own example of the alphanumeric CNPJ (in force from July 2026).
    ["12.ABC.345/01DE-35", "cnpj", "12ABC34501DE35"],
    ["12.abc.345/01de-35", "cnpj", "12ABC34501DE35"],
    ["AA.345.678/0001-14", "cnpj", "AA345678000114"],
  ])("accepts %s as a %s", (input, kind, value) => {
    expect(canonicalDocument(input)).toEqual({ kind, value });
  });

  it.each([
    ["529.982.247-26", "wrong second check digit"],
    ["529.982.247-15", "wrong first check digit"],
    ["111.111.111-11", "repeated digits pass the arithmetic but are not a CPF"],
    ["12345678909", "the well-known placeholder CPF"],
    ["5299822472", "10 digits"],
    ["529.982.247-25x", "a stray character is refused, not dropped"],
    ["11.222.333/0001-82", "wrong CNPJ check digit"],
    ["00.000.000/0000-00", "zeros"],
    ["12.ABC.345/01DE-36", "wrong alphanumeric check digit"],
    ["12.ABC.345/01DE-3A", "letters are never check digits"],
    ["", "empty"],
  ])("refuses %s (%s)", (input) => {
    expect(canonicalDocument(input)).toBeUndefined();
  });

  it("can be narrowed to one kind", () => {
    expect(canonicalDocument("11.222.333/0001-81", ["cpf"])).toBeUndefined();
    expect(canonicalDocument("529.982.247-25", ["cnpj"])).toBeUndefined();
  });
});

describe("Pix keys", () => {
  it.each([
    ["cpf", "529.982.247-25", "52998224725"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["cnpj", "12ABC34501DE35", "12ABC34501DE35"],
    ["email", "Maria.Silva@Example.com.br", "maria.silva@example.com.br"],
    ["phone", "+5511987654321", "+5511987654321"],
    ["phone", "+55 (21) 99876-5432", "+5521998765432"],
    ["random", "123E4567-E89B-42D3-A456-426614174000", "123e4567-e89b-42d3-a456-426614174000"],
  ] as const)("accepts a %s key %s", (type, key, canonical) => {
    expect(canonicalPixKey(type, key)).toEqual({ ok: true, key: canonical });
  });

  it.each([
    ["cpf", "529.982.247-26"],
    ["cpf", "11.222.333/0001-81"],
    ["cnpj", "11.222.333/0001-82"],
    ["cnpj", "529.982.247-25"],
    ["email", "maria.silva"],
    ["email", "maria@"],
    ["email", `${"a".repeat(70)}@example.com`],
    ["phone", "11987654321"],
    ["phone", "+1 415 555 2671"],
    ["phone", "+551187654321"],
    ["phone", "+5501987654321"],
    ["phone", "+55119876543210"],
    ["random", "123e4567e89b42d3a456426614174000"],
    ["random", "not-a-uuid"],
  ] as const)("refuses a %s key %s", (type, key) => {
    const result = canonicalPixKey(type, key);
    expect(result.ok).toBe(false);
  });
});

describe("masks", () => {
  const base: RecipientRecord = {
    id: "0190a0a0-0000-7000-8000-000000000001",
    merchantId: "0190a0a0-0000-7000-8000-000000000002",
    payoutsFrom: new Date(0),
    type: "bank_account",
    bankCode: "341",
    branch: "0001",
    branchCheckDigit: null,
    accountNumber: "12345678",
    accountCheckDigit: "9",
    accountType: "checking",
    holderName: "Maria da Silva",
    holderDocument: "52998224725",
    keyType: null,
    key: null,
  };

  it("hides most of the account number and the CPF", () => {
    const view = maskRecipient(base);
    expect(view).toMatchObject({
      account_number: "****5678",
      holder_document: "***.982.247-**",
      holder_document_type: "cpf",
    });
    expect(JSON.stringify(view)).not.toContain("12345678");
    expect(JSON.stringify(view)).not.toContain("52998224725");
  });

  it("keeps a CNPJ's root and hides the rest", () => {
    expect(maskRecipient({ ...base, holderDocument: "11222333000181" })).toMatchObject({
      holder_document: "11.222.333/****-**",
      holder_document_type: "cnpj",
    });
  });

  it.each([
    ["cpf", "52998224725", "***.982.247-**"],
    ["email", "maria.silva@example.com", "m***@example.com"],
    ["phone", "+5511987654321", "+5511*****4321"],
    ["random", "123e4567-e89b-42d3-a456-426614174000", "123e****-****-****-****-********4000"],
  ] as const)("masks a %s key", (keyType, key, masked) => {
    const view = maskRecipient({ ...base, type: "pix_key", bankCode: null, keyType, key });
    expect(view.key).toBe(masked);
  });
});
