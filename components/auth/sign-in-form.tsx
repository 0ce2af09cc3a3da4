"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { signInAction, type SignInState } from "@/server/auth/actions";
import { Button, Field, Input } from "@/components/ui";

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("auth");
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {});
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/"} />
      <Field label={t("email")} htmlFor="email">
        <Input id="email" name="email" type="email" autoComplete="email" required autoFocus />
      </Field>
      <Field label={t("password")} htmlFor="password">
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      {state.error && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200" data-testid="sign-in-error">
          {t(state.error === "invalid" ? "invalidCredentials" : "genericError")}
        </p>
      )}
      <Button type="submit" className="w-full" loading={pending}>
        {pending ? t("signingIn") : t("signIn")}
      </Button>
    </form>
  );
}
