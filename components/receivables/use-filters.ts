"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { FILTER_KEYS, type FilterKey } from "./types";

export type Filters = Partial<Record<FilterKey, string>>;

/** Filters and page live in the URL, so a view can be shared and reloaded. */
export function useReceivableFilters() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filters = useMemo(() => {
    const f: Filters = {};
    for (const key of FILTER_KEYS) {
      const v = params.get(key);
      if (v) f[key] = v;
    }
    return f;
  }, [params]);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const update = useCallback(
    (changes: Filters & { page?: string }) => {
      const next = new URLSearchParams(params.toString());
      for (const [k, v] of Object.entries(changes)) {
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
