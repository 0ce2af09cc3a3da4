"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";
import { useFormat } from "@/components/format/use-format";
import { Button, Card, CardBody, CardHeader, Dialog, Field, Input, buttonClasses, cn, useToast } from "@/components/ui";
import { withdrawalKeys } from "./query-keys";
import {
  recipientLine,
  type MethodView,
  type RecipientView,
  type WithdrawalMethod,
  type WithdrawalView,
} from "./types";
import { useCodes } from "@/components/codes/use-codes";

/**
 * Amount, method and a live quote (fee, what leaves the balance) before anything is sent; the
 * confirmation repeats the figures and the destination. The server decides again under its locks.
 */
export function WithdrawForm({
  available,
  methods,
  recipients,
}: {
  available: number | undefined;
  methods: MethodView[];
  recipients: RecipientView[];
}) {
  const t = useTranslations("withdrawals");
  const codes = useCodes();
  const fmt = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const firstAvailable = methods.find((m) => m.available)?.method ?? "pix";
  const [method, setMethod] = useState<WithdrawalMethod>(firstAvailable);
  const [text, setText] = useState("");
  const [description, setDescription] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const chosen = methods.find((m) => m.method === method);
  const amount = text.trim() ? parseMoneyInput(text) : null;
  const invalid = text.trim() !== "" && (amount === null || amount <= 0);
  const fee = chosen?.fee_amount ?? 0;
  const total = amount ? amount + fee : 0;
  const missing = available !== undefined && amount ? total - available : 0;
  const destination = recipients.find((r) => r.type === chosen?.recipient_type);
  const canReview = Boolean(chosen?.available && amount && amount > 0 && missing <= 0);

  const create = useMutation({
    mutationFn: () =>
      apiFetch<One<WithdrawalView>>("/withdrawals", {
        method: "POST",
        body: { amount, method, ...(description.trim() ? { description: description.trim() } : {}) },
        idempotencyKey,
      }),
    onSuccess: (res) => {
      const w = res.data;
      const later = new Date(w.scheduled_for).getTime() - new Date(w.created_at).getTime() > 60_000;
      if (w.status === "pending_review") toast.info(t("createdForReview"));
      else toast.success(later ? t("createdScheduled", { when: fmt.dateTime(w.scheduled_for) }) : t("created"));
      setConfirming(false);
      setText("");
      setDescription("");
      setIdempotencyKey(crypto.randomUUID());
      void client.invalidateQueries({ queryKey: withdrawalKeys.all });
    },
    onError: (e) => {
      setConfirming(false);
      setIdempotencyKey(crypto.randomUUID());
      toast.error(codes.error(e));
      void client.invalidateQueries({ queryKey: withdrawalKeys.all });
    },
  });

  return (
    <Card>
      <CardHeader title={t("newTitle")} description={t("newHint")} />
      <CardBody className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("method")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {methods.map((m) => (
              <label
                key={m.method}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200",
                  method === m.method && m.available && "ring-2 ring-indigo-600",
                  !m.available && "cursor-not-allowed bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name="method"
                  value={m.method}
                  checked={method === m.method}
                  disabled={!m.available}
                  onChange={() => setMethod(m.method)}
                  className="mt-1"
                />
                <span className="min-w-0 text-sm">
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    {t(`method_${m.method}`)}
                    <span className="font-normal text-slate-500">
                      · {m.fee_amount === 0 ? t("quoteFree") : fmt.money(m.fee_amount)}
                    </span>
                  </span>
                  <span className="block text-slate-500">{t(`timing_${m.method}`)}</span>
                  {!m.available && m.unavailable_reason && (
                    <span className="mt-1 block text-amber-700">{t(`unavailable_${m.unavailable_reason}`)}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
          {methods.some((m) => !m.available) && (
            <Link href="/recipients" className={buttonClasses("secondary", "sm", "mt-3")}>
              {t("setRecipients")}
            </Link>
          )}
          {method === "ted" && <p className="mt-2 text-xs text-slate-500">{t("tedScheduleNote")}</p>}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("amount")} htmlFor="w-amount" error={invalid ? t("amountInvalid") : undefined}>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
                R$
              </span>
              <Input
                id="w-amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t("amountPlaceholder")}
                className="pl-9 tabular-nums"
                value={text}
                aria-invalid={invalid || missing > 0}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => amount && setText(moneyInputText(amount, fmt.locale))}
              />
            </div>
          </Field>
          <Field label={t("descriptionLabel")} htmlFor="w-description">
            <Input
              id="w-description"
              maxLength={140}
              placeholder={t("descriptionPlaceholder")}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
        </div>

        <dl className="divide-y divide-slate-100 rounded-lg bg-slate-50 px-4 text-sm" data-testid="withdraw-quote">
          <div className="flex justify-between py-2">
            <dt className="text-slate-500">{t("quoteAmount")}</dt>
            <dd className="tabular-nums text-slate-900">{fmt.money(amount ?? 0)}</dd>
          </div>
          <div className="flex justify-between py-2">
            <dt className="text-slate-500">{t("quoteFee")}</dt>
            <dd className="tabular-nums text-slate-900" data-testid="quote-fee">
              {fee === 0 ? t("quoteFree") : fmt.money(fee)}
            </dd>
          </div>
          <div className="flex justify-between py-2 font-medium">
            <dt className="text-slate-700">{t("quoteTotal")}</dt>
            <dd className="tabular-nums text-slate-900" data-testid="quote-total">
              {fmt.money(total)}
            </dd>
          </div>
        </dl>
        {missing > 0 && (
          <p className="text-sm text-red-600" role="alert">
            {t("insufficient", { missing: fmt.money(missing) })}
          </p>
        )}

        <div className="flex justify-end">
          <Button onClick={() => setConfirming(true)} disabled={!canReview}>
            {t("review")}
          </Button>
        </div>
      </CardBody>

      <Dialog
        open={confirming}
        onClose={() => !create.isPending && setConfirming(false)}
        title={t("confirmTitle")}
        description={t("confirmText")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={create.isPending}>
              {t("back")}
            </Button>
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              {t("confirm")}
            </Button>
          </>
        }
      >
        <dl className="space-y-2 text-sm" data-testid="withdraw-confirm">
          <Row label={t("method")} value={`${t(`method_${method}`)} · ${t(`timing_${method}`)}`} />
          <Row
            label={t("destination")}
            value={
              destination
                ? recipientLine(
                    destination,
                    destination.bank?.common_name || destination.bank?.short_name || destination.bank?.name,
                  )
                : chosen?.recipient_type
                  ? t(`to_${chosen.recipient_type}`)
                  : ""
            }
          />
          <Row label={t("quoteAmount")} value={fmt.money(amount ?? 0)} />
          <Row label={t("quoteFee")} value={fee === 0 ? t("quoteFree") : fmt.money(fee)} />
          <Row label={t("quoteTotal")} value={fmt.money(total)} strong />
        </dl>
      </Dialog>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className={cn("text-right tabular-nums text-slate-900", strong && "font-semibold")}>{value}</dd>
    </div>
  );
}
