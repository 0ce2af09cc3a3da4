"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button, Dialog, Field, Input, Select } from "@/components/ui";
import { canonicalPixKey } from "@/server/universal/pix-keys";
import type { PixKeyRecipientView } from "@/server/money/recipients/schemas";
import { Validity } from "./validity";
import { useCodes } from "@/components/codes/use-codes";

const KEY_TYPES = ["cpf", "cnpj", "email", "phone", "random"] as const;
type KeyType = (typeof KEY_TYPES)[number];

/** How long a key of each type is when complete, to judge it while typing without nagging too early. */
function keyState(type: KeyType, key: string, left: boolean): "typing" | "valid" | "invalid" {
  if (!key.trim()) return "typing";
  if (canonicalPixKey(type, key).ok) return "valid";
  const compact = key.replace(/[\s.\-/()]/g, "");
  const complete = { cpf: 11, cnpj: 14, email: Infinity, phone: 14, random: 36 }[type];
  return left || compact.length >= complete ? "invalid" : "typing";
}

/** Sets or replaces the Pix key; the key is checked as it is typed, by the same rule as the server. */
export function PixKeyForm({
  current,
  pending,
  onClose,
  onSubmit,
}: {
  current?: PixKeyRecipientView;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const t = useTranslations("recipients");
  const common = useTranslations("common");
  const codes = useCodes();
  const [keyType, setKeyType] = useState<KeyType>(current?.key_type ?? "email");
  const [key, setKey] = useState("");
  const [left, setLeft] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const state = keyState(keyType, key, left);
  const verdict = canonicalPixKey(keyType, key);

  const submit = async () => {
    if (!verdict.ok) {
      setLeft(true);
      return;
    }
    setError(undefined);
    try {
      await onSubmit({ key_type: keyType, key });
    } catch (e) {
      setError(codes.error(e));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("pixKeyTitle")}
      description={current ? t("replaceNote") : t("pixKeyHint")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="pix-key-form" loading={pending}>
            {common("save")}
          </Button>
        </>
      }
    >
      <form
        id="pix-key-form"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t("keyType")} htmlFor="recipient-key-type">
          <Select
            id="recipient-key-type"
            value={keyType}
            onChange={(e) => {
              setKeyType(e.target.value as KeyType);
              setLeft(false);
              setError(undefined);
            }}
          >
            {KEY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`keyTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="recipient-key" className="block text-sm font-medium text-slate-800">
            {t("key")}
          </label>
          <Input
            id="recipient-key"
            value={key}
            onChange={(e) => {
              setKey(e.target.value.slice(0, 100));
              setLeft(false);
              setError(undefined);
            }}
            onBlur={() => setLeft(true)}
            placeholder={t(`keyPlaceholders.${keyType}`)}
            inputMode={
              keyType === "email" ? "email" : keyType === "phone" ? "tel" : keyType === "cpf" ? "numeric" : "text"
            }
            autoComplete="off"
            required
            className="font-mono"
            aria-invalid={state === "invalid" || !!error}
            aria-describedby="recipient-key-state"
          />
          {error ? (
            <p className="text-xs text-red-600">{error}</p>
          ) : (
            <Validity
              id="recipient-key-state"
              state={state}
              hint={t(`keyHints.${keyType}`)}
              ok={t("keyValid")}
              bad={t(`keyInvalid.${keyType}`)}
            />
          )}
        </div>
      </form>
    </Dialog>
  );
}
