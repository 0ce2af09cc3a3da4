import type { NoticeKind } from "@/db/vocabularies";
import type { ChangedBy } from "./changed-by";

/** What a notice of a changed payout destination says; masked, as the API shows a recipient. */
export interface RecipientChangeNotice {
  recipient_id: string;
  recipient_type: "bank_account" | "pix_key";
  /** The new destination, masked (server/money/recipients/destination-label.ts). */
  destination: string;
  changed_at: string;
  changed_by: ChangedBy;
  payouts_available_at: string;
}

/** A notice as the dashboard shows it. */
export interface NoticeView {
  id: string;
  kind: NoticeKind;
  created_at: string;
  data: RecipientChangeNotice;
}
