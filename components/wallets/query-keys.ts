import type { Query } from "@/components/api/api-fetch";

export const walletKeys = {
  all: ["wallets"] as const,
  statement: (id: string, q: Query) => [...walletKeys.all, "statement", id, q] as const,
};
