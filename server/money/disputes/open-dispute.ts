import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, inTransaction, requireAdmin, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";
import { sandboxDisputeNotification } from "@/server/payments/acquirer/sandbox-disputes";
import { tenantWhere } from "@/server/platform/tenancy";
import { chargeForDispute } from "./dispute-money";
import { receiveDisputeNotification } from "./receive-dispute-notification";
import { presentDispute } from "./present-dispute";
import type { openDisputeBody } from "./schemas";

/**
 * Admin only, sandbox: asks the sandbox acquirer to dispute a captured card charge, and books the notification it
 * sends as any acquirer's would be (POST /v1/disputes, `dispute-open`). The amount defaults to what is left of
 * the captured amount after refunds.
 */
export async function openDispute({ ctx, input }: { ctx: Ctx; input: z.output<typeof openDisputeBody> }) {
  requireAdmin(ctx, "open a sandbox dispute");
  const charge = await inTransaction(ctx, (tx) =>
    chargeForDispute(tx, and(eq(charges.id, input.charge_id), tenantWhere(ctx, charges.merchantId))),
  );
  if (!charge || charge.paymentMethod === "pix") throw new NotFoundError("charge");
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
