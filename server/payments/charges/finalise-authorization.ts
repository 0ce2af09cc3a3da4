import { and, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import type { AuthorizeResult } from "@/server/payments/acquirer/types";
import { executor, type Ctx } from "@/server/platform/context";
import { writeAtomically } from "@/server/platform/db/write-atomically";
import { rowsUpdate } from "@/server/platform/db/rows-update";
import { eventsInsert, type EventName } from "@/server/platform/events/record-event";
import { mdrFor } from "@/server/money/pricing/defaults";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { chargeCapturedInserts } from "@/server/money/receivables/charge-hooks";
import { byIdInTenant } from "@/server/platform/tenancy";
import { presentCharge, type ChargeRow } from "./present-charge";
import { basisPoints, type BasisPoints } from "@/server/universal/money-units";

class AlreadyFinalised extends Error {}

/**
 * Records the acquirer's answer to a charge's authorization intent, in one statement (one round trip,
 * server/platform/db/write-atomically.ts): the charge's new state, the receivables and wallets of a capture,
 * and the events. The update is conditional on the intent
 * (`processing` with this key), so the request and the recovery sweep can never both record it;
 * undefined when the other one did. The new row is computed, not read back: the update's condition
 * guarantees that nothing else changed the charge since its intent.
 */
export async function finaliseAuthorization(
  ctx: Ctx,
  intent: ChargeRow,
  result: AuthorizeResult,
  /** The MDR of a capture, when the caller read the pricing beforehand; else it is read here. */
  mdrBp?: BasisPoints,
): Promise<ChargeRow | undefined> {
  const key = intent.pendingOperationId;
  if (!key) throw new Error(`charge ${intent.id} has no recorded authorization intent`);
  const now = ctx.now();
  const card = result.walletCard
    ? {
        cardBrand: result.walletCard.brand,
        cardLastFour: result.walletCard.lastFour,
        cardFirstSix: result.walletCard.firstSix,
        cardHolderName: result.walletCard.holderName,
      }
    : {};
  const captured = result.approved && result.captured === true;
  const set: Partial<ChargeRow> = result.approved
    ? {
        status: captured ? "captured" : "authorized",
        authorizedAt: now,
        authorizationCode: result.authorizationCode,
        acquirerReference: result.acquirerReference,
        ...(captured ? { capturedAmount: intent.amount, capturedAt: now } : {}),
        ...card,
      }
    : {
        status: "failed",
        failedAt: now,
        failureCode: result.failureCode,
        failureMessage: result.failureMessage,
        acquirerReference: result.acquirerReference,
        // A declined charge has nothing left to review.
        ...(intent.fraudReviewStatus === "pending" ? { fraudReviewStatus: null } : {}),
        ...card,
      };
  const row: ChargeRow = { ...intent, ...set, pendingOperationId: null, updatedAt: now };
  const events: Array<{ name: EventName; row: ChargeRow }> = !result.approved
    ? [{ name: "charge.failed", row }]
    : captured
      ? [
          // The authorization as it stood before the capture of the same call.
          { name: "charge.authorized", row: { ...row, status: "authorized", capturedAmount: 0, capturedAt: null } },
          { name: "charge.captured", row },
        ]
      : [{ name: "charge.authorized", row }];
  // Read before the write, which then reads nothing (the sweep comes here without it).
  const mdr =
    captured && mdrBp === undefined
      ? mdrFor(await getPricing({ ctx, merchantId: row.merchantId }), row.installments)
      : (mdrBp ?? basisPoints(0));
  const db = await executor(ctx);
  const capture = captured
    ? await chargeCapturedInserts(
        db,
        ctx,
        {
          chargeId: row.id,
          merchantId: row.merchantId,
          amount: row.capturedAmount,
          currency: row.currency,
          installments: row.installments,
          paymentMethod: row.paymentMethod,
          split: row.split,
          capturedAt: now,
        },
        mdr,
      )
    : [];
  try {
    // One statement: the charge, the receivables and wallets of a capture, and the events, or nothing.
    await writeAtomically(db, [
      {
        statement: rowsUpdate(
          charges,
          { ...set, pendingOperationId: null, updatedAt: now },
          and(
            byIdInTenant(ctx, charges, intent.id),
            eq(charges.status, "processing"),
            eq(charges.pendingOperationId, key),
          ),
          { returning: ["id"] },
        ),
        // Recorded meanwhile (by the sweep, or the request it thought lost): nothing of this is written.
        orElse: () => new AlreadyFinalised(),
      },
      ...capture.map((statement) => ({ statement })),
      {
        statement: eventsInsert(
          ctx,
          events.map((e) => ({ merchantId: row.merchantId, name: e.name, data: presentCharge(e.row, []) })),
        ),
      },
    ]);
  } catch (e) {
    if (e instanceof AlreadyFinalised) return undefined;
    throw e;
  }
  return row;
}
