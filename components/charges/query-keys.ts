import type { Query } from "@/components/api/api-fetch";

export const chargeKeys = {
  all: ["charges"] as const,
  list: (q: Query) => [...chargeKeys.all, "list", q] as const,
  detail: (id: string) => [...chargeKeys.all, "detail", id] as const,
};
