import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { charges } from "./charges";
import { merchants } from "./merchants";

/**
 * Every Pix the PSP reports for one of our txids, by its end-to-end id (docs/api/pix.md). The first one
 * inside the charge's life pays the charge (`captured`); one after expiry or a second payment of the same
 * txid is recorded and returned to the payer (`returning` → `returned` | `return_failed`).
 */
export const pixPayments = pgTable(
  "pix_payments",
  {
    endToEndId: text("end_to_end_id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => charges.id),
    txid: text("txid").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }).notNull(),
    disposition: text("disposition", { enum: ["captured", "returning", "returned", "return_failed"] }).notNull(),
    /** The devolução's id at the PSP when the payment is returned (ours, idempotent). */
    returnId: text("return_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("pix_payments_merchant_charge_idx").on(t.merchantId, t.chargeId)],
);

/** Signatures of the PSP webhook calls already accepted: a replayed call is refused (docs/api/pix.md). */
export const pixWebhookReceipts = pgTable("pix_webhook_receipts", {
  signature: text("signature").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
});
