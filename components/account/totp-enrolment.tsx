"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button, buttonClasses, Field, Input } from "@/components/ui";
import { beginEnrolmentAction, confirmEnrolmentAction } from "@/server/accounts/dashboard-actions/two-factor-actions";
import { RecoveryCodes } from "./recovery-codes";

type Step = { kind: "intro" } | { kind: "scan"; secret: string; qrSvg: string } | { kind: "codes"; codes: string[] };

/** The secret is spaced in groups of four so that it can be typed. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** Enrolment in three steps: start (a new secret), scan and confirm a code, save the recovery codes. */
export function TotpEnrolment({ doneHref }: { doneHref: string }) {
  const t = useTranslations("account");
  const [step, setStep] = useState<Step>({ kind: "intro" });
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  const explain = (e: string) => setError(t.has(`error_${e}`) ? t(`error_${e}`) : t("error_generic"));

  if (step.kind === "codes") {
    return (
      <div className="space-y-6">
        <RecoveryCodes codes={step.codes} />
        {/* A full load: the next page re-reads the session, now with TOTP on. */}
        <a href={doneHref} data-testid="totp-done" className={buttonClasses("primary", "md", "w-full")}>
          {t("done")}
        </a>
      </div>
    );
  }

  if (step.kind === "intro") {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t("enrolIntro")}</p>
        {error && <p className="text-sm text-red-600">{error}</p>}
        <Button
          data-testid="totp-start"
          loading={pending}
          onClick={() =>
            startTransition(async () => {
              const res = await beginEnrolmentAction();
              if (res.ok) setStep({ kind: "scan", ...res.value });
              else explain(res.error);
            })
          }
        >
          {t("start")}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        startTransition(async () => {
          const res = await confirmEnrolmentAction(code);
          if (res.ok) setStep({ kind: "codes", codes: res.value.recoveryCodes });
          else explain(res.error);
        });
      }}
    >
      <div className="space-y-3">
        <p className="text-sm font-medium text-slate-800">{t("step1")}</p>
        <div
          className="mx-auto size-48 rounded-md bg-white p-2 ring-1 ring-slate-200 [&>svg]:size-full"
          data-testid="totp-qr"
          // Our own SVG from the qrcode library: paths only, no text from the user.
          dangerouslySetInnerHTML={{ __html: step.qrSvg }}
        />
        <p className="text-xs text-slate-500">{t("cantScan")}</p>
        <p
          className="rounded-md bg-slate-50 px-3 py-2 text-center font-mono text-sm tracking-wide break-all text-slate-900 ring-1 ring-slate-200"
          data-testid="totp-secret"
          data-secret={step.secret}
        >
          {grouped(step.secret)}
        </p>
      </div>
      <Field label={t("step2")} htmlFor="totp-code" error={error}>
        <Input
          id="totp-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={!!error}
          required
          autoFocus
        />
      </Field>
      <Button type="submit" className="w-full" loading={pending} data-testid="totp-confirm">
        {t("confirm")}
      </Button>
    </form>
  );
}
