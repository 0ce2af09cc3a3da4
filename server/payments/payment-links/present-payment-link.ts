import type { paymentLinks, StoredImageRef } from "@/db/schema";
import { config } from "@/server/platform/config";
import type { PaymentLinkView } from "./schemas";
import { publicImageUrl } from "./storage/image-store";

type Row = typeof paymentLinks.$inferSelect;

export type Availability = PaymentLinkView["availability"];

/** Whether the hosted page takes a payment now; the pay verb re-checks all of it atomically. */
export function availabilityOf(row: Pick<Row, "status" | "expiresAt" | "maxUses" | "uses">, now: Date): Availability {
  if (row.status !== "active") return "inactive";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "used_up";
  return "available";
}

export function publicBaseUrl(): string {
  const cfg = config();
  return (cfg.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, "");
}

function image(ref: StoredImageRef | null) {
  if (!ref) return null;
  return {
    url: publicImageUrl(ref.key),
    width: ref.width,
    height: ref.height,
    content_type: ref.contentType,
    bytes: ref.bytes,
  };
}

export function presentPaymentLink(
  row: Row,
  now: Date,
  stats?: { revenue: number; payments: number },
): PaymentLinkView {
  const logo = image(row.logoImage);
  const cover = image(row.coverImage);
  return {
    id: row.id,
    merchant_id: row.merchantId,
    url: `${publicBaseUrl()}/pay/${row.id}`,
    title: row.title,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    product_type: row.productType,
    allowed_payment_methods: row.allowedPaymentMethods,
    max_installments: row.maxInstallments,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    uses: row.uses,
    status: row.status,
    availability: availabilityOf(row, now),
    metadata: row.metadata,
    redirect_url: row.redirectUrl,
    primary_color: row.primaryColor,
    summary_panel_color: row.summaryPanelColor,
    merchant_logo_url: logo?.url ?? row.merchantLogoUrl,
    cover_image_url: cover?.url ?? null,
    logo,
    cover,
    ...(stats !== undefined && { revenue: stats.revenue, payments: stats.payments }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
