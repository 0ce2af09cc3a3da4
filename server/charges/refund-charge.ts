import type { z } from "zod";
import { and, inArray, sql } from "drizzle-orm";
import { chargeRefunds, charges } from "@/db/schema";
import { acquirer } from "@/server/acquirer";
import { inTransaction, type Ctx } from "@/server/context";
import { AcquirerError, InvalidRequestError } from "@/server/errors";
import { newId } from "@/server/ids";
import { onChargeRefunded } from "@/server/receivables/charge-hooks";
import { getChargeRowOrThrow } from "./charge-rows";
import { viewOf } from "./get-charge";
import type { refundChargeBody } from "./schemas";
import { emitChargeEvent, invalidState } from "./transitions";
import { byIdInTenant } from "@/server/tenancy";

const REFUNDABLE = ["captured", "partially_refunded"] as const;

/**
 * POST /v1/charges/{id}/refund: refunds part or all of what was captured, as many times as wanted
 * while something is left. Apple Pay charges are refunded the same way, by charge id alone.
 * An authorized (uncaptured) charge is released with POST /v1/charges/{id}/cancel instead.
 */
export async function refundCharge({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof refundChargeBody>;
}) {
  const row = await inTransaction(ctx, async (tx) => {
    const current = await getChargeRowOrThrow(tx, id);
    if (!(REFUNDABLE as readonly string[]).includes(current.status)) {
      const hint =
        current.status === "authorized"
          ? " Cancel it with POST /v1/charges/{id}/cancel to release the authorization."
          : "";
      throw new InvalidRequestError("invalid_state", `A ${current.status} charge cannot be refunded.${hint}`);
    }
    const amount = input.amount ?? current.capturedAmount - current.refundedAmount;
    // The whole check is in the WHERE: concurrent refunds serialise on the row and each re-checks
    // the sum, so the refunded total can never pass the captured amount.
    const [updated] = await tx.tx
      .update(charges)
      .set({
        refundedAmount: sql`${charges.refundedAmount} + ${amount}`,
        status: sql`case when ${charges.refundedAmount} + ${amount} = ${charges.capturedAmount} then 'refunded' else 'partially_refunded' end`,
        updatedAt: tx.now(),
      })
      .where(
        and(
          byIdInTenant(tx, charges, id),
          inArray(charges.status, [...REFUNDABLE]),
          sql`${charges.refundedAmount} + ${amount} <= ${charges.capturedAmount}`,
        ),
      )
      .returning();
    if (!updated) {
      const now = await getChargeRowOrThrow(tx, id);
      if (!(REFUNDABLE as readonly string[]).includes(now.status)) return invalidState(tx, id, "refunded");
      throw new InvalidRequestError(
        "amount_exceeds_refundable",
        `Refund amount ${amount} is above the ${now.capturedAmount - now.refundedAmount} still refundable.`,
        "amount",
      );
    }
    const refundId = newId();
    const result = await acquirer().refund({
      acquirerReference: updated.acquirerReference ?? updated.id,
      amount,
      reference: refundId,
    });
    if (!result.ok) throw new AcquirerError(result.failureCode, result.failureMessage);
    await tx.tx.insert(chargeRefunds).values({
      id: refundId,
      chargeId: updated.id,
      merchantId: updated.merchantId,
      amount,
      reason: input.reason ?? null,
      acquirerReference: result.acquirerReference,
      createdAt: tx.now(),
    });
    await onChargeRefunded(tx, {
      chargeId: updated.id,
      merchantId: updated.merchantId,
      refundId,
      amount,
      capturedAmount: updated.capturedAmount,
      refundedAmount: updated.refundedAmount,
      refundedAt: tx.now(),
    });
    await emitChargeEvent(tx, updated, updated.status === "refunded" ? "charge.refunded" : "charge.partially_refunded");
    return updated;
  });
  return viewOf(ctx, row);
}
