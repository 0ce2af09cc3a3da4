"use client";

import { startTransition, useActionState, useState } from "react";
import { useTranslations } from "next-intl";
import { signInAction, type SignInState } from "@/server/accounts/dashboard-actions/session-actions";
import { Button, Field, Input } from "@/components/ui";

const MESSAGES = {
  invalid: "invalidCredentials",
  throttled: "tooManyAttempts",
  generic: "genericError",
  invalid_code: "invalidCode",
} as const;

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("auth");
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {});
  // Controlled, so that the e-mail and password survive the round trip that asks for the code.
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const askCode = state.error === "code_required" || state.error === "invalid_code";
  const message = state.error && state.error !== "code_required" ? MESSAGES[state.error] : undefined;
  return (
    <form
      action={action}
      // React resets a form after its action; a refused password must not cost the e-mail typed.
      // Submitting through a transition keeps the fields (the `action` stays for a browser without JS).
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => action(data));
      }}
      className="space-y-5"
      noValidate
    >
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/"} />
      <Field label={t("email")} htmlFor="email">
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus={!askCode}
          readOnly={askCode}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label={t("password")} htmlFor="password">
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          readOnly={askCode}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {askCode && (
        <Field label={t("code")} htmlFor="code" hint={t("codeHint")}>
          <Input
            id="code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            maxLength={20}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
      )}
      {message && (
        <p
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
          data-testid="sign-in-error"
        >
          {t(message)}
        </p>
      )}
      <Button type="submit" className="w-full" loading={pending}>
        {pending ? t("signingIn") : askCode ? t("verify") : t("signIn")}
      </Button>
    </form>
  );
}
