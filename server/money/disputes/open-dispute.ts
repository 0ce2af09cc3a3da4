import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError, ValidationError } from "@/server/platform/errors";
import { raiseSandboxInfraction } from "@/server/payments/pix/sandbox/infractions";
import { receivePixInfraction } from "./receive-pix-infraction";
import { sandboxDisputeNotification } from "@/server/payments/acquirer/sandbox-disputes";
import { tenantWhere } from "@/server/platform/tenancy";
import { chargeForDispute } from "./dispute-money";
import { receiveDisputeNotification } from "./receive-dispute-notification";
import { presentDispute } from "./present-dispute";
import type { openDisputeBody } from "./schemas";

/**
 * Admin only, sandbox: asks the sandbox acquirer to dispute a captured card charge, and books the notification it
 * sends as any acquirer's would be (POST /v1/disputes, `dispute-open`). The amount defaults to what is left of
 * the captured amount after refunds. A Pix charge gets a MED infraction report from the sandbox PSP instead.
 */
export async function openDispute({ ctx, input }: { ctx: Ctx; input: z.output<typeof openDisputeBody> }) {
  requireAdmin(ctx, "open a sandbox dispute");
  const charge = await inTransaction(ctx, (tx) =>
    chargeForDispute(tx, and(eq(charges.id, input.charge_id), tenantWhere(ctx, charges.merchantId))),
  );
  if (!charge) throw new NotFoundError("charge");
  if (charge.paymentMethod === "pix") {
    if (input.kind === "inquiry" || input.reason !== "fraudulent")
      throw new ValidationError("A Pix charge takes a MED infraction report: reason fraudulent, no inquiry.", "reason");
    return openPixMed({ ctx, chargeId: charge.id, amount: input.amount });
  }
  if (!charge.acquirerReference)
    throw new InvalidRequestError("invalid_state", "The charge never reached the acquirer.", "charge_id");
  const left = charge.capturedAmount - charge.refundedAmount - charge.refundPendingAmount;
  const notification = sandboxDisputeNotification({
    chargeReference: charge.acquirerReference,
    brand: charge.cardBrand,
    amount: input.amount ?? left,
    reason: input.reason,
    kind: input.kind,
    at: ctx.now(),
  });
  if (notification.amount <= 0)
    throw new InvalidRequestError("amount_exceeds_disputable", "Nothing of the charge is left to dispute.", "amount");
  const row = await receiveDisputeNotification({ ctx, notification });
  return presentDispute(await executor(ctx), row);
}

/**
 * Admin only, sandbox: the sandbox Pix PSP raises a MED infraction report about a captured Pix charge (by the
 * charge's id or the Pix's end-to-end id), booked as a real PSP's would be (`pix-med-open`, POST /v1/disputes).
 */
export async function openPixMed({
  ctx,
  chargeId,
  endToEndId,
  amount,
}: {
  ctx: Ctx;
  chargeId?: string;
  endToEndId?: string;
  amount?: number;
}) {
  requireAdmin(ctx, "open a sandbox MED infraction report");
  const charge = await inTransaction(ctx, (tx) =>
    chargeForDispute(
      tx,
      and(
        chargeId ? eq(charges.id, chargeId) : eq(charges.pixEndToEndId, endToEndId ?? ""),
        eq(charges.paymentMethod, "pix"),
        tenantWhere(ctx, charges.merchantId),
      ),
    ),
  );
  if (!charge) throw new NotFoundError("charge");
  if (!charge.pixEndToEndId)
    throw new InvalidRequestError("invalid_state", "The Pix charge was never paid.", "charge_id");
  const report = await raiseSandboxInfraction(ctx, { endToEndId: charge.pixEndToEndId, amountCents: amount }).catch(
    () => {
      // The sandbox PSP does not know the Pix (it was paid at another PSP): nothing to report on here.
      throw new NotFoundError("charge");
    },
  );
  const row = await receivePixInfraction({ ctx, report });
  return presentDispute(await executor(ctx), row);
}
