import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { checkLinkRules } from "./link-rules";
import { presentPaymentLink } from "./present-payment-link";
import type { CreatePaymentLinkInput } from "./schemas";
import { merchantForNew } from "@/server/platform/tenancy";

export async function createPaymentLink({ ctx, input }: { ctx: Ctx; input: CreatePaymentLinkInput }) {
  const merchantId = merchantForNew(ctx, "a payment link");
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  // One instant for the rules, the row and the answer: a new row has not been updated since it was created, and
  // a link the rules found unexpired is shown as the rules saw it.
  const now = ctx.now();
  checkLinkRules(
    { currency: input.currency, allowedPaymentMethods: input.allowed_payment_methods },
    { expiresAt },
    now,
  );
  const db = await executor(ctx);
  const [row] = await db
    .insert(paymentLinks)
    .values({
      id: newId(),
      merchantId,
      title: input.title,
      description: input.description ?? null,
      amount: input.amount ?? null,
      currency: input.currency,
      productType: input.product_type,
      allowedPaymentMethods: input.allowed_payment_methods,
      maxInstallments: input.max_installments ?? null,
      expiresAt,
      maxUses: input.max_uses ?? null,
      metadata: input.metadata ?? {},
      redirectUrl: input.redirect_url ?? null,
      primaryColor: input.primary_color ?? null,
      summaryPanelColor: input.summary_panel_color ?? null,
      merchantLogoUrl: input.merchant_logo_url ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return presentPaymentLink(row, now);
}
