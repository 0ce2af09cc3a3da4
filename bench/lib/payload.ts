/** A webhook body the size and shape of a real `charge.captured` event (about 1.3 KB). */
export function benchWebhookPayload(): string {
  return JSON.stringify({
    id: "0193f0c2-7d1e-7a2b-9c3d-4e5f60718293",
    event: "charge.captured",
    created_at: "2026-11-21T12:00:00.000Z",
    data: {
      id: "0193f0c2-7d1e-7a2b-9c3d-4e5f60718294",
      merchant_id: "0193f0c2-7d1e-7a2b-9c3d-4e5f60718295",
      status: "captured",
      amount: 12000,
      captured_amount: 12000,
      refunded_amount: 0,
      currency: "BRL",
      payment_method: "credit_card",
      product_type: "physical",
      installments: 3,
      customer: {
        name: "Maria da Silva",
        email: "maria@example.com",
        tax_id: "12345678909",
        phone: "+55 11 99999-9999",
        type: "individual",
      },
      items: [{ name: "Camiseta", quantity: 2, unit_price: 6000, tangible: true }],
      card: { brand: "visa", first_six_digits: "411111", last_four_digits: "1111", holder_name: "MARIA DA SILVA" },
      authorization_code: "A1B2C3",
      acquirer_reference: "sbx_0193f0c27d1e7a2b",
      failure_code: null,
      failure_message: null,
      refunds: [],
      created_at: "2026-11-21T12:00:00.000Z",
      updated_at: "2026-11-21T12:00:01.000Z",
      authorized_at: "2026-11-21T12:00:00.500Z",
      captured_at: "2026-11-21T12:00:01.000Z",
    },
  });
}
