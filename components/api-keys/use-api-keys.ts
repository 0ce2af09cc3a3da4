"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type One, type Page } from "@/components/api/api-fetch";
import { apiKeyKeys } from "@/components/api/query-keys";
import { useStepUpGuard } from "@/components/step-up/step-up-context";
import type { ApiKeyView } from "@/server/accounts/api-keys/schemas";

export type ApiKey = ApiKeyView;
export type CreatedApiKey = ApiKey & { secret_key: string };
export interface KeyInput {
  name?: string;
  status?: "active" | "inactive";
  ip_whitelist?: string[];
}

export function useApiKeys(page: number) {
  const query = { page, limit: 20 };
  return useQuery({
    queryKey: apiKeyKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<ApiKey>>("/api-keys", { query, signal }),
  });
}

/**
 * Every key mutation invalidates the whole resource: lists of every page refetch. Creating a key and widening
 * one may need this session to step up first (components/step-up/); the guard asks only when the server does.
 */
export function useApiKeyMutations() {
  const qc = useQueryClient();
  const guard = useStepUpGuard();
  const invalidate = () => qc.invalidateQueries({ queryKey: apiKeyKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: KeyInput) =>
        guard(() => apiFetch<One<CreatedApiKey>>("/api-keys", { method: "POST", body: input })).then((r) => r.data),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: KeyInput }) =>
        guard(() => apiFetch<One<ApiKey>>(`/api-keys/${id}`, { method: "PATCH", body: input })).then((r) => r.data),
      onSuccess: invalidate,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => apiFetch<One<ApiKey>>(`/api-keys/${id}`, { method: "DELETE" }),
      onSuccess: invalidate,
    }),
  };
}
