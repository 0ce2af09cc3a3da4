import { and, eq } from "drizzle-orm";
import { merchantNotices, merchants, users } from "@/db/schema";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { enqueueMail } from "@/server/delivery/mail/enqueue-mail";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { changedByOf } from "./changed-by";
import { recipientChangeMail } from "./recipient-change-mail";
import type { RecipientChangeNotice } from "./schemas";

/**
 * Tells every active dashboard user of the merchant that its payout destination changed (docs/api/risk.md):
 * an in-app notice each, and an e-mail each through the mail outbox. Runs in the transaction of the change,
 * so the change and its announcement are committed together or not at all.
 */
export async function announceRecipientChange(
  ctx: Ctx & { tx: Executor },
  merchantId: string,
  change: Omit<RecipientChangeNotice, "changed_by">,
): Promise<void> {
  const notice: RecipientChangeNotice = { ...change, changed_by: changedByOf(ctx.actor) };
  const [merchant] = await ctx.tx.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
  const people = await ctx.tx
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.role, "merchant"), eq(users.status, "active")));
  if (!people.length) return;
  const now = ctx.now();
  await ctx.tx.insert(merchantNotices).values(
    people.map((p) => ({
      id: newId(),
      merchantId,
      userId: p.id,
      kind: "recipient_changed" as const,
      data: { ...notice },
      createdAt: now,
    })),
  );
  await enqueueMail(
    ctx,
    people.map((p) => ({
      merchantId,
      to: p.email,
      ...recipientChangeMail(isLocale(p.locale) ? p.locale : defaultLocale, notice, {
        name: p.name,
        merchantName: merchant?.name ?? "",
      }),
    })),
  );
}
