import type { PaymentMethod } from "@/server/universal/payment-methods";
import type { Query } from "@/components/api/api-fetch";

/** A payment link as GET /v1/payment-links answers it (server/payments/payment-links/schemas.ts). */
export interface PaymentLink {
  id: string;
  merchant_id: string;
  url: string;
  title: string;
  description: string | null;
  amount: number | null;
  currency: string;
  product_type: "physical" | "digital";
  allowed_payment_methods: PaymentMethod[];
  max_installments: number | null;
  expires_at: string | null;
  max_uses: number | null;
  uses: number;
  status: "active" | "inactive";
  availability: "available" | "inactive" | "expired" | "used_up";
  redirect_url: string | null;
  primary_color: string | null;
  summary_panel_color: string | null;
  merchant_logo_url: string | null;
  cover_image_url: string | null;
  logo: LinkImage | null;
  cover: LinkImage | null;
  revenue?: number;
  /** Paid charges (captured) through the link; `uses` also counts Apple Pay checkouts in progress. */
  payments?: number;
  created_at: string;
  updated_at: string;
}

export interface LinkImage {
  url: string;
  width: number;
  height: number;
  content_type: string;
  bytes: number;
}

export type { PaymentMethod };

export const paymentLinkKeys = {
  all: ["payment-links"] as const,
  list: (q: Query) => [...paymentLinkKeys.all, "list", q] as const,
  detail: (id: string) => [...paymentLinkKeys.all, "detail", id] as const,
};
