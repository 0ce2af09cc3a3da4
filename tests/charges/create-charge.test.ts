import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as item from "@/app/v1/charges/[id]/route";
import { charges, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { cardBody, chargeRow, eventNamesOf, postCharge, tokenFor } from "./support";

const outcomes: Array<[string, string, string | null]> = [
  ["4111111111111111", "captured", null],
  ["5555555555554444", "captured", null],
  ["378282246310005", "captured", null],
  ["4000000000000002", "failed", "card_declined"],
  ["4000000000009995", "failed", "insufficient_funds"],
  ["4000000000000069", "failed", "expired_card"],
  ["4000000000000119", "failed", "processing_error"],
  ["4000000000003220", "failed", "authentication_required"],
  // Without an authentication the 3-D Secure cards are refused (docs/api/three-ds.md).
  ["4000000000003063", "failed", "authentication_required"],
  ["4000000000003055", "captured", null],
  ["4100000000000019", "failed", "fraud_suspected"],
  ["6011000990139424", "captured", null],
];

describe("test cards", () => {
  // Titles name a card by its last digits: a slow test's title reaches the log, which holds no card number.
  const titled = outcomes.map(
    ([number, status, failureCode]) => [`…${number.slice(-4)}`, status, failureCode, number] as const,
  );
  it.each(titled)("card %s → %s %s", async (_last4, status, failureCode, number) => {
    const m = await createTestMerchant();
    const res = await postCharge(m, cardBody(await tokenFor(m, number)));
    expect(res.status).toBe(201);
    const charge = res.body.data;
    expect(charge.status).toBe(status);
    expect(charge.failure_code).toBe(failureCode);
    expect(charge.card.last_four).toBe(number.slice(-4));
    expect(JSON.stringify(res.body)).not.toContain(number);
    if (failureCode) {
      expect(charge.failure_message).toMatch(/\w+/);
      expect(charge.captured_amount).toBe(0);
      expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.failed"]);
    } else {
      expect(charge.captured_amount).toBe(10000);
      expect(charge.authorization_code).toMatch(/^\d{6}$/);
      expect(await eventNamesOf(charge.id)).toEqual(["charge.created", "charge.authorized", "charge.captured"]);
    }
    // A failed charge is a charge like any other: it can be read back.
    const again = await call(item.GET, "GET", `/v1/charges/${charge.id}`, { auth: m.auth, params: { id: charge.id } });
    expect(again.body.data).toEqual(charge);
  });

  it("authorizes only with capture: false", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(
      m,
      cardBody(await tokenFor(m), { capture: false, payment_details: { token: await tokenFor(m), installments: 3 } }),
    );
    expect(res.body.data.status).toBe("authorized");
    expect(res.body.data.installments).toBe(3);
    expect(res.body.data.captured_amount).toBe(0);
    expect(await eventNamesOf(res.body.data.id)).toEqual(["charge.created", "charge.authorized"]);
  });

  it("sends the event data exactly as GET answers the charge", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(m, cardBody(await tokenFor(m)));
    const rows = await (await getDb()).select().from(events).where(eq(events.name, "charge.captured"));
    const mine = rows.find((e) => (e.data as { id: string }).id === res.body.data.id);
    expect(mine?.merchantId).toBe(m.id);
    expect(mine?.data).toEqual(res.body.data);
  });
});

describe("create: fields and validation", () => {
  it("stores every field and answers it", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(
      m,
      cardBody(await tokenFor(m), {
        amount: 25980,
        currency: "BRL",
        product_type: "physical",
        customer: {
          name: "João Souza",
          email: "Joao@Example.com",
          tax_id: "529.982.247-25",
          phone: "+55 11 99999-0000",
        },
        items: [
          { name: "Camiseta", quantity: 2, unit_price: 9990 },
          { name: "Frete", quantity: 1, unit_price: 6000, tangible: false },
        ],
        payment_details: { token: await tokenFor(m), installments: 2 },
        return_url: "https://loja.example/obrigado",
      }),
    );
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(c.customer).toEqual({
      name: "João Souza",
      email: "joao@example.com",
      tax_id: "52998224725",
      phone: "+55 11 99999-0000",
      type: "individual",
    });
    expect(c.items).toEqual([
      { name: "Camiseta", quantity: 2, unit_price: 9990, tangible: true },
      { name: "Frete", quantity: 1, unit_price: 6000, tangible: false },
    ]);
    expect(c).toMatchObject({
      amount: 25980,
      installments: 2,
      product_type: "physical",
      currency: "BRL",
      payment_method: "credit_card",
      capture: true,
    });
    expect(c.card).toMatchObject({ brand: "visa", last_four: "1111", first_six: "411111" });
  });

  it("refuses items that do not add up to the amount, naming items, and stores nothing", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(
      m,
      cardBody(await tokenFor(m), { amount: 1000, items: [{ name: "x", quantity: 3, unit_price: 300 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("items");
    expect(await (await getDb()).select().from(charges).where(eq(charges.merchantId, m.id))).toHaveLength(0);
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: 10.5 }, "amount"],
    [{ amount: "100" }, "amount"],
    [{ payment_method: "boleto" }, "payment_method"],
    [{ currency: "brl" }, "currency"],
    [{ payment_details: { token: "tok_x", installments: 13 } }, "payment_details.installments"],
    [{ payment_details: undefined }, "payment_details"],
    [{ customer: { name: "A", email: "a@b.co", tax_id: "111.111.111-11" } }, "customer.tax_id"],
    [{ customer: { name: "A", email: "not-an-email" } }, "customer.email"],
    [{ customer: { name: "A", email: "a@b.co", tax_id: "52998224725", type: "company" } }, "customer.tax_id"],
    [{ description: "unknown field" }, "description"],
  ])("400 for %j naming %s", async (patch, param) => {
    const m = await createTestMerchant();
    const res = await postCharge(m, { ...cardBody("tok_placeholder_0000000000"), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe("validation_error");
    expect(res.body.error.param).toBe(param);
  });

  it("refuses another merchant's token as payment_details.token", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const res = await postCharge(b, cardBody(await tokenFor(a)));
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("payment_details.token");
  });

  it("answers 422 payment_method_disabled for google_pay, 422 for a currency not processed", async () => {
    const m = await createTestMerchant();
    for (const method of ["google_pay"]) {
      const res = await postCharge(m, { amount: 1000, payment_method: method });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("payment_method_disabled");
    }
    const usd = await postCharge(m, cardBody(await tokenFor(m), { currency: "USD" }));
    expect(usd.status).toBe(422);
    expect(usd.body.error.code).toBe("currency_not_supported");
  });

  it("apple_pay refuses payment_details, split and a wallet token, naming the field", async () => {
    const m = await createTestMerchant();
    const base = { amount: 5000, payment_method: "apple_pay" };
    const pd = await postCharge(m, { ...base, payment_details: { token: "tok_aaaaaaaaaaaaaaaaaaaa" } });
    expect(pd.status).toBe(400);
    expect(pd.body.error.param).toBe("payment_details");
    const split = await postCharge(m, { ...base, split: { rules: [{ merchant_id: m.id, percentage: 100 }] } });
    expect(split.body.error.param).toBe("split");
    const wallet = await postCharge(m, { ...base, wallet_token: "abc" });
    expect(wallet.body.error.param).toBe("wallet_token");
  });

  it("apple_pay answers a pending charge with a checkout_url", async () => {
    const m = await createTestMerchant();
    const res = await postCharge(m, {
      amount: 5000,
      payment_method: "apple_pay",
      return_url: "https://loja.example/volta",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("pending");
    expect(res.body.data.checkout_url).toMatch(new RegExp(`/checkout/${res.body.data.id}$`));
    expect(await eventNamesOf(res.body.data.id)).toEqual(["charge.created"]);
  });

  it("replays an idempotent create and refuses the key with another body", async () => {
    const m = await createTestMerchant();
    const body = cardBody(await tokenFor(m), { amount: 4321 });
    const first = await postCharge(m, body, { "Idempotency-Key": "order-77" });
    const second = await postCharge(m, body, { "Idempotency-Key": "order-77" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    const rows = await (await getDb()).select().from(charges).where(eq(charges.merchantId, m.id));
    expect(rows).toHaveLength(1);
    const other = await postCharge(m, { ...body, amount: 1234 }, { "Idempotency-Key": "order-77" });
    expect(other.status).toBe(409);
    expect((await chargeRow(first.body.data.id)).amount).toBe(4321);
  });
});
