import { and, eq } from "drizzle-orm";
import { charges, merchants } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import type { ChargeRow } from "./present-charge";

export interface CheckoutCharge {
  charge: ChargeRow;
  merchantName: string;
}

/**
 * The secure checkout's view of an Apple Pay charge. The buyer holds only the URL, so the
 * charge is found by id alone; anything but an Apple Pay charge of an active merchant is a 404 (a
 * suspended merchant takes no payment, SECURITY.md "Session and key checks").
 */
export async function loadCheckoutCharge(ctx: Ctx, id: string): Promise<CheckoutCharge> {
  const db = await executor(ctx);
  const [row] = await db
    .select({ charge: charges, merchantName: merchants.name })
    .from(charges)
    .innerJoin(merchants, and(eq(merchants.id, charges.merchantId), eq(merchants.status, "active")))
    .where(and(eq(charges.id, id), eq(charges.paymentMethod, "apple_pay")))
    .limit(1);
  if (!row) throw new NotFoundError("checkout");
  return row;
}

/** return_url with the charge id added; the buyer's arrival there confirms nothing. Null without one. */
export function continueUrlOf(charge: Pick<ChargeRow, "id" | "returnUrl">): string | null {
  if (!charge.returnUrl) return null;
  const url = new URL(charge.returnUrl);
  url.searchParams.set("charge_id", charge.id);
  return url.toString();
}
