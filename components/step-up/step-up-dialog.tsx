"use client";

import { useEffect, useState, useTransition } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, Dialog, Field, Input } from "@/components/ui";
import { confirmStepUpAction, stepUpStatusAction } from "@/server/accounts/dashboard-actions/step-up-actions";

type Factor = "totp" | "password";

/**
 * Asks the signed-in user to confirm it is still there: the code of its authenticator app (or a recovery
 * code), or its password when it has no two-factor, said as such, with the way to turn two-factor on.
 */
export function StepUpDialog({
  open,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("stepUp");
  const [factor, setFactor] = useState<Factor>();
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    // A fresh dialog for each question (the provider keys it), so only the factor is to be learnt here.
    if (!open) return;
    let live = true;
    void stepUpStatusAction().then((res) => {
      if (live) setFactor(res.ok ? res.value.factor : "totp");
    });
    return () => {
      live = false;
    };
  }, [open]);

  const submit = () =>
    startTransition(async () => {
      if (!secret.trim()) return setError(t(factor === "password" ? "passwordMissing" : "codeMissing"));
      const res = await confirmStepUpAction(secret);
      if (res.ok) return onConfirmed();
      setSecret("");
      if (res.error === "rate_limited")
        return setError(t("error_rate_limited", { seconds: res.retryAfterSeconds ?? 60 }));
      setError(t.has(`error_${res.error}`) ? t(`error_${res.error}`) : t("error_generic"));
    });

  const isPassword = factor === "password";
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button loading={pending} disabled={!factor} onClick={submit} data-testid="step-up-confirm">
            {t("confirm")}
          </Button>
        </>
      }
    >
      <form
        data-testid="step-up-dialog"
        data-factor={factor}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label={isPassword ? t("passwordLabel") : t("codeLabel")}
          htmlFor="step-up-secret"
          hint={isPassword ? undefined : t("codeHint")}
          error={error}
        >
          <Input
            id="step-up-secret"
            type={isPassword ? "password" : "text"}
            autoComplete={isPassword ? "current-password" : "one-time-code"}
            inputMode={isPassword ? undefined : "text"}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "step-up-secret-error" : undefined}
            disabled={!factor}
            autoFocus
          />
        </Field>
        {isPassword && (
          <p
            className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900"
            data-testid="step-up-password-note"
          >
            {t("passwordNote")}{" "}
            <Link href="/account/security" className="font-medium underline" onClick={onCancel}>
              {t("turnOnTwoFactor")}
            </Link>
          </p>
        )}
      </form>
    </Dialog>
  );
}
