import type { Query } from "@/components/api/api-fetch";

export const fraudKeys = {
  all: ["fraud"] as const,
  reviews: (q: Query) => [...fraudKeys.all, "reviews", q] as const,
  settings: (merchantId: string) => [...fraudKeys.all, "settings", merchantId] as const,
};
