import { and, eq } from "drizzle-orm";
import { charges, disputes } from "@/db/schema";
import type { PixInfractionReport } from "@/server/payments/pix/psp/types";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";
import { chargeForDispute } from "./dispute-money";
import { bookDispute, DISPUTABLE, withdrawAndNote } from "./receive-dispute-notification";
import type { DisputeRow } from "./present-dispute";

const DAY = 86_400_000;

/**
 * Days the merchant has to answer a MED infraction report, from its registration in the DICT: the 7 days the
 * MED gives the receiving PSP for its analysis (docs/api/disputes.md, "Pix MED"). Past them with no answer, the
 * deadlines job loses it, as a card dispute.
 */
export const MED_RESPONSE_DAYS = 7;

/** DICT's infraction types as the dispute's reason and network code. */
const REASON_OF: Record<PixInfractionReport["infractionType"], "fraudulent" | "credit_not_processed"> = {
  FRAUD: "fraudulent",
  REFUND_REQUEST: "credit_not_processed",
};

/**
 * The Pix PSP tells us of a MED infraction report about a Pix a charge received (docs/api/disputes.md, "Pix MED"):
 * a dispute of kind `pix_med`, once per report id. The amount is blocked in the same transaction ("bloqueio
 * cautelar"): out of the liable merchants' `main` into the dispute holding account, as a chargeback, without a
 * dispute fee. The charge's row is locked first, as for a card dispute, so a refund at the same time is either
 * done before or refused after with `charge_disputed`.
 */
export async function receivePixInfraction({
  ctx,
  report,
}: {
  ctx: Ctx;
  report: PixInfractionReport;
}): Promise<DisputeRow> {
  return inTransaction(ctx, async (tx) => {
    const [known] = await tx.tx.select().from(disputes).where(eq(disputes.acquirerReference, report.id)).limit(1);
    if (known) return known;
    const charge = await chargeForDispute(
      tx,
      and(eq(charges.pixEndToEndId, report.endToEndId), eq(charges.paymentMethod, "pix")),
      true,
    );
    if (!charge) throw new NotFoundError("charge");
    if (!DISPUTABLE.includes(charge.status))
      throw new InvalidRequestError("invalid_state", `A ${charge.status} charge cannot be disputed.`);
    if (report.amountCents <= 0)
      throw new InvalidRequestError("amount_exceeds_disputable", "Nothing of the Pix is left to block.", "amount");
    const registered = new Date(report.creationTime);
    const row = await bookDispute(tx, charge, {
      kind: "pix_med",
      amount: report.amountCents,
      reason: REASON_OF[report.infractionType],
      network: "pix",
      networkReasonCode: report.infractionType,
      status: "needs_response",
      acquirerReference: report.id,
      dueBy: new Date(registered.getTime() + MED_RESPONSE_DAYS * DAY),
      note: report.reportDetails?.slice(0, 500),
    });
    return withdrawAndNote(tx, row);
  });
}
