import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";
import { DEFAULT_PANEL, DEFAULT_PRIMARY } from "@/server/universal/checkout-page/contrast";
import type { PaymentLink, PaymentMethod } from "./types";

/** The designer's form, as strings the inputs hold. */
export interface LinkForm {
  title: string;
  description: string;
  productType: "physical" | "digital";
  amountMode: "fixed" | "buyer";
  amount: string;
  methods: PaymentMethod[];
  maxInstallments: number;
  primaryColor: string;
  panelColor: string;
  expiresAt: string;
  maxUses: string;
  redirectUrl: string;
}

/** `datetime-local` wants local wall time without a zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formOf(link: PaymentLink | undefined, locale: string): LinkForm {
  return {
    title: link?.title ?? "",
    description: link?.description ?? "",
    productType: link?.product_type ?? "physical",
    amountMode: link && link.amount === null ? "buyer" : "fixed",
    amount: link?.amount != null ? moneyInputText(link.amount, locale) : "",
    methods: link?.allowed_payment_methods ?? ["credit_card"],
    maxInstallments: link?.max_installments ?? 1,
    primaryColor: link?.primary_color ?? DEFAULT_PRIMARY,
    panelColor: link?.summary_panel_color ?? DEFAULT_PANEL,
    expiresAt: toLocalInput(link?.expires_at ?? null),
    maxUses: link?.max_uses != null ? String(link.max_uses) : "",
    redirectUrl: link?.redirect_url ?? "",
  };
}

export function amountOf(form: LinkForm): number | null | "invalid" {
  if (form.amountMode === "buyer") return null;
  const v = parseMoneyInput(form.amount);
  return v && v > 0 ? v : "invalid";
}

export const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The API body of the form (every field, so that PATCH and POST send the same thing). */
export function bodyOf(form: LinkForm): Record<string, unknown> {
  const amount = amountOf(form);
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    product_type: form.productType,
    amount: amount === "invalid" ? 0 : amount,
    allowed_payment_methods: form.methods,
    max_installments: form.methods.includes("credit_card") ? form.maxInstallments : 1,
    primary_color: HEX.test(form.primaryColor) ? form.primaryColor.toUpperCase() : form.primaryColor,
    summary_panel_color: HEX.test(form.panelColor) ? form.panelColor.toUpperCase() : form.panelColor,
    expires_at: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
    max_uses: form.maxUses.trim() ? Number(form.maxUses) : null,
    redirect_url: form.redirectUrl.trim() || null,
  };
}
