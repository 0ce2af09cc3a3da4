import { and, eq } from "drizzle-orm";
import { charges, pixPayments } from "@/db/schema";
import { inTransaction, executor, type Ctx } from "@/server/platform/context";
import { actingForMerchant, byIdInTenant } from "@/server/platform/tenancy";
import { log } from "@/server/platform/log";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { pixFeeFor } from "@/server/money/pricing/defaults";
import { onChargeCaptured } from "@/server/money/receivables/charge-hooks";
import { centsOfPixValue } from "@/server/payments/pix/psp/amount";
import type { PixReceived } from "@/server/payments/pix/psp/types";
import { basisPoints } from "@/server/universal/money-units";
import { takeLinkUse } from "./take-link-use";
import { emitChargeEvent, transition } from "./transitions";
import { returnPixPayment } from "./return-pix-payment";

export type PixPaymentOutcome = "captured" | "returning" | "known" | "not_ours";

/**
 * Records a Pix the PSP reports for one of our txids (the webhook and the reconciliation job both come here),
 * once per end-to-end id. The first payment of the charge's amount inside its life captures the charge: one
 * receivable at the merchant's Pix terms and `charge.captured`, in one transaction. Any other (after expiry,
 * a second payment of the same code, another amount) is recorded and returned to the payer (docs/api/pix.md).
 *
 * The charge's row is locked first: a webhook and the job reporting the same Pix queue there, and the second
 * finds the payment recorded.
 */
export async function recordPixPayment(ctx: Ctx, received: PixReceived): Promise<PixPaymentOutcome> {
  if (!received.txid) return "not_ours";
  const db = await executor(ctx);
  // The txid is the capability (ours, unguessable in practice, and reported by the PSP whose call was verified).
  const [owner] = await db
    .select({ id: charges.id, merchantId: charges.merchantId })
    .from(charges)
    .where(and(eq(charges.pixTxid, received.txid), eq(charges.paymentMethod, "pix")))
    .limit(1);
  if (!owner) return "not_ours";
  const merchantCtx = actingForMerchant(ctx, owner.merchantId);
  const amount = centsOfPixValue(received.valor);
  const paidAt = new Date(received.horario);

  const outcome = await inTransaction(merchantCtx, async (tx) => {
    const [charge] = await tx.tx
      .select()
      .from(charges)
      .where(byIdInTenant(tx, charges, owner.id))
      .for("update");
    const now = tx.now();
    const inTime =
      charge.status === "pending" &&
      charge.pixExpiresAt !== null &&
      paidAt.getTime() <= charge.pixExpiresAt.getTime() &&
      amount === charge.amount;
    // A link's code takes the link's use when it is paid, not when it was shown (docs/api/pix.md, "Payment
    // links"): two codes shown for the last use and both paid, the second finds none left and is returned.
    const linkUsedUp = inTime && charge.paymentLinkId !== null && !(await takeLinkUse(tx, charge.paymentLinkId));
    const pays = inTime && !linkUsedUp;
    const [recorded] = await tx.tx
      .insert(pixPayments)
      .values({
        endToEndId: received.endToEndId,
        merchantId: charge.merchantId,
        chargeId: charge.id,
        txid: received.txid!,
        amount,
        paidAt,
        disposition: pays ? "captured" : "returning",
        returnId: pays ? null : returnIdOf(received.endToEndId),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return "known" as const;
    if (linkUsedUp) {
      const canceled = await transition(tx, charge.id, ["pending"], {
        status: "canceled",
        canceledAt: now,
        failureCode: "link_used_up",
        failureMessage: "Paid after the payment link's last use was taken; the payment is returned to the payer.",
      });
      if (canceled) await emitChargeEvent(tx, canceled, "charge.canceled");
    }
    if (!pays) return "returning" as const;
    const [row] = await tx.tx
      .update(charges)
      .set({
        status: "captured",
        capturedAmount: amount,
        capturedAt: now,
        pixEndToEndId: received.endToEndId,
        updatedAt: now,
      })
      .where(and(byIdInTenant(tx, charges, charge.id), eq(charges.status, "pending")))
      .returning();
    const pricing = await getPricing({ ctx: tx, merchantId: row.merchantId });
    await onChargeCaptured(
      tx,
      {
        chargeId: row.id,
        merchantId: row.merchantId,
        amount,
        currency: row.currency,
        installments: 1,
        paymentMethod: "pix",
        split: null,
        capturedAt: now,
        pix: { fee: pixFeeFor(pricing, amount), settlementDays: pricing.pixSettlementDays },
      },
      basisPoints(0),
    );
    await emitChargeEvent(tx, row, "charge.captured");
    return "captured" as const;
  });
  if (outcome === "returning") {
    log.info("Pix payment not for a payable charge; returning it to the payer", {
      chargeId: owner.id,
      endToEndId: received.endToEndId,
    });
    await returnPixPayment(merchantCtx, received.endToEndId);
  }
  return outcome;
}

/** The devolução's id of an automatic return: one per payment, so asking again is the same request. */
export function returnIdOf(endToEndId: string): string {
  return `R${endToEndId.slice(1)}`.slice(0, 35);
}
