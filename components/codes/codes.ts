import type { WithdrawalMethod } from "@/db/vocabularies";
import { ApiError } from "@/components/api/api-fetch";

/** The part of a next-intl translator of the `codes` namespace used here (server and client translators alike). */
export interface CodesTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The structured facts of a ledger entry (server/money/wallets/entry-details.ts). */
export interface EntryFacts {
  charge_id: string | null;
  installment_number: number | null;
  installments_total: number | null;
  withdrawal_method: WithdrawalMethod | null;
  receivable_count: number | null;
}

/** The failure fields of a webhook delivery or attempt (server/delivery/webhooks/schemas.ts). */
export interface DeliveryFailure {
  error_code?: string | null;
  error_params?: Record<string, string | number> | null;
  error_message?: string | null;
}

const WITHDRAWAL_ENTRY: Record<string, string> = {
  withdrawal: "withdrawal",
  withdrawal_hold: "withdrawalHold",
  withdrawal_payout: "withdrawalPayout",
  withdrawal_fee: "withdrawalFee",
  withdrawal_return: "withdrawalReturn",
};

/**
 * The screens' words for every code a person can see (messages/<locale>/codes.json): the API answers
 * English for integrators, and a screen says the same thing in the user's language by its code, with the
 * code kept beside it so that support can find it ("Cartão recusado (card_declined)").
 * `generic` is the screen's message for an error that is not the API's.
 */
export function codeWords(t: CodesTranslator, generic: string) {
  const withCode = (message: string, code: string) => t("withCode", { message, code });
  const known = (ns: string, code: string | null | undefined) =>
    code && t.has(`${ns}.${code}`) ? t(`${ns}.${code}`) : null;
  /** "message (code)"; an unknown code keeps the code beside a generic message. */
  const coded = (ns: string, code: string | null | undefined) =>
    code ? withCode(known(ns, code) ?? t("unknownCode"), code) : "";
  return {
    withCode,
    /** A charge's `failure_code`. */
    failure: (code: string | null | undefined) => coded("failure", code),
    /** What a buyer can do after a charge's failure, if there is advice for its code. */
    failureAdvice: (code: string | null | undefined) => known("failureAdvice", code),
    withdrawalFailure: (code: string | null | undefined) => coded("withdrawalFailure", code),
    /** A webhook event name (`charge.captured`). */
    event: (name: string) => known("event", name) ?? name,
    delivery: (status: string) => known("delivery", status) ?? status,
    /**
     * Why a webhook attempt failed, from its `error_code` and `error_params`; an attempt recorded before the codes
     * existed (no code) keeps the API's English `error_message`.
     */
    deliveryFailure: (f: DeliveryFailure) => {
      if (!f.error_code || !t.has(`deliveryFailure.${f.error_code}`)) return f.error_message ?? "";
      const values: Record<string, string | number> = { status: "", ms: "", detail: "none", ...f.error_params };
      return t(`deliveryFailure.${f.error_code}`, values);
    },
    entryType: (type: string) => known("entryType", type) ?? type,
    /**
     * A ledger entry said from its structured fields (`type`, `details`), never from the API's English
     * `description`: "Saque por Pix", "Antecipação de 3 recebíveis", "Cobrança …, parcela 1/4".
     */
    entry: (e: { type: string; details?: EntryFacts | null }) => {
      const d = e.details;
      const method = d?.withdrawal_method ? (d.withdrawal_method === "pix" ? "Pix" : "TED") : null;
      const charge = d?.charge_id ? `…${d.charge_id.slice(-8)}` : null;
      const part = { charge: charge ?? "", n: d?.installment_number ?? 1, total: d?.installments_total ?? 1 };
      if (method) {
        const key = WITHDRAWAL_ENTRY[e.type];
        if (key) return t(`entry.${key}`, { method });
      }
      if (e.type === "anticipation" && d?.receivable_count != null)
        return t("entry.anticipation", { count: d.receivable_count });
      if (e.type === "anticipation_fee") return t("entry.anticipationFee");
      if (charge && e.type === "refund") return t("entry.refundOfCharge", { charge });
      if (charge && e.type === "fee" && d?.installment_number) return t("entry.feeOnInstallment", part);
      if (charge && d?.installment_number) return t("entry.installment", part);
      return known("entryType", e.type) ?? e.type;
    },
    /** A name the service gave a key it made itself ("Default" at sign-up), in the user's language. */
    keyName: (name: string) => known("keyName", name) ?? name,
    /**
     * An error thrown by apiFetch: by its code (naming the field where the code is the generic
     * `invalid_parameter`), else by its type. Anything that is not an API error is `generic`.
     */
    error: (e: unknown) => {
      if (!(e instanceof ApiError)) return generic;
      const param = e.param ?? e.details?.[0]?.param ?? "";
      // An acquirer's refusal carries a charge failure code: its words are the failure's.
      const byCode = t.has(`error.${e.code}`) ? t(`error.${e.code}`, { param }) : (known("failure", e.code) ?? null);
      const byType = known("errorType", e.type) ?? t("unknownCode");
      return withCode(byCode ?? byType, e.code);
    },
  };
}

export type CodeWords = ReturnType<typeof codeWords>;
