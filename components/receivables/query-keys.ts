import type { Query } from "@/components/api/api-fetch";

export const receivableKeys = {
  all: ["receivables"] as const,
  list: (q: Query) => [...receivableKeys.all, "list", q] as const,
  summary: (q: Query) => [...receivableKeys.all, "summary", q] as const,
};
