import type { EntryView, WalletView } from "@/server/wallets/schemas";

export type { EntryView, WalletView };

export interface StatementView {
  wallet_id: string;
  currency_code: string;
  start_date: string;
  end_date: string;
  opening_balance: number;
  closing_balance: number;
  entries: EntryView[];
  truncated: boolean;
  summary: {
    entry_count: number;
    total_credits: number;
    total_debits: number;
    net_change: number;
    by_type: Array<{ type: string; count: number; credits: number; debits: number; net: number }>;
  };
}
