import type { ChargeFailureCode } from "../vocabularies";
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, bigint, index } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { charges } from "./charges";

export const ACQUIRER_OPERATION_KINDS = ["capture", "void", "refund"] as const;
export type AcquirerOperationKind = (typeof ACQUIRER_OPERATION_KINDS)[number];

/**
 * An operation asked of the acquirer on an existing charge (docs/api/acquirer-operations.md): written as
 * an intent before the call, in a short transaction, and finalised in another once the acquirer has
 * answered. Its id is the idempotency key the acquirer receives, so asking again (a retry, the recovery
 * sweep) can never capture, void or refund twice. The authorization of a new charge needs no row here:
 * the charge itself (`processing` with `pending_operation_id`) is its intent.
 */
export const acquirerOperations = pgTable(
  "acquirer_operations",
  {
    /** Also the acquirer's idempotency key. */
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => charges.id),
    kind: text("kind", { enum: ACQUIRER_OPERATION_KINDS }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Refunds: the id the charge_refunds row takes, and its reason. */
    refundId: uuid("refund_id"),
    reason: text("reason"),
    /** `pending` from the intent until the acquirer's answer is recorded; then `succeeded` or `failed`. */
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    failureCode: text("failure_code").$type<ChargeFailureCode>(),
    /** The acquirer's reference of this operation, once answered. */
    acquirerReference: text("acquirer_reference"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    finalisedAt: timestamp("finalised_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // The recovery sweep reads only the few intents left pending.
    index("acquirer_operations_pending_idx")
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    index("acquirer_operations_charge_idx").on(t.chargeId, t.createdAt),
    index("acquirer_operations_merchant_idx").on(t.merchantId, t.createdAt),
  ],
);
