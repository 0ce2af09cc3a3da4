import { and, desc, eq, count } from "drizzle-orm";
import { z } from "zod";
import { charges } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { offsetOf, pageQuery, pagination } from "@/server/platform/lists/pagination";
import { byIdInTenant, tenantWhere } from "@/server/platform/tenancy";
import { recordVoidIntent } from "./cancel-charge";
import { recordCaptureIntent } from "./capture-charge";
import { completeOperation } from "./complete-operation";
import { getChargeRowOrThrow } from "./charge-rows";
import { presentCharge } from "./present-charge";

export const reviewChargeBody = z
  .strictObject({
    decision: z.enum(["approve", "reject"]).meta({
      description:
        "approve captures the whole authorized amount; reject voids the authorization (the charge is canceled).",
    }),
  })
  .meta({ id: "ReviewChargeRequest" });

export const listReviewsQuery = z.strictObject({
  ...pageQuery,
  merchant_id: z.uuid().optional().meta({ description: "Admins only: one merchant's queue." }),
});

/**
 * POST /v1/charges/{id}/review: the merchant's decision on a charge fraud analysis held (docs/api/fraud.md).
 * The review status moves `pending` → `approved` | `rejected` with a conditional update in the same
 * transaction as the capture or the void, so a decision is taken once and never without its money move.
 */
export async function reviewCharge({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof reviewChargeBody>;
}) {
  // The decision and the intent of its money move in one transaction; the acquirer after it
  // (docs/api/acquirer-operations.md). A decision is never without its capture or void: an intent
  // left unanswered is completed by the recovery sweep.
  const { op, charge } = await inTransaction(ctx, async (tx) => {
    const [decided] = await tx.tx
      .update(charges)
      .set({ fraudReviewStatus: input.decision === "approve" ? "approved" : "rejected", updatedAt: tx.now() })
      .where(
        and(byIdInTenant(tx, charges, id), eq(charges.fraudReviewStatus, "pending"), eq(charges.status, "authorized")),
      )
      .returning();
    if (!decided) {
      const current = await getChargeRowOrThrow(tx, id);
      throw new InvalidRequestError(
        "not_in_review",
        `This charge is not waiting for review (status ${current.status}, review ${current.fraudReviewStatus ?? "none"}).`,
      );
    }
    return input.decision === "approve" ? recordCaptureIntent(tx, id) : recordVoidIntent(tx, id);
  });
  return presentCharge(await completeOperation(ctx, op, charge), []);
}

/** GET /v1/charges/reviews: the review queue, oldest first (the one waiting longest comes first). */
export async function listReviews({ ctx, input }: { ctx: Ctx; input: z.output<typeof listReviewsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, charges.merchantId, input.merchant_id),
    eq(charges.fraudReviewStatus, "pending"),
    eq(charges.status, "authorized"),
  );
  const [{ total }] = await db.select({ total: count() }).from(charges).where(where);
  const rows = await db
    .select()
    .from(charges)
    .where(where)
    .orderBy(charges.createdAt, desc(charges.id))
    .limit(input.limit)
    .offset(offsetOf(input.page, input.limit));
  return { data: rows.map((r) => presentCharge(r, [])), pagination: pagination(input.page, input.limit, total) };
}
