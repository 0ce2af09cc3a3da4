import type { ChargeView } from "@/server/payments/charges/views";
import { PAYMENT_METHODS } from "@/server/universal/payment-methods";

/** The charge as the API answers it (server/payments/charges/views.ts), for client components. */
export type { ChargeView };
export type ChargeStatus = ChargeView["status"];
export type PaymentMethod = ChargeView["payment_method"];

export const STATUSES: ChargeStatus[] = [
  "pending",
  "processing",
  "authorized",
  "captured",
  "partially_refunded",
  "refunded",
  "failed",
  "canceled",
];
export const METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;

/** Rows per page of the charges list (the server's first page and the browser's requests alike). */
export const CHARGES_PAGE_SIZE = 20;

/** Every filter of GET /v1/charges, as kept in the page's URL (amounts in centavos, like the API). */
export const FILTER_KEYS = [
  "search",
  "status",
  "payment_method",
  "date_from",
  "date_to",
  "amount_min",
  "amount_max",
  "installments",
  "merchant_id",
  "payment_link_id",
  "currency",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
