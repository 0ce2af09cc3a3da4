import { eq } from "drizzle-orm";
import { charges, merchants, paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { CheckoutView } from "@/server/universal/checkout-page/payment-link-page";
import { availabilityOf } from "./present-payment-link";
import { publicImageUrl } from "./storage/image-store";
import { linkPaymentMethods, type LinkPaymentMethod } from "@/server/universal/payment-methods";
import { checkoutCredential } from "@/server/payments/checkout-credentials/checkout-credential";
import { findPublicLink } from "./pay-link";

type Row = typeof paymentLinks.$inferSelect;

/** What the hosted page shows of a link: only public things (no metadata, no counters, no redirect). */
export async function checkoutViewOf(
  ctx: Ctx,
  id: string,
  now: Date,
): Promise<{ view: CheckoutView; row: Row; publicKey?: string } | undefined> {
  const row = await findPublicLink(ctx, id);
  if (!row) return undefined;
  const db = await executor(ctx);
  const [merchant] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, row.merchantId))
    .limit(1);
  const enabled = linkPaymentMethods(row.currency);
  const methods = row.allowedPaymentMethods.filter((m): m is LinkPaymentMethod => (enabled as string[]).includes(m));
  const availability = methods.length ? availabilityOf(row, now) : "inactive";
  const logo = row.logoImage
    ? { url: publicImageUrl(row.logoImage.key), width: row.logoImage.width, height: row.logoImage.height }
    : row.merchantLogoUrl
      ? { url: row.merchantLogoUrl, width: 72, height: 72 }
      : null;
  const view: CheckoutView = {
    linkId: row.id,
    merchantName: merchant?.name ?? "",
    title: row.title,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    primaryColor: row.primaryColor,
    summaryPanelColor: row.summaryPanelColor,
    logo,
    cover: row.coverImage
      ? { url: publicImageUrl(row.coverImage.key), width: row.coverImage.width, height: row.coverImage.height }
      : null,
    methods,
    maxInstallments: methods.includes("credit_card") ? (row.maxInstallments ?? 1) : 1,
    availability,
  };
  const publicKey =
    availability === "available" && methods.includes("credit_card")
      ? await checkoutCredential(ctx, row.merchantId)
      : undefined;
  return { view, row, publicKey };
}

/**
 * The paid charge a success page may show: of this link, of the link's own merchant (a charge another
 * merchant made naming this link is never shown as this merchant's receipt), and actually paid.
 */
export async function paidChargeOfLink(ctx: Ctx, linkId: string, chargeId: string) {
  const db = await executor(ctx);
  const [found] = await db
    .select({ charge: charges, linkMerchantId: paymentLinks.merchantId })
    .from(charges)
    .innerJoin(paymentLinks, eq(paymentLinks.id, charges.paymentLinkId))
    .where(eq(charges.id, chargeId))
    .limit(1);
  const c = found?.charge;
  if (
    !c ||
    c.paymentLinkId !== linkId ||
    c.merchantId !== found.linkMerchantId ||
    !["captured", "authorized", "partially_refunded", "refunded"].includes(c.status)
  )
    return undefined;
  return c;
}
