/** A dispute as GET /v1/disputes answers it (the fields the screen reads). */
export interface DisputeView {
  id: string;
  merchant_id: string;
  charge_id: string;
  kind: "card" | "pix_med";
  status: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
  amount: number;
  fee_amount: number;
  currency: string;
  reason: string;
  network: string;
  network_reason_code: string;
  due_by: string;
  evidence: Record<string, string>;
  evidence_files: Array<{ id: string; filename: string; content_type: string; size: number }>;
  evidence_submitted_at: string | null;
  timeline: Array<{ at: string; type: string; status: string }>;
  pix_devolucao: { id: string; status: "pending" | "processing" | "returned" | "failed" } | null;
}

export interface DisputeRateView {
  merchant_id: string;
  merchant_name: string;
  captured_charges: number;
  disputes: number;
  open_disputes: number;
  amount_at_stake: number;
  rate: number;
  above_threshold: boolean;
}

export const OPEN = ["warning_needs_response", "needs_response", "under_review"];
export const ANSWERABLE = ["warning_needs_response", "needs_response"];
export const EVIDENCE_FIELDS = [
  "product_description",
  "customer_communication",
  "shipping_tracking_number",
  "refund_policy",
  "uncategorized_text",
] as const;
