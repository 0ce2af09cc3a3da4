import type { z } from "zod";
import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { generatePassword } from "@/server/accounts/auth/password";
import { inTransaction, type Ctx, requireAdmin } from "@/server/platform/context";
import { createMerchantWithUser } from "@/server/accounts/merchants/create-merchant-with-user";
import type { UserView } from "@/server/accounts/users/schemas";
import { merchantDocument } from "./merchant-document";
import { presentMerchant } from "./present-merchant";
import type { createMerchantBody, MerchantView } from "./schemas";

/**
 * Admins only: a merchant with its first dashboard user, as `npm run admin -- create-merchant` makes
 * it. The user's password is generated unless given and answered once, for the admin to hand over;
 * the API key pair made with the merchant is not answered (its user makes its own keys).
 */
export async function createMerchant({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof createMerchantBody>;
}): Promise<{ merchant: MerchantView; user: UserView; password: string | null }> {
  requireAdmin(ctx);
  const document = merchantDocument(input.document) ?? null;
  const password = input.password ?? generatePassword();
  return inTransaction(ctx, async (t) => {
    const made = await createMerchantWithUser({ ctx: t, input: { name: input.name, email: input.email, password } });
    const [row] = await t.tx.update(merchants).set({ document }).where(eq(merchants.id, made.merchantId)).returning();
    const merchant = presentMerchant(row);
    await recordAudit(t, {
      action: "merchant.created",
      targetType: "merchant",
      targetId: row.id,
      merchantId: row.id,
      after: { name: row.name, email: row.email, document: row.document, user_id: made.userId },
    });
    return {
      merchant,
      user: {
        object: "user",
        id: made.userId,
        email: made.email,
        name: input.name,
        role: "merchant",
        merchant_id: row.id,
        status: "active",
        two_factor_enabled: false,
        sessions_valid_after: null,
      },
      password: input.password ? null : password,
    };
  });
}
