import { and, eq } from "drizzle-orm";
import { pixPayments } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { tenantWhere } from "@/server/platform/tenancy";
import { log } from "@/server/platform/log";
import { pixPsp } from "@/server/payments/pix/psp/pix-psp";
import type { RefundStatus } from "@/server/payments/pix/psp/types";

const DISPOSITION_OF: Record<RefundStatus, "returning" | "returned" | "return_failed"> = {
  EM_PROCESSAMENTO: "returning",
  DEVOLVIDO: "returned",
  NAO_REALIZADO: "return_failed",
};

/**
 * Returns a Pix that paid nothing (late, a second payment, another amount) in full: `PUT
 * /pix/{e2eid}/devolucao/{id}` with the payment's own devolução id, so asking again (the reconciliation job
 * retries the unfinished ones) is the same request. The money never reached a charge: no ledger movement.
 */
export async function returnPixPayment(ctx: Ctx, endToEndId: string): Promise<void> {
  const db = await executor(ctx);
  const [payment] = await db
    .select()
    .from(pixPayments)
    .where(and(eq(pixPayments.endToEndId, endToEndId), tenantWhere(ctx, pixPayments.merchantId)));
  if (!payment?.returnId || payment.disposition !== "returning") return;
  try {
    const refund =
      (await pixPsp().getRefund(endToEndId, payment.returnId)) ??
      (await pixPsp().requestRefund(endToEndId, payment.returnId, {
        amountCents: payment.amount,
        description: "Pagamento fora do prazo ou em duplicidade",
      }));
    const disposition = DISPOSITION_OF[refund.status];
    if (disposition === "returning") return;
    await db
      .update(pixPayments)
      .set({ disposition, updatedAt: ctx.now() })
      .where(and(eq(pixPayments.endToEndId, endToEndId), eq(pixPayments.disposition, "returning")));
  } catch (e) {
    // Left `returning`: the reconciliation job asks again.
    log.warn("Pix return not accepted yet", { endToEndId, error: e instanceof Error ? e.message : String(e) });
  }
}
