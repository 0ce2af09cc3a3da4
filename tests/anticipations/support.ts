import { sql } from "drizzle-orm";
import * as collection from "@/app/v1/anticipations/route";
import * as simulate from "@/app/v1/anticipations/simulate/route";
import { getDb, queryRows } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { setPricing } from "@/server/money/pricing/set-pricing";
import { cardBody, postCharge, tokenFor } from "@/tests/charges/support";
import type { TestMerchant } from "@/tests/support/fixtures";
export { databaseFingerprint } from "@/tests/support/fingerprint";
import { call } from "@/tests/support/http";

/** A captured card charge in installments, through the API; answers its id. */
export async function chargeInInstallments(m: TestMerchant, amount: number, installments: number): Promise<string> {
  const token = await tokenFor(m);
  const res = await postCharge(m, cardBody(token, { amount, payment_details: { token, installments } }));
  if (res.status !== 201 || res.body.data.status !== "captured") throw new Error(JSON.stringify(res.body));
  return res.body.data.id as string;
}

/** The worked example's prices: 4 % MDR for 2–6 installments (R$ 150,00 / 3 → R$ 48,00 net each), 2.5 % a month. */
export async function examplePricing(merchantId: string): Promise<void> {
  await setPricing({ ctx: systemCtx(), merchantId, input: { mdr2to6Bp: 400, anticipationMonthlyBp: 250 } });
}

export function postSimulation(auth: string, body: unknown) {
  return call(simulate.POST, "POST", "/v1/anticipations/simulate", { auth, body });
}

export function postAnticipation(auth: string, body: unknown) {
  return call(collection.POST, "POST", "/v1/anticipations", { auth, body });
}

export async function receivablesOf(chargeId: string) {
  const db = await getDb();
  return queryRows<{ id: string; status: string; net_amount: string; settlement_date: string }>(
    db,
    sql`select id, status, net_amount, settlement_date::text from receivables where charge_id = ${chargeId} order by installment_number`,
  );
}

export async function mainBalance(merchantId: string): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance from wallets where owner_type = 'merchant' and owner_id = ${merchantId} and wallet_type = 'main'`,
  );
  return Number(row?.balance ?? 0);
}
