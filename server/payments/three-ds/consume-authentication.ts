import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { threeDsAuthentications } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError, type ErrorCode } from "@/server/platform/errors";
import { tenantWhere } from "@/server/platform/tenancy";
import { isSuccessful, type AuthenticationRow } from "./present-authentication";

const PARAM = "payment_details.three_ds_authentication_id";

/** What a charge records of the authentication it used, and hands to the acquirer. */
export interface ChargeAuthentication {
  id: string;
  transStatus: "Y" | "A";
  eci: string | null;
  authenticationValue: string | null;
  dsTransId: string;
  liabilityShift: boolean;
}

function refuse(code: ErrorCode, message: string): never {
  throw new InvalidRequestError(code, message, PARAM);
}

/**
 * Checks that an authentication can pay this charge (docs/api/three-ds.md, "Charging"): the caller's own
 * (another merchant's is the same `authentication_not_found` as a missing one), for the same card token,
 * amount and currency, successful (Y or A), unused and not expired. Each refusal has its own code.
 */
export async function authenticationForCharge(
  ctx: Ctx,
  id: string,
  charge: { cardTokenId: string; amount: number; currency: string },
): Promise<ChargeAuthentication> {
  const db = await executor(ctx);
  const [row]: AuthenticationRow[] = await db
    .select()
    .from(threeDsAuthentications)
    .where(and(eq(threeDsAuthentications.id, id), tenantWhere(ctx, threeDsAuthentications.merchantId)))
    .limit(1);
  if (!row) refuse("authentication_not_found", "No such 3-D Secure authentication for this merchant.");
  if (row.cardTokenId !== charge.cardTokenId)
    refuse("authentication_card_mismatch", "The authentication was made for another card token.");
  if (row.amount !== charge.amount || row.currency !== charge.currency)
    refuse(
      "authentication_amount_mismatch",
      `The authentication was made for ${row.amount} ${row.currency}, not ${charge.amount} ${charge.currency}.`,
    );
  if (row.chargeId) refuse("authentication_already_used", "The authentication was already used by another charge.");
  if (row.transStatus === "C")
    refuse("authentication_incomplete", "The cardholder has not completed the challenge of this authentication.");
  if (!isSuccessful(row.transStatus))
    refuse("authentication_failed", `The cardholder was not authenticated (trans_status ${row.transStatus}).`);
  if (row.expiresAt.getTime() <= ctx.now().getTime())
    refuse("authentication_expired", "The authentication has expired; authenticate again.");
  return {
    id: row.id,
    transStatus: row.transStatus,
    eci: row.eci,
    authenticationValue: row.authenticationValue,
    dsTransId: row.dsTransId,
    liabilityShift: row.liabilityShift,
  };
}

/**
 * Uses the authentication for this charge, once: a conditional update, unsent, as a part of the
 * charge's one-statement write (server/platform/db/write-atomically.ts). When another charge used it first the
 * statement writes nothing and `orElse` is thrown.
 */
export function consumeAuthenticationPart(db: Executor, ctx: Ctx, id: string, chargeId: string) {
  const now = ctx.now();
  const statement = db
    .update(threeDsAuthentications)
    .set({ chargeId, usedAt: now, updatedAt: now })
    .where(
      and(
        eq(threeDsAuthentications.id, id),
        tenantWhere(ctx, threeDsAuthentications.merchantId),
        isNull(threeDsAuthentications.chargeId),
        inArray(threeDsAuthentications.transStatus, ["Y", "A"]),
        gt(threeDsAuthentications.expiresAt, now),
      ),
    )
    .returning({ id: threeDsAuthentications.id });
  const orElse = () =>
    new InvalidRequestError(
      "authentication_already_used",
      "The authentication was already used by another charge.",
      PARAM,
    );
  return { statement, orElse };
}
