import { z } from "zod";
import { DISPUTE_KINDS, DISPUTE_REASONS, DISPUTE_STATUSES, PIX_MED_DEVOLUCAO_STATUSES } from "@/db/vocabularies";
import { pageQuery, queryDate } from "@/server/platform/lists/pagination";

const text = (description: string) => z.string().trim().max(5_000).meta({ description });

/** Evidence text fields, as Stripe names them; each at most 5,000 characters. */
export const evidenceTextShape = {
  product_description: text("What was sold, and how it matches what the cardholder ordered."),
  customer_name: text("The cardholder's name as the merchant knows it."),
  customer_email: text("The e-mail the customer used."),
  customer_communication: text("Messages with the customer that show the purchase was made or received."),
  shipping_carrier: text("Who delivered (Correios, a carrier)."),
  shipping_tracking_number: text("The tracking code of the delivery."),
  shipping_date: text("When it was shipped."),
  refund_policy: text("The refund policy shown to the customer, and how."),
  cancellation_policy: text("The cancellation policy of a subscription, and how it was shown."),
  uncategorized_text: text("Anything else. In the sandbox, `winning_evidence` wins and `losing_evidence` loses."),
};

export const disputeFileSchema = z
  .object({
    id: z.uuid(),
    filename: z.string(),
    content_type: z.enum(["application/pdf", "image/png", "image/jpeg"]),
    size: z.number().int().meta({ description: "Bytes." }),
    sha256: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "DisputeEvidenceFile" });

export const disputeSchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid(),
    charge_id: z.uuid(),
    kind: z.enum(DISPUTE_KINDS).meta({
      description:
        "`card`: a chargeback or retrieval request told by the acquirer. `pix_med`: a Pix MED infraction report (notificação de infração) told by the Pix PSP; its amount is blocked (bloqueio cautelar) and, lost or accepted, returned to the payer as a devolução.",
    }),
    status: z.enum(DISPUTE_STATUSES).meta({
      description:
        "`warning_needs_response` (retrieval request, no money moved), `needs_response` (chargeback, funds withdrawn), `under_review` (evidence submitted), then `won`, `lost` or `accepted`.",
    }),
    amount: z.number().int().meta({ description: "Disputed centavos: all or part of the captured amount." }),
    currency: z.string(),
    fee_amount: z.number().int().meta({ description: "The dispute fee charged (0 while no funds were withdrawn)." }),
    reason: z.enum(DISPUTE_REASONS),
    network: z
      .string()
      .meta({ description: "The card network whose reason code this is (`visa`, `mastercard`), or `pix` for MED." }),
    network_reason_code: z
      .string()
      .meta({ example: "10.4", description: "The network's reason code; for MED, DICT's `infractionType` (`FRAUD`)." }),
    due_by: z.iso
      .datetime()
      .meta({ description: "Evidence must be submitted before this instant, or the dispute is lost." }),
    funds_withdrawn: z.boolean(),
    funds_reinstated: z.boolean(),
    liability: z
      .array(z.object({ merchant_id: z.uuid(), amount: z.number().int() }))
      .meta({ description: "Who bore the disputed amount (the split rules' `liable` receivers, else the merchant)." }),
    evidence: z.object(evidenceTextShape).partial(),
    evidence_files: z.array(disputeFileSchema),
    evidence_submitted_at: z.iso.datetime().nullable(),
    timeline: z.array(
      z.object({
        at: z.iso.datetime(),
        type: z.enum([
          "opened",
          "funds_withdrawn",
          "evidence_updated",
          "submitted",
          "won",
          "lost",
          "accepted",
          "funds_reinstated",
          "devolucao_requested",
          "devolucao_returned",
          "devolucao_failed",
        ]),
        status: z.enum(DISPUTE_STATUSES),
        note: z.string().optional(),
      }),
    ),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    closed_at: z.iso.datetime().nullable(),
    pix_devolucao: z
      .object({
        id: z.string().meta({ description: "Our id of the devolução at the PSP (`/pix/{e2eid}/devolucao/{id}`)." }),
        status: z.enum(PIX_MED_DEVOLUCAO_STATUSES),
      })
      .nullable()
      .meta({
        description:
          "MED lost or accepted: the devolução of the blocked amount to the payer. `pending` until the PSP accepts it, `processing`, then `returned` or `failed`. Null otherwise.",
      }),
  })
  .meta({ id: "Dispute" });

export const listDisputesQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(DISPUTE_STATUSES).optional(),
  reason: z.enum(DISPUTE_REASONS).optional(),
  kind: z.enum(DISPUTE_KINDS).optional(),
  charge_id: z.uuid().optional(),
  due_from: queryDate.optional().meta({ description: "Due at or after (a date is the start of that UTC day)." }),
  due_to: queryDate.optional().meta({ description: "Due at or before (a date includes that whole UTC day)." }),
  merchant_id: z
    .uuid()
    .optional()
    .meta({ description: "Admins: one merchant's disputes. A merchant naming another merchant gets 403." }),
});

/** At most this many files per request and per dispute. */
export const MAX_EVIDENCE_FILES = 5;

export const evidenceBody = z
  .strictObject({
    ...Object.fromEntries(Object.entries(evidenceTextShape).map(([k, v]) => [k, v.optional()])),
    files: z
      .array(
        z.strictObject({
          filename: z.string().trim().min(1).max(200),
          file: z.string().min(1).meta({
            description: "The file as base64 or a data URL: PDF, PNG or JPEG, decided by its bytes, not its name.",
          }),
        }),
      )
      .max(MAX_EVIDENCE_FILES)
      .optional(),
  })
  .meta({ id: "DisputeEvidenceRequest" }) as z.ZodType<
  Partial<Record<keyof typeof evidenceTextShape, string>> & { files?: Array<{ filename: string; file: string }> }
>;

export const openDisputeBody = z
  .strictObject({
    charge_id: z.uuid(),
    reason: z.enum(DISPUTE_REASONS),
    amount: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: "Centavos; defaults to what is left of the captured amount after refunds." }),
    kind: z.enum(["chargeback", "inquiry"]).default("chargeback").meta({
      description:
        "`inquiry` opens a retrieval request (`warning_needs_response`), moving no money. A Pix charge gets a MED infraction report instead (reason `fraudulent`, `chargeback` only).",
    }),
  })
  .meta({ id: "OpenDisputeRequest" });

export const closeDisputeBody = z
  .strictObject({ outcome: z.enum(["won", "lost"]) })
  .meta({ id: "CloseDisputeRequest" });

export const disputeRatesQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(365).default(30).meta({ description: "The window, in days up to now." }),
});

export const disputeRateSchema = z
  .object({
    merchant_id: z.uuid(),
    merchant_name: z.string(),
    captured_charges: z.number().int(),
    disputes: z.number().int(),
    open_disputes: z.number().int(),
    amount_at_stake: z.number().int().meta({ description: "Centavos of the open disputes." }),
    rate: z
      .number()
      .meta({ description: "Card disputes ÷ captured card charges of the window, a fraction (0.009 = 0.9 %)." }),
    above_threshold: z.boolean().meta({ description: "True above 0.9 %, where the card networks' monitoring starts." }),
  })
  .meta({ id: "DisputeRate" });
