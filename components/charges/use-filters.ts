"use client";

import { useUrlFilters } from "@/components/ui/use-url-filters";
import { FILTER_KEYS, type FilterKey } from "./types";

export type Filters = Partial<Record<FilterKey, string>>;

export function useChargeFilters() {
  return useUrlFilters(FILTER_KEYS);
}
