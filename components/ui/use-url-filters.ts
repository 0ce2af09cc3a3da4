"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { filtersFromParams, pageFromParam } from "./url-filters";

/**
 * A list's filters and page live in the URL, so a filtered view can be shared, bookmarked and
 * reloaded. Changing a filter starts again from the first page.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filters = useMemo(() => filtersFromParams((key) => params.get(key), keys), [params, keys]);
  const page = pageFromParam(params.get("page"));

  const update = useCallback(
    (changes: Partial<Record<K | "page", string>>) => {
      const next = new URLSearchParams(params.toString());
      for (const [k, v] of Object.entries(changes) as Array<[string, string | undefined]>) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!("page" in changes)) next.delete("page");
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );

  const clear = useCallback(() => router.replace(pathname, { scroll: false }), [pathname, router]);
  return { filters, page, update, clear };
}
