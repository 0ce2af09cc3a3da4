"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import { Button, ConfirmDialog, Dialog, Field, Input, useToast } from "@/components/ui";
import { moneyInputText, parseMoneyInput } from "./money-input";
import { chargeKeys } from "./query-keys";
import type { ChargeView } from "./types";

type Kind = "refund" | "capture" | "cancel";

/** A fresh key per opened dialog: a double click or a retry of the same confirmation acts once. */
const newKey = () => crypto.randomUUID();

function AmountDialog({
  kind,
  charge,
  max,
  onClose,
}: {
  kind: "refund" | "capture";
  charge: ChargeView;
  max: number;
  onClose: () => void;
}) {
  const t = useTranslations(kind === "refund" ? "charges.refundDialog" : "charges.captureDialog");
  const common = useTranslations("common");
  const codes = useCodes();
  const fmt = useFormat();
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [text, setText] = useState(moneyInputText(max, fmt.locale));
  const [reason, setReason] = useState("");
  const [key] = useState(newKey);
  const amount = parseMoneyInput(text);
  const error =
    amount === null || amount <= 0
      ? t("invalid")
      : amount > max
        ? t("tooHigh", { max: fmt.money(max, charge.currency) })
        : undefined;
  const mutation = useMutation({
    mutationFn: () =>
      apiFetch<One<ChargeView>>(`/charges/${charge.id}/${kind}`, {
        method: "POST",
        body: kind === "refund" ? { amount, ...(reason.trim() && { reason: reason.trim() }) } : { amount },
        idempotencyKey: key,
      }),
    onSuccess: async () => {
      toast.success(t("done", { amount: fmt.money(amount ?? 0, charge.currency) }));
      await queryClient.invalidateQueries({ queryKey: chargeKeys.all });
      router.refresh();
      onClose();
    },
  });
  const apiError = mutation.error ? codes.error(mutation.error) : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title")}
      description={t("description", { max: fmt.money(max, charge.currency) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {common("cancel")}
          </Button>
          <Button
            variant={kind === "refund" ? "danger" : "primary"}
            disabled={!!error}
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
            data-testid={`confirm-${kind}`}
          >
            {t("confirm", { amount: error ? "" : fmt.money(amount ?? 0, charge.currency) })}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!error) mutation.mutate();
        }}
      >
        <Field label={t("amount")} htmlFor={`${kind}-amount`} error={error}>
          <Input
            id={`${kind}-amount`}
            inputMode="decimal"
            value={text}
            aria-invalid={!!error}
            onChange={(e) => setText(e.target.value)}
            autoFocus
          />
        </Field>
        {kind === "refund" && (
          <Field label={t("reason")} htmlFor="refund-reason">
            <Input id="refund-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </Field>
        )}
        {apiError && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
            {apiError}
          </p>
        )}
      </form>
    </Dialog>
  );
}

function CancelDialog({ charge, onClose }: { charge: ChargeView; onClose: () => void }) {
  const t = useTranslations("charges.cancelDialog");
  const codes = useCodes();
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [key] = useState(newKey);
  const mutation = useMutation({
    mutationFn: () =>
      apiFetch<One<ChargeView>>(`/charges/${charge.id}/cancel`, { method: "POST", body: {}, idempotencyKey: key }),
    onSuccess: async () => {
      toast.success(t("done"));
      await queryClient.invalidateQueries({ queryKey: chargeKeys.all });
      router.refresh();
      onClose();
    },
    onError: (e) => toast.error(codes.error(e)),
  });
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => mutation.mutate()}
      title={t("title")}
      message={t("message")}
      confirmLabel={t("confirm")}
      loading={mutation.isPending}
    />
  );
}

/** Capture, refund and cancel, offered only when the charge's state allows them. */
export function ChargeActions({ charge }: { charge: ChargeView }) {
  const t = useTranslations("charges.detail");
  const [open, setOpen] = useState<Kind | null>(null);
  const canCapture = charge.status === "authorized";
  const canCancel = charge.status === "authorized" || charge.status === "pending";
  const canRefund =
    (charge.status === "captured" || charge.status === "partially_refunded") && charge.refundable_amount > 0;
  if (!canCapture && !canCancel && !canRefund) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canCapture && <Button onClick={() => setOpen("capture")}>{t("capture")}</Button>}
      {canRefund && (
        <Button variant="secondary" onClick={() => setOpen("refund")}>
          {t("refund")}
        </Button>
      )}
      {canCancel && (
        <Button variant="secondary" onClick={() => setOpen("cancel")}>
          {t("cancel")}
        </Button>
      )}
      {open === "refund" && (
        <AmountDialog kind="refund" charge={charge} max={charge.refundable_amount} onClose={() => setOpen(null)} />
      )}
      {open === "capture" && (
        <AmountDialog kind="capture" charge={charge} max={charge.amount} onClose={() => setOpen(null)} />
      )}
      {open === "cancel" && <CancelDialog charge={charge} onClose={() => setOpen(null)} />}
    </div>
  );
}
