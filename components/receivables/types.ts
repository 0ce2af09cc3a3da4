import type { z } from "zod";
import type { receivableSchema, summarySchema } from "@/server/money/receivables/schemas";

export type ReceivableView = z.infer<typeof receivableSchema>;
export type SummaryView = z.infer<typeof summarySchema>;

export const STATUSES = ["pending", "reserved", "anticipated", "settled", "canceled", "suspended"] as const;
export type ReceivableStatus = (typeof STATUSES)[number];

export const STATUS_COLORS: Record<ReceivableStatus, string> = {
  pending: "#f59e0b",
  reserved: "#8b5cf6",
  anticipated: "#0ea5e9",
  settled: "#10b981",
  canceled: "#94a3b8",
  suspended: "#ef4444",
};

export const FILTER_KEYS = [
  "status",
  "settlement_date_from",
  "settlement_date_to",
  "charge_id",
  "search",
  "merchant_id",
  "period",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
