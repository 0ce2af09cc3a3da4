"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import { Button, Dialog, Field, Input, useToast } from "@/components/ui";
import { withdrawalKeys } from "./query-keys";
import type { WithdrawalPage, WithdrawalView } from "./types";

export type Decision = { kind: "approve" | "reject"; w: WithdrawalView } | null;

/**
 * An admin's decision on a withdrawal held past the merchant's daily total (docs/api/risk.md), confirmed in a
 * dialog that repeats the amount; the reason is optional and the merchant sees it.
 */
export function ReviewDialog({
  decision,
  merchantName,
  onClose,
}: {
  decision: Decision;
  merchantName?: string;
  onClose: () => void;
}) {
  const t = useTranslations("withdrawals");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: ({ kind, id }: { kind: "approve" | "reject"; id: string }) =>
      apiFetch<One<WithdrawalView>>(`/withdrawals/${id}/${kind}`, {
        method: "POST",
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: (_res, v) => toast.success(t(v.kind === "approve" ? "approvedToast" : "rejectedToast")),
    onError: (e) => toast.error(codes.error(e)),
    onSettled: () => {
      setReason("");
      onClose();
      void client.invalidateQueries({ queryKey: withdrawalKeys.all });
    },
  });
  const kind = decision?.kind ?? "approve";
  const amount = decision ? fmt.money(decision.w.amount, decision.w.currency) : "";
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      title={t(kind === "approve" ? "approveTitle" : "rejectTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("back")}
          </Button>
          <Button
            variant={kind === "approve" ? "primary" : "danger"}
            loading={decide.isPending}
            data-testid={`confirm-${kind}`}
            onClick={() => decision && decide.mutate({ kind, id: decision.w.id })}
          >
            {t(kind === "approve" ? "approve" : "reject")}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        {t(kind === "approve" ? "approveText" : "rejectText", { amount, merchant: merchantName ?? "" })}
      </p>
      <Field label={t("reviewReason")} htmlFor="review-reason">
        <Input id="review-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </Dialog>
  );
}

/** The admin's review queue at a glance: how many withdrawals wait, and a way to list only them. */
export function ReviewQueueNotice({ onShow }: { onShow: () => void }) {
  const t = useTranslations("withdrawals");
  const query = { status: "pending_review", page: 1, per_page: 1 };
  const waiting = useQuery({
    queryKey: withdrawalKeys.list(query),
    queryFn: ({ signal }) => apiFetch<WithdrawalPage>("/withdrawals", { query, signal }),
  });
  const count = waiting.data?.pagination.total ?? 0;
  if (count === 0) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-900"
      data-testid="review-queue"
    >
      <span>{t("reviewQueue", { count })}</span>
      <Button size="sm" variant="secondary" onClick={onShow}>
        {t("reviewQueueShow")}
      </Button>
    </div>
  );
}
