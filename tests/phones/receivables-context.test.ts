import { beforeAll, describe, expect, it } from "vitest";
import * as receivablesRoute from "@/app/v1/receivables/route";
import { createCharge } from "@/server/payments/charges/create-charge";
import { createChargeBody } from "@/server/payments/charges/schemas";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { tokenFor } from "@/tests/charges/support";

interface Row {
  charge_id: string;
  charge: { customer_name: string | null; first_item: string | null } | null;
}

/** Receivables name their charge (buyer, item) and are found by them instead of a UUID. */
describe("receivables: who paid, searchable", () => {
  let m: TestMerchant;
  let other: TestMerchant;
  let maria: string;
  beforeAll(async () => {
    m = await createTestMerchant("Receivables context");
    other = await createTestMerchant("Someone else");
    const charge = async (who: TestMerchant, name: string, email: string, item: string) =>
      (
        await createCharge({
          ctx: who.ctx,
          input: createChargeBody.parse({
            amount: 10000,
            payment_method: "credit_card",
            payment_details: { token: await tokenFor(who, "4111111111111111"), installments: 2 },
            customer: { name, email },
            items: [{ name: item, quantity: 1, unit_price: 10000 }],
          }),
        })
      ).id;
    maria = await charge(m, "Maria Souza", "maria@example.com", "Caneca azul");
    await charge(m, "João Lima", "joao@example.com", "Prato fundo");
    await charge(other, "Maria Souza", "maria@example.com", "Outra loja");
  });

  const list = async (who: TestMerchant, query = "") =>
    (await call<{ data: Row[] }>(receivablesRoute.GET, "GET", `/v1/receivables?limit=100${query}`, { auth: who.auth }))
      .body.data;

  it("describes each receivable's charge: the buyer and the first item", async () => {
    const rows = await list(m);
    const mine = rows.filter((r) => r.charge_id === maria);
    expect(mine).toHaveLength(2);
    expect(mine[0].charge).toMatchObject({ customer_name: "Maria Souza", first_item: "Caneca azul" });
  });

  it("finds receivables by the buyer's name prefix, email or the charge id, within the merchant only", async () => {
    expect(new Set((await list(m, "&search=mar")).map((r) => r.charge_id))).toEqual(new Set([maria]));
    expect(new Set((await list(m, "&search=maria@example")).map((r) => r.charge_id))).toEqual(new Set([maria]));
    expect(new Set((await list(m, `&search=${maria}`)).map((r) => r.charge_id))).toEqual(new Set([maria]));
    expect(await list(m, "&search=ninguem")).toEqual([]);
    // The other merchant's Maria is its own: searching there never reaches this merchant's charge.
    expect((await list(other, "&search=maria")).every((r) => r.charge_id !== maria)).toBe(true);
  });
});
