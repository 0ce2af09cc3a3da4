import type { WithdrawalApproval, WithdrawalMethod, WithdrawalStatus } from "@/db/vocabularies";
export { WITHDRAWAL_STATUSES as STATUSES } from "@/db/vocabularies";
export type { WithdrawalMethod, WithdrawalStatus } from "@/db/vocabularies";

/** GET /v1/withdrawals/{id} (server/money/withdrawals/schemas.ts). */
export interface WithdrawalView {
  id: string;
  merchant_id: string;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  amount: number;
  fee_amount: number;
  total_amount: number;
  currency: string;
  description: string | null;
  recipient: RecipientView;
  bank: { code: string; ispb: string; name: string } | null;
  scheduled_for: string;
  failure_code: string | null;
  failure_message: string | null;
  authentication_code: string | null;
  approval: WithdrawalApproval | null;
  reason: string | null;
  receipt_url: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface WithdrawalPage {
  data: WithdrawalView[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
}

export interface MethodView {
  method: WithdrawalMethod;
  available: boolean;
  recipient_type: "bank_account" | "pix_key" | null;
  unavailable_reason: "pix_recipient_required" | "bank_account_required" | null;
  fee_amount: number;
  timing: "instant" | "bank_window";
}

/** GET /v1/merchants/{id}/withdrawal-settings: the daily total and what is left of it. */
export interface WithdrawalSettingsView {
  merchant_id: string;
  daily_max_amount: number;
  daily_used_amount: number;
  daily_remaining_amount: number;
}

export interface SummaryView {
  withdrawn_amount: number;
  fees_paid: number;
}

export interface WalletView {
  wallet_type: "main" | "reserve";
  owner_type: "merchant" | "platform";
  currency: string;
  balance: number;
}

/** A recipient in one line, masked as the API gives it: `Itaú · 1234 · ****5432-1` or `Pix · f***@x.com`. */
export function recipientLine(r: RecipientView, bankName?: string | null): string {
  const s = (k: string) => {
    const v = r[k];
    return typeof v === "string" ? v : "";
  };
  if (r.type === "pix_key") return `Pix · ${s("key")}`;
  const account = `${s("account_number")}${s("account_check_digit") ? `-${s("account_check_digit")}` : ""}`;
  return [bankName || s("bank_code"), s("branch"), account].filter(Boolean).join(" · ");
}

/** A recipient as GET /v1/recipients lists it (masked), with its bank for accounts. */
export type RecipientView = {
  type?: unknown;
  bank?: { name: string; short_name?: string | null; common_name?: string | null } | null;
} & Record<string, unknown>;
