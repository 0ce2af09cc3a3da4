import type { Query } from "@/components/api/api-fetch";

/** Query keys of the admin screens, one factory per resource (components/api/query-keys.ts). */
export const merchantKeys = {
  all: ["merchants"] as const,
  list: (q: Query) => [...merchantKeys.all, "list", q] as const,
  users: (id: string) => [...merchantKeys.all, "users", id] as const,
  pricing: (id: string) => [...merchantKeys.all, "pricing", id] as const,
  reserves: (id: string) => [...merchantKeys.all, "reserves", id] as const,
  withdrawalSettings: (id: string) => [...merchantKeys.all, "withdrawal-settings", id] as const,
};

export const auditKeys = {
  all: ["audit-events"] as const,
  list: (q: Query) => [...auditKeys.all, "list", q] as const,
};

export const splitPartnerKeys = {
  all: ["split-partners"] as const,
  list: (q: Query) => [...splitPartnerKeys.all, "list", q] as const,
};
