import type { ChargeContext } from "@/server/payments/charge-context/charge-context";
import type { EntryView, WalletView } from "@/server/money/wallets/schemas";

export type { ChargeContext, EntryView, WalletView };

export interface StatementView {
  wallet_id: string;
  currency_code: string;
  /** The time zone whose days the period counts (America/Sao_Paulo). */
  time_zone: string;
  start_date: string;
  end_date: string;
  opening_balance: number;
  closing_balance: number;
  entries: EntryView[];
  /** The charges the entries name, described (server/payments/charge-context). */
  charges: ChargeContext[];
  truncated: boolean;
  summary: {
    entry_count: number;
    total_credits: number;
    total_debits: number;
    net_change: number;
    by_type: Array<{ type: string; count: number; credits: number; debits: number; net: number }>;
  };
}
