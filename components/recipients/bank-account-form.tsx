"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/components/api/api-fetch";
import { Button, Dialog, Field, Input, Select } from "@/components/ui";
import { canonicalDocument } from "@/server/universal/documents";
import type { BankAccountRecipientView } from "@/server/money/recipients/schemas";
import { BankPicker } from "./bank-picker";
import { Validity } from "./validity";
import type { BankView } from "./use-recipients";
import { useCodes } from "@/components/codes/use-codes";

type FieldName =
  | "bank_code"
  | "branch"
  | "branch_check_digit"
  | "account_number"
  | "account_check_digit"
  | "account_type"
  | "holder_name"
  | "holder_document"
  | "form";

const ACCOUNT_TYPES = ["checking", "savings", "payment"] as const;
const digits = (v: string, max: number) => v.replace(/\D/g, "").slice(0, max);

/**
 * The verdict on a CPF/CNPJ being typed: valid as soon as it is; wrong once it is as long as a CNPJ,
 * or when the field is left (a CNPJ being typed passes through a CPF's length).
 */
export function documentState(
  value: string,
  left: boolean,
): { state: "typing" | "valid" | "invalid"; kind?: "cpf" | "cnpj" } {
  const doc = canonicalDocument(value);
  if (doc) return { state: "valid", kind: doc.kind };
  const length = value.replace(/[.\-/\s]/g, "").length;
  return { state: length >= 14 || (left && length > 0) ? "invalid" : "typing" };
}

/** Sets or replaces the bank account; the account number is never prefilled (the server only answers it masked). */
export function BankAccountForm({
  current,
  pending,
  onClose,
  onSubmit,
}: {
  current?: BankAccountRecipientView;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const t = useTranslations("recipients");
  const common = useTranslations("common");
  const codes = useCodes();
  const [bank, setBank] = useState<BankView | null>(null);
  const [branch, setBranch] = useState("");
  const [branchDigit, setBranchDigit] = useState("");
  const [account, setAccount] = useState("");
  const [accountDigit, setAccountDigit] = useState("");
  const [accountType, setAccountType] = useState<(typeof ACCOUNT_TYPES)[number]>(current?.account_type ?? "checking");
  const [holderName, setHolderName] = useState(current?.holder_name ?? "");
  const [holderDocument, setHolderDocument] = useState("");
  const [documentLeft, setDocumentLeft] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const doc = documentState(holderDocument, documentLeft);

  const submit = async () => {
    if (!bank) return setErrors({ bank_code: t("bankRequired") });
    if (doc.state !== "valid") return setErrors({ holder_document: t("invalidDocument") });
    setErrors({});
    try {
      await onSubmit({
        bank_code: bank.code,
        branch,
        ...(branchDigit && { branch_check_digit: branchDigit }),
        account_number: account,
        account_check_digit: accountDigit,
        account_type: accountType,
        holder_name: holderName,
        holder_document: holderDocument,
      });
    } catch (e) {
      const param = e instanceof ApiError && e.param ? (e.param as FieldName) : "form";
      const message = codes.error(e);
      setErrors({ [param]: message });
    }
  };

  const error = (name: FieldName) => errors[name];

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("bankAccountTitle")}
      description={current ? t("replaceNote") : t("bankAccountHint")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="bank-account-form" loading={pending}>
            {common("save")}
          </Button>
        </>
      }
    >
      <form
        id="bank-account-form"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t("bank")} htmlFor="recipient-bank" hint={t("bankSearch")} error={error("bank_code")}>
          <BankPicker inputId="recipient-bank" value={bank} onChange={setBank} invalid={!!error("bank_code")} />
        </Field>
        <div className="grid grid-cols-[1fr_5rem] gap-3">
          <Field label={t("branch")} htmlFor="recipient-branch" hint={t("branchHint")} error={error("branch")}>
            <Input
              id="recipient-branch"
              inputMode="numeric"
              value={branch}
              onChange={(e) => setBranch(digits(e.target.value, 4))}
              placeholder="0001"
              required
              minLength={4}
              aria-invalid={!!error("branch")}
            />
          </Field>
          <Field label={t("branchDigit")} htmlFor="recipient-branch-digit" error={error("branch_check_digit")}>
            <Input
              id="recipient-branch-digit"
              value={branchDigit}
              onChange={(e) =>
                setBranchDigit(
                  e.target.value
                    .replace(/[^0-9xX]/g, "")
                    .slice(0, 1)
                    .toUpperCase(),
                )
              }
              aria-invalid={!!error("branch_check_digit")}
            />
          </Field>
        </div>
        <div className="grid grid-cols-[1fr_5rem] gap-3">
          <Field label={t("accountNumber")} htmlFor="recipient-account" error={error("account_number")}>
            <Input
              id="recipient-account"
              inputMode="numeric"
              value={account}
              onChange={(e) => setAccount(digits(e.target.value, 20))}
              placeholder="12345678"
              required
              aria-invalid={!!error("account_number")}
            />
          </Field>
          <Field label={t("accountDigit")} htmlFor="recipient-account-digit" error={error("account_check_digit")}>
            <Input
              id="recipient-account-digit"
              value={accountDigit}
              onChange={(e) =>
                setAccountDigit(
                  e.target.value
                    .replace(/[^0-9xX]/g, "")
                    .slice(0, 2)
                    .toUpperCase(),
                )
              }
              required
              aria-invalid={!!error("account_check_digit")}
            />
          </Field>
        </div>
        <Field label={t("accountType")} htmlFor="recipient-account-type" error={error("account_type")}>
          <Select
            id="recipient-account-type"
            value={accountType}
            onChange={(e) => setAccountType(e.target.value as (typeof ACCOUNT_TYPES)[number])}
          >
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`accountTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("holderName")} htmlFor="recipient-holder-name" error={error("holder_name")}>
          <Input
            id="recipient-holder-name"
            value={holderName}
            onChange={(e) => setHolderName(e.target.value)}
            maxLength={120}
            required
            autoComplete="name"
            aria-invalid={!!error("holder_name")}
          />
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="recipient-holder-document" className="block text-sm font-medium text-slate-800">
            {t("holderDocument")}
          </label>
          <Input
            id="recipient-holder-document"
            value={holderDocument}
            onChange={(e) => {
              setHolderDocument(e.target.value.slice(0, 20));
              setDocumentLeft(false);
            }}
            onBlur={() => setDocumentLeft(true)}
            placeholder="000.000.000-00"
            required
            aria-invalid={doc.state === "invalid" || !!error("holder_document")}
            aria-describedby="recipient-holder-document-state"
            className="font-mono"
          />
          {error("holder_document") && doc.state !== "valid" ? (
            <p className="text-xs text-red-600">{error("holder_document")}</p>
          ) : (
            <Validity
              id="recipient-holder-document-state"
              state={doc.state}
              hint={t("holderDocumentHint")}
              ok={doc.kind === "cnpj" ? t("validCnpj") : t("validCpf")}
              bad={t("invalidDocument")}
            />
          )}
        </div>
        {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
      </form>
    </Dialog>
  );
}
