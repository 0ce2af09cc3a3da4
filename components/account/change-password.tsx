"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button, Card, CardBody, CardHeader, Field, Input } from "@/components/ui";
import { changePasswordAction } from "@/server/accounts/dashboard-actions/password-actions";

// The same floor as the server's (server/accounts/users/change-own-password.ts), checked here only to answer sooner.
const MIN_LENGTH = 12;

/** The account's password card: the current password, the new one twice; success signs out everywhere. */
export function ChangePassword() {
  const t = useTranslations("account");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<{ field: "current" | "next" | "repeat"; message: string }>();
  const [pending, startTransition] = useTransition();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (next.length < MIN_LENGTH) return setError({ field: "next", message: t("error_password_too_short") });
    if (next !== repeat) return setError({ field: "repeat", message: t("error_passwords_differ") });
    setError(undefined);
    startTransition(async () => {
      // Success never returns here: the action signs out and the browser goes to the sign-in page.
      const res = await changePasswordAction(current, next);
      if (!res) return;
      const message = t.has(`error_${res.error}`) ? t(`error_${res.error}`) : t("error_generic");
      setError({
        field: res.error === "invalid_password" || res.error === "rate_limited" ? "current" : "next",
        message,
      });
    });
  };

  return (
    <Card data-testid="password-card">
      <CardHeader title={t("passwordTitle")} />
      <CardBody>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-600">{t("passwordDescription")}</p>
          <Field
            label={t("currentPassword")}
            htmlFor="current-password"
            error={error?.field === "current" ? error.message : undefined}
          >
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              aria-invalid={error?.field === "current"}
            />
          </Field>
          <Field
            label={t("newPassword")}
            htmlFor="new-password"
            hint={t("newPasswordHint")}
            error={error?.field === "next" ? error.message : undefined}
          >
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_LENGTH}
              value={next}
              onChange={(e) => setNext(e.target.value)}
              aria-invalid={error?.field === "next"}
            />
          </Field>
          <Field
            label={t("repeatPassword")}
            htmlFor="repeat-password"
            error={error?.field === "repeat" ? error.message : undefined}
          >
            <Input
              id="repeat-password"
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              aria-invalid={error?.field === "repeat"}
            />
          </Field>
          <Button type="submit" loading={pending} disabled={!current || !next || !repeat}>
            {t("changePassword")}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
