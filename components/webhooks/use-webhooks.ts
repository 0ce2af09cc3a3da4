"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type One, type Page, type Query } from "@/components/api/api-fetch";
import type { DeliveryAttemptView, DeliveryLogView, EndpointView } from "@/server/delivery/webhooks/schemas";
import type { ApiVersion } from "@/server/universal/api-versions";
import { webhookKeys } from "./query-keys";

export type Endpoint = EndpointView;
export type EndpointWithSecret = Endpoint & { secret: string };
export type DeliveryLog = DeliveryLogView;
export type DeliveryAttempt = DeliveryAttemptView;
export type DeliveryLogDetail = DeliveryLog & {
  request: { url: string | null; headers: Record<string, string> | null; body: string };
  attempts: DeliveryAttempt[];
};
export interface EndpointInput {
  url?: string;
  events?: string[];
  description?: string | null;
  active?: boolean;
  api_version?: ApiVersion;
}

export function useEndpoints() {
  const query = { page: 1, limit: 100 };
  return useQuery({
    queryKey: webhookKeys.endpoints(query),
    queryFn: ({ signal }) => apiFetch<Page<Endpoint>>("/postbacks/endpoints", { query, signal }),
  });
}

/** Every mutation invalidates the whole area: endpoints and logs (a test event adds a log). */
export function useEndpointMutations() {
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: webhookKeys.all });
  const base = "/postbacks/endpoints";
  return {
    create: useMutation({
      mutationFn: (input: EndpointInput) =>
        apiFetch<One<EndpointWithSecret>>(base, { method: "POST", body: input }).then((r) => r.data),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: EndpointInput }) =>
        apiFetch<One<Endpoint>>(`${base}/${id}`, { method: "PATCH", body: input }).then((r) => r.data),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<One<Endpoint>>(`${base}/${id}`, { method: "DELETE" }),
      onSuccess: invalidate,
    }),
    regenerate: useMutation({
      mutationFn: (id: string) =>
        apiFetch<One<EndpointWithSecret>>(`${base}/${id}/regenerate-secret`, { method: "POST" }).then((r) => r.data),
      onSuccess: invalidate,
    }),
    test: useMutation({
      mutationFn: (id: string) =>
        apiFetch<One<DeliveryLogDetail>>(`${base}/${id}/test`, { method: "POST" }).then((r) => r.data),
      onSuccess: invalidate,
    }),
  };
}

/** Logs refresh every few seconds: deliveries change state on their own (retries, the dispatcher). */
export function useDeliveryLogs(query: Query) {
  return useQuery({
    queryKey: webhookKeys.logs(query),
    queryFn: ({ signal }) => apiFetch<Page<DeliveryLog>>("/postbacks/delivery-logs", { query, signal }),
    refetchInterval: 5_000,
  });
}

export function useDeliveryLog(id: string) {
  return useQuery({
    queryKey: webhookKeys.log(id),
    queryFn: ({ signal }) =>
      apiFetch<One<DeliveryLogDetail>>(`/postbacks/delivery-logs/${id}`, { signal }).then((r) => r.data),
    refetchInterval: 5_000,
  });
}

export function useResend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<One<DeliveryLogDetail>>(`/postbacks/delivery-logs/${id}/resend`, { method: "POST" }).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
