import createClient from "openapi-fetch";
import type { components, paths } from "@pagamentos/sdk/api";
import { afterAll, describe, expect, it } from "vitest";
import { systemCtx } from "@/server/platform/context";
import { dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import { advanceWithdrawals } from "@/server/money/withdrawals/advance-withdrawals";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { inProcessFetch } from "@/tests/support/in-process-fetch";
import { startReceiver, type Receiver } from "@/tests/webhooks/receiver";

/**
 * An integrator's whole journey through a client typed by the published types (`@pagamentos/sdk/api`,
 * sdk/api/payments-api.d.ts, which tests/openapi/api-types.test.ts keeps equal to what the live document
 * generates) and openapi-fetch, against the real route handlers. A change to the document that breaks this
 * code fails `npm run typecheck` (this file is in the repository's tsconfig); an answer that does not validate
 * against the document fails here (tests/support/in-process-fetch.ts checks each one).
 * The jobs that run on their own in the service (webhook dispatch, payouts) are run once where the journey
 * waits for them.
 */

type Client = ReturnType<typeof createClient<paths>>;
type ApiError = components["schemas"]["Error"];

function clientFor(user?: string, password = ""): Client {
  return createClient<paths>({
    baseUrl: "http://localhost",
    fetch: inProcessFetch,
    ...(user && { headers: { Authorization: `Basic ${btoa(`${user}:${password}`)}` } }),
  });
}

/** The `data` of a successful answer; a failed one fails the test with its error body. */
function dataOf<T>(answer: { data?: { data: T }; error?: ApiError; response: Response }): T {
  if (answer.error || !answer.data)
    throw new Error(`${answer.response.status}: ${JSON.stringify(answer.error ?? "no body")}`);
  return answer.data.data;
}

const receivers: Receiver[] = [];
afterAll(async () => Promise.all(receivers.map((r) => r.close())));

/** `days` after today, as `YYYY-MM-DD`. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function journey(m: TestMerchant, admin: Client) {
  const api = clientFor(m.publicKey, m.secretKey);
  const browser = clientFor(m.publicKey);
  const receiver = await startReceiver();
  receivers.push(receiver);

  // A webhook endpoint first, so that the journey's events reach it.
  const endpoint = dataOf(await api.POST("/v1/postbacks/endpoints", { body: { url: receiver.url } }));
  receiver.setSecret(endpoint.secret);
  expect(endpoint.events).toEqual(["*"]);

  // The browser tokenizes the card with the public key alone.
  const tokenize = () =>
    browser.POST("/tokenize", {
      body: {
        card: {
          number: "4111111111111111",
          holderName: "Maria Silva",
          expirationMonth: "12",
          expirationYear: "2031",
          cvv: "123",
        },
      },
    });
  const { token } = dataOf(await tokenize());

  // Authorize, then capture, then refund part of it.
  const authorized = dataOf(
    await api.POST("/v1/charges", {
      body: {
        amount: 20_000,
        payment_method: "credit_card",
        capture: false,
        payment_details: { token, installments: 1 },
      },
      params: { header: { "Idempotency-Key": "order-1" } },
    }),
  );
  expect(authorized.status).toBe("authorized");
  const captured = dataOf(
    await api.POST("/v1/charges/{id}/capture", { params: { path: { id: authorized.id } }, body: {} }),
  );
  expect(captured).toMatchObject({ status: "captured", amount: 20_000 });
  const refunded = dataOf(
    await api.POST("/v1/charges/{id}/refund", { params: { path: { id: authorized.id } }, body: { amount: 5_000 } }),
  );
  expect(refunded.status).toBe("partially_refunded");

  // A payment link.
  const link = dataOf(
    await api.POST("/v1/payment-links", {
      body: { title: "Camiseta", amount: 4_990, product_type: "physical", allowed_payment_methods: ["credit_card"] },
    }),
  );
  expect(dataOf(await api.GET("/v1/payment-links/{id}", { params: { path: { id: link.id } } }))).toMatchObject({
    id: link.id,
    status: "active",
  });

  // A charge in 3 installments; its 2nd and 3rd receivables are anticipated.
  const second = dataOf(
    await api.POST("/v1/charges", {
      body: {
        amount: 30_000,
        payment_method: "credit_card",
        payment_details: { token: dataOf(await tokenize()).token, installments: 3 },
      },
    }),
  );
  const receivables = (
    await api.GET("/v1/receivables", { params: { query: { charge_id: second.id } } })
  ).data?.data.sort((a, b) => a.installment_number - b.installment_number);
  expect(receivables?.map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
  const later = (receivables ?? []).slice(1).map((r) => r.id);
  const simulated = dataOf(
    await api.POST("/v1/anticipations/simulate", { body: { anticipation_type: "spot", receivable_ids: later } }),
  );
  const anticipation = dataOf(
    await api.POST("/v1/anticipations", { body: { anticipation_type: "spot", receivable_ids: later } }),
  );
  // Under the review threshold: approved and paid out at once.
  expect(anticipation).toMatchObject({ status: "completed", amount: simulated.amount });

  // Settlement (the sandbox's operator run, as of the first installments' date): the first charge's
  // receivable and the second's first installment reach the main wallet.
  const settlement = dataOf(await admin.POST("/v1/settlements", { body: { as_of: daysFromToday(31) } }));
  expect(settlement.settled).toBeGreaterThanOrEqual(2);

  const wallets = dataOf(await api.GET("/v1/wallets", { params: { query: { wallet_type: "main" } } }));
  const main = dataOf(await api.GET("/v1/wallets/{id}", { params: { path: { id: wallets[0].id } } }));
  expect(main.balance).toBeGreaterThan(0);

  // A Pix key as the payout destination; the platform ends its cooling-off; a withdrawal is paid.
  const recipient = await api.PUT("/v1/recipients/{type}", {
    params: { path: { type: "pix_key" } },
    body: { key_type: "email", key: "financeiro@lojateste.com.br" },
  });
  expect(recipient.response.status).toBe(201);
  dataOf(
    await admin.POST("/v1/recipients/{type}/release", {
      params: { path: { type: "pix_key" }, query: { merchant_id: m.id } },
    }),
  );
  const withdrawal = dataOf(await api.POST("/v1/withdrawals", { body: { amount: 1_000, method: "pix" } }));
  expect(withdrawal.status).toBe("pending");
  await advanceWithdrawals({ ctx: systemCtx() });
  const paid = dataOf(await api.GET("/v1/withdrawals/{id}", { params: { path: { id: withdrawal.id } } }));
  expect(paid.status).toBe("completed");

  // Its receipt: a PNG, and the public check of its authentication code.
  const receipt = await api.GET("/v1/withdrawals/{id}/receipt", {
    params: { path: { id: withdrawal.id } },
    parseAs: "arrayBuffer",
  });
  expect(receipt.response.headers.get("content-type")).toBe("image/png");
  expect(
    Buffer.from(receipt.data ?? new ArrayBuffer(0))
      .subarray(1, 4)
      .toString(),
  ).toBe("PNG");
  const code = paid.authentication_code;
  if (!code) throw new Error("a completed withdrawal has an authentication code");
  const verified = dataOf(await clientFor().GET("/v1/receipts/{code}", { params: { path: { code } } }));
  expect(verified).toMatchObject({ amount: 1_000 });

  // The events went out, signed, and the delivery logs say so.
  // The first attempt is due 30 s after its event (docs/api/webhooks.md).
  await dispatchOnce(systemCtx({ now: () => new Date(Date.now() + 31_000) }));
  const logs = dataOf(await api.GET("/v1/postbacks/delivery-logs", { params: { query: { limit: 100 } } }));
  const events = logs.map((d) => d.event_name);
  expect(events).toEqual(
    expect.arrayContaining([
      "charge.authorized",
      "charge.captured",
      "charge.partially_refunded",
      "withdrawal.completed",
    ]),
  );
  expect(logs.every((d) => d.status === "success")).toBe(true);
  expect(receiver.received.length).toBe(logs.length);
  expect(receiver.received.every((r) => r.verified)).toBe(true);
}

describe("a typed client (@pagamentos/sdk/api + openapi-fetch) against the real handlers", () => {
  it("tokenizes, charges, captures, refunds, links, anticipates, settles, pays out with a receipt, and logs webhooks", async () => {
    const m = await createTestMerchant();
    const platform = await createPlatformKey();
    const admin = createClient<paths>({
      baseUrl: "http://localhost",
      fetch: inProcessFetch,
      headers: { Authorization: platform.auth },
    });
    await journey(m, admin);
  });
});
