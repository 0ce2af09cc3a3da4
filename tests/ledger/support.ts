import { systemCtx, inTransaction, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { onChargeCaptured, onChargeRefunded, type CapturedCharge } from "@/server/money/receivables/charge-hooks";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";

export const DAY = 86_400_000;
export const T0 = Date.parse("2026-11-21T12:00:00.000Z");

export function clockAt(ms: number): Ctx {
  return systemCtx({ now: () => new Date(ms) });
}

/** A capture through the same hook the charges module calls, with a synthetic charge id. */
export async function capture(
  merchantId: string,
  amount: number,
  opts: { installments?: number; split?: CapturedCharge["split"]; at?: number; chargeId?: string } = {},
): Promise<string> {
  const chargeId = opts.chargeId ?? newId();
  const at = opts.at ?? T0;
  await inTransaction(clockAt(at), (ctx) =>
    onChargeCaptured(ctx, {
      chargeId,
      merchantId,
      amount,
      currency: "BRL",
      installments: opts.installments ?? 1,
      paymentMethod: "credit_card",
      split: opts.split ?? null,
      capturedAt: new Date(at),
    }),
  );
  return chargeId;
}

export async function refund(chargeId: string, merchantId: string, amount: number, at = T0): Promise<string> {
  const refundId = newId();
  await inTransaction(clockAt(at), (ctx) =>
    onChargeRefunded(ctx, {
      chargeId,
      merchantId,
      refundId,
      amount,
      capturedAmount: 0,
      refundedAmount: 0,
      refundedAt: new Date(at),
    }),
  );
  return refundId;
}

export function settle(at: number) {
  return settleDueReceivables({ ctx: clockAt(at) });
}
