import type { Query } from "@/components/api/api-fetch";

export const webhookKeys = {
  all: ["webhooks"] as const,
  endpoints: (q: Query = {}) => [...webhookKeys.all, "endpoints", q] as const,
  logs: (q: Query = {}) => [...webhookKeys.all, "logs", q] as const,
  log: (id: string) => [...webhookKeys.all, "log", id] as const,
};
