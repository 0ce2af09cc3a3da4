"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One } from "@/components/api/api-fetch";
import { Button, CopyButton, Dialog, Field, Input } from "@/components/ui";
import { merchantKeys } from "./query-keys";
import type { Merchant, MerchantUser } from "./types";

interface Created {
  merchant: Merchant;
  user: MerchantUser;
  password: string | null;
}

/**
 * A new merchant and its first user. The generated password is shown once, for the admin to hand
 * over; the merchant changes nothing else here (keys and settings are its own, or the detail page's).
 */
export function CreateMerchantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("admin.merchants");
  const common = useTranslations("common");
  const router = useRouter();
  const client = useQueryClient();
  const [form, setForm] = useState({ name: "", email: "", document: "" });
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation({
    mutationFn: () =>
      apiFetch<One<Created>>("/merchants", {
        method: "POST",
        body: { name: form.name, email: form.email, ...(form.document.trim() && { document: form.document }) },
        idempotencyKey: crypto.randomUUID(),
      }).then((r) => r.data),
    onSuccess: async (data) => {
      setCreated(data);
      await client.invalidateQueries({ queryKey: merchantKeys.all });
      // The merchant switcher in the header lists the new merchant after a refresh of the layout.
      router.refresh();
    },
  });
  const error = create.error instanceof ApiError ? create.error : undefined;
  // The API speaks English to integrators; the screen says it by the field and code.
  const fieldError = (param: "name" | "email" | "document") => {
    if (!error || (error.param !== param && !error.details?.some((d) => d.param === param))) return undefined;
    if (error.code === "email_taken") return t("emailTaken");
    return t(`invalid.${param}`);
  };
  const close = () => {
    setForm({ name: "", email: "", document: "" });
    setCreated(null);
    create.reset();
    onClose();
  };

  if (created)
    return (
      <Dialog
        open={open}
        onClose={close}
        title={t("createdTitle", { name: created.merchant.name })}
        description={created.password ? t("createdPasswordHint") : t("createdNoPassword")}
        footer={<Button onClick={close}>{common("close")}</Button>}
      >
        <dl className="space-y-2 text-sm" data-testid="created-merchant">
          <div>
            <dt className="text-slate-600">{t("email")}</dt>
            <dd className="font-medium text-slate-900">{created.user.email}</dd>
          </div>
          {created.password && (
            <div>
              <dt className="text-slate-600">{t("password")}</dt>
              <dd className="flex items-center gap-2">
                <code className="rounded bg-slate-100 px-2 py-1 font-mono text-sm" data-testid="created-password">
                  {created.password}
                </code>
                <CopyButton value={created.password} />
              </dd>
            </div>
          )}
        </dl>
      </Dialog>
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("createTitle")}
      description={t("createHint")}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="create-merchant" loading={create.isPending} data-testid="create-merchant-submit">
            {common("create")}
          </Button>
        </>
      }
    >
      <form
        id="create-merchant"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Field label={t("name")} htmlFor="merchant-name" error={fieldError("name")}>
          <Input
            id="merchant-name"
            required
            maxLength={200}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </Field>
        <Field label={t("email")} htmlFor="merchant-email" error={fieldError("email")} hint={t("emailHint")}>
          <Input
            id="merchant-email"
            type="email"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </Field>
        <Field label={t("documentOptional")} htmlFor="merchant-document" error={fieldError("document")}>
          <Input
            id="merchant-document"
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            value={form.document}
            onChange={(e) => setForm({ ...form, document: e.target.value })}
          />
        </Field>
        {error && !error.param && (
          <p className="text-sm text-red-700" role="alert">
            {common("errorGeneric")} ({error.code})
          </p>
        )}
      </form>
    </Dialog>
  );
}
