import type { Query } from "@/components/api/api-fetch";
import type { Filters } from "./use-filters";

/**
 * What the receivables screen asks for, from its URL's filters and page: the screen asks with these, and the page
 * (app/(dashboard)/receivables/page.tsx) reads the same answers on the server, so the screen arrives with them.
 */
export const RECEIVABLES_PAGE_SIZE = 20;

export function receivablesQueries(filters: Filters, page: number): { list: Query; summary: Query } {
  const { period = "month", ...listFilters } = filters;
  return {
    list: { ...listFilters, page, limit: RECEIVABLES_PAGE_SIZE },
    summary: {
      period,
      merchant_id: filters.merchant_id,
      date_from: filters.settlement_date_from,
      date_to: filters.settlement_date_to,
    },
  };
}
