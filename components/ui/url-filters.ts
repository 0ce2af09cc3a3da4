/**
 * A list's filters and page as its URL holds them (components/ui/use-url-filters.ts): read the same way in the
 * browser and by a page that reads the first answers on the server.
 */
export function filtersFromParams<K extends string>(
  get: (key: string) => string | null | undefined,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const v = get(key);
    if (v) filters[key] = v;
  }
  return filters;
}

/** The page number, 1 when absent or not a number. */
export function pageFromParam(value: string | null | undefined): number {
  return Math.max(1, Number(value) || 1);
}
