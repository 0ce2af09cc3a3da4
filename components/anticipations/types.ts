import type { Query } from "@/components/api/api-fetch";
import type { AnticipationView, SettingsView, SimulationView, SummaryView } from "@/server/money/anticipations/schemas";

export type { AnticipationView, SettingsView, SimulationView, SummaryView };

export const ANTICIPATION_STATUSES = ["pending", "processing", "completed", "canceled", "rejected"] as const;
export type AnticipationStatus = (typeof ANTICIPATION_STATUSES)[number];

export const anticipationKeys = {
  all: ["anticipations"] as const,
  list: (q: Query) => [...anticipationKeys.all, "list", q] as const,
  summary: (q: Query) => [...anticipationKeys.all, "summary", q] as const,
  simulation: (body: unknown) => [...anticipationKeys.all, "simulation", body] as const,
  eligible: (q: Query) => [...anticipationKeys.all, "eligible", q] as const,
  settings: (merchantId: string) => [...anticipationKeys.all, "settings", merchantId] as const,
};

/** What the simulator sends: the body of a request. */
export type AnticipationBody =
  | { anticipation_type: "spot"; settlement_date_from?: string; settlement_date_to?: string }
  | { anticipation_type: "spot"; amount: number }
  | { anticipation_type: "spot"; receivable_ids: string[] };
