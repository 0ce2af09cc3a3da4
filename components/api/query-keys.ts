/**
 * Query-key factories, one per resource: `[resource, scope, params]`, so that a mutation can
 * invalidate everything of a resource with `queryClient.invalidateQueries({ queryKey: apiKeyKeys.all })`.
 * Each area keeps its factory next to its components (components/<area>/query-keys.ts) in this shape:
 *
 *   export const chargeKeys = {
 *     all: ["charges"] as const,
 *     list: (q: Query) => [...chargeKeys.all, "list", q] as const,
 *     detail: (id: string) => [...chargeKeys.all, "detail", id] as const,
 *   };
 */
import type { Query } from "./api-fetch";

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: (q: Query = {}) => [...apiKeyKeys.all, "list", q] as const,
};
