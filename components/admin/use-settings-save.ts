"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { apiFetch, ApiError } from "@/components/api/api-fetch";
import { useToast } from "@/components/ui";

/**
 * The save of an admin settings card (pricing, refunds and rolling reserve): PATCH only the fields that
 * changed, then say so and read the card again; a refusal is a toast with the server's code.
 */
export function useSettingsSave({
  path,
  queryKey,
  changes,
  messages,
}: {
  path: string;
  queryKey: QueryKey;
  changes: Record<string, unknown>;
  messages: { saved: string; saveError: string };
}) {
  const toast = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(path, { method: "PATCH", body: changes }),
    onSuccess: async () => {
      toast.success(messages.saved);
      await client.invalidateQueries({ queryKey });
    },
    onError: (e) => toast.error(e instanceof ApiError ? `${messages.saveError} (${e.code})` : messages.saveError),
  });
}
