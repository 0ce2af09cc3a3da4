import { and, eq, isNull } from "drizzle-orm";
import { banks, recipients } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { tenantWhere } from "@/server/platform/tenancy";
import type { RecipientType } from "./primary-recipients";
import { presentRecipient } from "./present-recipient";
import { recipientMerchant } from "./recipient-merchant";

/** The merchant's primary recipient of a type; 404 when it has none. */
export async function getRecipient({
  ctx,
  type,
  merchantId: requested,
}: {
  ctx: Ctx;
  type: RecipientType;
  merchantId?: string;
}) {
  const merchantId = recipientMerchant(ctx, requested);
  const db = await executor(ctx);
  const [found] = await db
    .select({ recipient: recipients, bank: banks })
    .from(recipients)
    .leftJoin(banks, eq(banks.code, recipients.bankCode))
    .where(
      and(
        tenantWhere(ctx, recipients.merchantId),
        eq(recipients.merchantId, merchantId),
        eq(recipients.type, type),
        isNull(recipients.replacedAt),
      ),
    )
    .limit(1);
  if (!found) throw new NotFoundError(type === "bank_account" ? "bank account recipient" : "Pix key recipient");
  return presentRecipient(found.recipient, found.bank, ctx.now());
}
