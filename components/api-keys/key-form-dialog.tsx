"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/components/api/api-fetch";
import { Button, Dialog, Field, Input, Textarea } from "@/components/ui";
import type { ApiKey, KeyInput } from "./use-api-keys";
import { useCodes } from "@/components/codes/use-codes";

/** Create (no `initial`) or edit a key's name and IP whitelist. */
export function KeyFormDialog({
  open,
  initial,
  hint,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initial?: ApiKey;
  hint?: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (input: KeyInput) => Promise<unknown>;
}) {
  const t = useTranslations("apiKeys");
  const common = useTranslations("common");
  const codes = useCodes();
  const [name, setName] = useState(initial?.name ?? "");
  const [whitelist, setWhitelist] = useState((initial?.ip_whitelist ?? []).join("\n"));
  const [errors, setErrors] = useState<{ name?: string; ip_whitelist?: string; form?: string }>({});

  const submit = async () => {
    setErrors({});
    const entries = whitelist
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    try {
      await onSubmit({ name: name.trim(), ip_whitelist: entries });
    } catch (e) {
      if (e instanceof ApiError && e.param) {
        const field = e.param.startsWith("ip_whitelist") ? "ip_whitelist" : e.param === "name" ? "name" : "form";
        const index = /^ip_whitelist\.(\d+)$/.exec(e.param)?.[1];
        // API messages are English; the one a user can cause here is said in their language.
        setErrors({
          [field]: index !== undefined ? t("invalidAddress", { value: entries[Number(index)] }) : codes.error(e),
        });
      } else {
        setErrors({ form: codes.error(e) });
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={initial ? t("editTitle") : t("createTitle")}
      description={hint}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="api-key-form" loading={pending}>
            {initial ? common("save") : common("create")}
          </Button>
        </>
      }
    >
      <form
        id="api-key-form"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t("name")} htmlFor="key-name" error={errors.name}>
          <Input
            id="key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t("namePlaceholder")}
            maxLength={100}
            required
            aria-invalid={!!errors.name}
            autoFocus
          />
        </Field>
        <Field label={t("whitelist")} htmlFor="key-whitelist" hint={t("whitelistHint")} error={errors.ip_whitelist}>
          <Textarea
            id="key-whitelist"
            rows={4}
            value={whitelist}
            onChange={(e) => setWhitelist(e.target.value)}
            placeholder={"203.0.113.7\n10.0.0.0/8\n2001:db8::/32"}
            aria-invalid={!!errors.ip_whitelist}
          />
        </Field>
        {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
      </form>
    </Dialog>
  );
}
