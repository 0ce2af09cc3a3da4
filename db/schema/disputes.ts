import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DISPUTE_KINDS, DISPUTE_REASONS, DISPUTE_STATUSES, PIX_MED_DEVOLUCAO_STATUSES } from "../vocabularies";
import { bytea } from "./column-types";

/** One step of a dispute's life, as its timeline shows it. */
export interface DisputeTimelineEntry {
  at: string;
  type:
    | "opened"
    | "funds_withdrawn"
    | "evidence_updated"
    | "submitted"
    | "won"
    | "lost"
    | "accepted"
    | "funds_reinstated"
    // MED: the devolução of the blocked amount asked of the PSP, and how it ended.
    | "devolucao_requested"
    | "devolucao_returned"
    | "devolucao_failed";
  status: (typeof DISPUTE_STATUSES)[number];
  note?: string;
}

/** Who bore the disputed amount: debited from each merchant's `main` when the funds were withdrawn. */
export interface DisputeLiability {
  merchant_id: string;
  amount: number;
}

/** The merchant's text answer, field names as Stripe's dispute evidence (docs/api/disputes.md). */
export type DisputeEvidenceText = Partial<
  Record<
    | "product_description"
    | "customer_name"
    | "customer_email"
    | "customer_communication"
    | "shipping_carrier"
    | "shipping_tracking_number"
    | "shipping_date"
    | "refund_policy"
    | "cancellation_policy"
    | "uncategorized_text",
    string
  >
>;

/**
 * A dispute on a captured charge: a card dispute (chargeback or retrieval request) or a Pix MED infraction
 * report; one per charge, as the card networks and the MED allow. The money it moves is in the ledger (server/money/disputes/dispute-money.ts); this row says where it
 * stands and who bore it.
 */
export const disputes = pgTable(
  "disputes",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id").notNull(),
    chargeId: uuid("charge_id").notNull(),
    /** `card` (a chargeback, told by the acquirer) or `pix_med` (a MED infraction report, told by the Pix PSP). */
    kind: text("kind", { enum: DISPUTE_KINDS }).notNull().default("card"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** The dispute fee charged when the funds were withdrawn (0 while none was). */
    feeAmount: bigint("fee_amount", { mode: "number" }).notNull().default(0),
    reason: text("reason", { enum: DISPUTE_REASONS }).notNull(),
    networkReasonCode: text("network_reason_code").notNull(),
    network: text("network").notNull(),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull(),
    /** The acquirer's id of the dispute (the PSP's infraction report id for MED): a second notification books nothing. */
    acquirerReference: text("acquirer_reference").notNull(),
    dueBy: timestamp("due_by", { withTimezone: true, mode: "date" }).notNull(),
    fundsWithdrawn: boolean("funds_withdrawn").notNull().default(false),
    fundsReinstated: boolean("funds_reinstated").notNull().default(false),
    liability: jsonb("liability").$type<DisputeLiability[]>().notNull().default([]),
    evidence: jsonb("evidence").$type<DisputeEvidenceText>().notNull().default({}),
    evidenceSubmittedAt: timestamp("evidence_submitted_at", { withTimezone: true, mode: "date" }),
    timeline: jsonb("timeline").$type<DisputeTimelineEntry[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    /** MED, lost or accepted: our id of the devolução at the PSP (`PUT /pix/{e2eid}/devolucao/{id}`) and where it stands. */
    pixDevolucaoId: text("pix_devolucao_id"),
    pixDevolucaoStatus: text("pix_devolucao_status", { enum: PIX_MED_DEVOLUCAO_STATUSES }),
  },
  (t) => [
    index("disputes_merchant_due_idx").on(t.merchantId, t.dueBy),
    // The list by status (the queue of those awaiting an answer) and by kind (MED), soonest deadline first:
    // each filter an index condition, so the page and its count read only the matching disputes, not all of a
    // merchant's (BENCHMARKS.md, "Issue 30, item 3").
    index("disputes_merchant_status_due_idx").on(t.merchantId, t.status, t.dueBy, t.id),
    index("disputes_merchant_kind_due_idx").on(t.merchantId, t.kind, t.dueBy, t.id),
    // One dispute per charge: a second notification for the charge is the same dispute.
    uniqueIndex("disputes_charge_key").on(t.chargeId),
    uniqueIndex("disputes_acquirer_reference_key").on(t.acquirerReference),
    // The MED devolução job reads only those still to be asked or followed at the PSP.
    index("disputes_pix_devolucao_open_idx")
      .on(t.closedAt)
      .where(sql`pix_devolucao_status in ('pending', 'processing')`),
    index("disputes_open_due_idx")
      .on(t.dueBy)
      .where(sql`status in ('warning_needs_response', 'needs_response')`),
  ],
);

/** A file of evidence (PDF, PNG or JPEG, checked by its bytes), kept in the database beside its dispute. */
export const disputeEvidenceFiles = pgTable(
  "dispute_evidence_files",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id").notNull(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("dispute_evidence_files_merchant_dispute_idx").on(t.merchantId, t.disputeId)],
);
