import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/charges/route";
import { charges, events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { tokenizeCard } from "@/server/payments/tokens/tokenize-card";
import type { TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

export const APPROVED = "4111111111111111";

/** A card token of merchant m, made through the tokenization verb as the browser SDK would. */
export async function tokenFor(
  m: TestMerchant,
  number = APPROVED,
  expiry: { month?: string; year?: string } = {},
): Promise<string> {
  const result = await tokenizeCard({
    ctx: { ...m.ctx, actor: { role: "public", merchantId: m.id, via: "public_key" } },
    input: {
      number,
      holderName: "Maria Silva",
      expirationMonth: expiry.month ?? "12",
      expirationYear: expiry.year ?? "2031",
      cvv: /^3[47]/.test(number) ? "1234" : "123",
    },
  });
  return result.token;
}

export function cardBody(token: string, extra: Record<string, unknown> = {}) {
  return { amount: 10000, payment_method: "credit_card", payment_details: { token, installments: 1 }, ...extra };
}

/** POST /v1/charges as merchant m; answers the HTTP result. */
export async function postCharge(m: TestMerchant, body: unknown, headers: Record<string, string> = {}) {
  return call(collection.POST, "POST", "/v1/charges", { auth: m.auth, body, headers });
}

/** A captured card charge of `amount`, answered as the API gives it. */
export async function capturedCharge(m: TestMerchant, amount = 10000, extra: Record<string, unknown> = {}) {
  const res = await postCharge(m, cardBody(await tokenFor(m), { amount, ...extra }));
  if (res.status !== 201 || res.body.data.status !== "captured")
    throw new Error(`charge not captured: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; amount: number; status: string };
}

export async function chargeRow(id: string) {
  const [row] = await (await getDb()).select().from(charges).where(eq(charges.id, id));
  return row;
}

export async function eventNamesOf(id: string): Promise<string[]> {
  const rows = await (await getDb()).select().from(events).orderBy(events.createdAt, events.id);
  return rows.filter((e) => (e.data as { id?: string }).id === id).map((e) => e.name);
}
