import { paymentLinks } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError } from "@/server/platform/errors";
import { checkLinkRules } from "./link-rules";
import { presentPaymentLink } from "./present-payment-link";
import type { UpdatePaymentLinkInput } from "./schemas";
import { byIdInTenant } from "@/server/platform/tenancy";

/** Every field optional; the rules are checked on the link as it will be, with the row locked. */
export async function updatePaymentLink({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdatePaymentLinkInput }) {
  return inTransaction(ctx, async (tctx) => {
    const [current] = await tctx.tx
      .select()
      .from(paymentLinks)
      .where(byIdInTenant(ctx, paymentLinks, id))
      .for("update");
    if (!current) throw new NotFoundError("payment link");
    const expiresAt =
      input.expires_at === undefined ? undefined : input.expires_at === null ? null : new Date(input.expires_at);
    checkLinkRules(
      {
        currency: input.currency ?? current.currency,
        allowedPaymentMethods: input.allowed_payment_methods ?? current.allowedPaymentMethods,
      },
      { expiresAt },
      ctx.now(),
    );
    if (input.max_uses != null && input.max_uses < current.uses) {
      throw new InvalidRequestError(
        "max_uses_below_uses",
        `max_uses cannot be below the ${current.uses} payments already made.`,
        "max_uses",
      );
    }
    const set: Partial<typeof paymentLinks.$inferInsert> = { updatedAt: ctx.now() };
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.amount !== undefined) set.amount = input.amount;
    if (input.currency !== undefined) set.currency = input.currency;
    if (input.product_type !== undefined) set.productType = input.product_type;
    if (input.allowed_payment_methods !== undefined) set.allowedPaymentMethods = input.allowed_payment_methods;
    if (input.max_installments !== undefined) set.maxInstallments = input.max_installments;
    if (expiresAt !== undefined) set.expiresAt = expiresAt;
    if (input.max_uses !== undefined) set.maxUses = input.max_uses;
    if (input.status !== undefined) set.status = input.status;
    if (input.metadata !== undefined) set.metadata = input.metadata ?? {};
    if (input.redirect_url !== undefined) set.redirectUrl = input.redirect_url;
    if (input.primary_color !== undefined) set.primaryColor = input.primary_color;
    if (input.summary_panel_color !== undefined) set.summaryPanelColor = input.summary_panel_color;
    if (input.merchant_logo_url !== undefined) set.merchantLogoUrl = input.merchant_logo_url;
    const [row] = await tctx.tx
      .update(paymentLinks)
      .set(set)
      .where(byIdInTenant(ctx, paymentLinks, id))
      .returning();
    return presentPaymentLink(row, ctx.now());
  });
}
