import type { Query } from "@/components/api/api-fetch";

export const recipientKeys = {
  all: ["recipients"] as const,
  list: (q: Query = {}) => [...recipientKeys.all, "list", q] as const,
};

export const bankKeys = {
  all: ["banks"] as const,
  search: (q: Query = {}) => [...bankKeys.all, "search", q] as const,
};
