"use client";

import { useEffect, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { useStepUpGuard } from "@/components/step-up/step-up-context";
import type { BankView } from "@/server/money/banks/schemas";
import type { RecipientView } from "@/server/money/recipients/schemas";
import { bankKeys, recipientKeys } from "./query-keys";

export type { BankView, RecipientView };

/** The current recipients of the merchant in view (the server picks it from the session). */
export function useRecipients(initial: RecipientView[]) {
  const query = { limit: 100 };
  return useQuery({
    queryKey: recipientKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<RecipientView>>("/recipients", { query, signal }),
    initialData: { data: initial, pagination: { page: 1, limit: 100, total: initial.length, total_pages: 1 } },
    staleTime: 30_000,
  });
}

/** A money-out change: the server may ask this session to step up first (components/step-up/). */
export function useSetRecipient() {
  const qc = useQueryClient();
  const guard = useStepUpGuard();
  return useMutation({
    mutationFn: ({ type, body }: { type: RecipientView["type"]; body: Record<string, unknown> }) =>
      guard(() => apiFetch<One<RecipientView>>(`/recipients/${type}`, { method: "PUT", body })).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}

/** An admin ends a destination's cooling-off now (the merchant in view is named by the page). */
export function useReleaseRecipient(merchantId: string | undefined) {
  const qc = useQueryClient();
  const guard = useStepUpGuard();
  return useMutation({
    mutationFn: (type: RecipientView["type"]) =>
      guard(() =>
        apiFetch<One<RecipientView>>(`/recipients/${type}/release`, {
          method: "POST",
          query: { merchant_id: merchantId },
          body: {},
        }),
      ).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The banks directory searched as the user types (debounced; the previous answer stays while typing). */
export function useBankSearch(search: string, enabled: boolean) {
  const term = useDebounced(search.trim(), 200);
  const query = { search: term || undefined, limit: 8 };
  return useQuery({
    queryKey: bankKeys.search(query),
    queryFn: ({ signal }) => apiFetch<Page<BankView>>("/banks", { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
