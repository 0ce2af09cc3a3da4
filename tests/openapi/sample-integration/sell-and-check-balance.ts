/**
 * A merchant's backend as an integrator would write it: a client generated from GET /v1/openapi.json
 * (openapi-typescript for the types, openapi-fetch for the calls), with no code of this repository.
 *
 * `payments-api` is the file openapi-typescript writes from the document. tests/openapi/typed-client.test.ts
 * generates it afresh on every run and type-checks this file against it, so a change to the document that
 * would break integrators' code breaks the test; it then runs this file against the real route handlers.
 * This folder is left out of the repository's own tsconfig because that module only exists during the test.
 */
import createClient from "openapi-fetch";
import type { components, operations, paths } from "payments-api";

type Charge = components["schemas"]["Charge"];
type NewCharge = operations["createCharge"]["requestBody"]["content"]["application/json"];

export interface Credentials {
  baseUrl: string;
  publicKey: string;
  secretKey: string;
  /** Where requests go; the platform's fetch when left out. */
  fetch?: (request: Request) => Promise<Response>;
}

export function paymentsClient({ baseUrl, publicKey, secretKey, fetch }: Credentials) {
  return createClient<paths>({
    baseUrl,
    headers: { Authorization: `Basic ${btoa(`${publicKey}:${secretKey}`)}` },
    ...(fetch && { fetch }),
  });
}

type Client = ReturnType<typeof paymentsClient>;

/** The error body every failed call answers, turned into an exception for this sample. */
function fail(error: components["schemas"]["Error"]): never {
  throw new Error(`${error.error.type}/${error.error.code}: ${error.error.message}`);
}

/** Sells an order paid by card (the token comes from the browser SDK) and answers the charge. */
export async function chargeOrder(client: Client, orderId: string, amount: number, cardToken: string) {
  const body: NewCharge = {
    amount,
    payment_method: "credit_card",
    payment_details: { token: cardToken, installments: 1 },
    customer: { name: "Maria Silva", email: "maria@example.com" },
  };
  const { data, error } = await client.POST("/v1/charges", {
    body,
    params: { header: { "Idempotency-Key": `order-${orderId}` } },
  });
  if (error) fail(error);
  const charge: Charge = data.data;
  // A declined card is a charge too, not an HTTP error.
  if (charge.status === "failed") throw new Error(`declined: ${charge.failure_code ?? "unknown"}`);
  return charge;
}

/** The day's captured charges, first page. */
export async function capturedCharges(client: Client, day: string) {
  const { data, error } = await client.GET("/v1/charges", {
    params: { query: { status: "captured", date_from: day, date_to: day, limit: 100 } },
  });
  if (error) fail(error);
  return { charges: data.data, total: data.pagination.total };
}

/** The main BRL wallet: what is available now, what is still to be received, and its latest entries. */
export async function mainWallet(client: Client) {
  const listed = await client.GET("/v1/wallets", { params: { query: { wallet_type: "main", currency_code: "BRL" } } });
  if (listed.error) fail(listed.error);
  const first = listed.data.data[0];
  if (!first) return undefined;
  const wallet = await client.GET("/v1/wallets/{id}", { params: { path: { id: first.id } } });
  if (wallet.error) fail(wallet.error);
  const entries = await client.GET("/v1/wallets/{id}/entries", {
    params: { path: { id: first.id }, query: { limit: 10 } },
  });
  if (entries.error) fail(entries.error);
  const { balance, pending_receivables } = wallet.data.data;
  return { id: first.id, balance, pending_receivables, entries: entries.data.data.map((e) => e.amount) };
}
