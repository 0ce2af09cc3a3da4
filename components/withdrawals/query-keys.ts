import type { Query } from "@/components/api/api-fetch";

export const withdrawalKeys = {
  all: ["withdrawals"] as const,
  list: (q: Query) => [...withdrawalKeys.all, "list", q] as const,
  summary: (q: Query) => [...withdrawalKeys.all, "summary", q] as const,
  methods: () => [...withdrawalKeys.all, "methods"] as const,
  // Balances move with every withdrawal, so they live under the same root and are invalidated with it.
  wallets: () => [...withdrawalKeys.all, "wallets"] as const,
  recipients: () => [...withdrawalKeys.all, "recipients"] as const,
  // What is left of the day's total moves with every withdrawal too.
  settings: (merchantId: string) => [...withdrawalKeys.all, "settings", merchantId] as const,
};
