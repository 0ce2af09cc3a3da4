/**
 * What the framework floor answers: bodies of the size and shape of the app's answers (a token, a
 * captured charge), built once. The floor measures Next's own cost per request, not ours.
 */
export const TOKEN_ANSWER = JSON.stringify({
  data: {
    token: "tok_0123456789abcdefghijklmn",
    brand: "visa",
    firstSixDigits: "411111",
    lastFourDigits: "1111",
    expirationMonth: "12",
    expirationYear: "2031",
  },
});

export const CHARGE_ANSWER = JSON.stringify({
  data: {
    id: "01a2166a-b131-7352-b20a-2b170a015502",
    object: "charge",
    status: "captured",
    amount: 10000,
    captured_amount: 10000,
    refunded_amount: 0,
    currency: "BRL",
    payment_method: "credit_card",
    installments: 1,
    customer: { name: "Maria da Silva", email: "maria@example.com", tax_id: null, phone: null, type: null },
    card: { brand: "visa", first_six_digits: "411111", last_four_digits: "1111", holder_name: "MARIA DA SILVA" },
    fraud: { score: 0, decision: "approve", reasons: [] },
    refunds: [],
    created_at: "2026-11-26T00:00:00.000Z",
    updated_at: "2026-11-26T00:00:00.000Z",
    authorized_at: "2026-11-26T00:00:00.000Z",
    captured_at: "2026-11-26T00:00:00.000Z",
  },
});

/** Reads and parses the JSON body as the app's handlers do, then answers the canned body. */
export async function answer(req: Request, body: string): Promise<Response> {
  await req.json();
  return new Response(body, { status: 201, headers: { "content-type": "application/json" } });
}
