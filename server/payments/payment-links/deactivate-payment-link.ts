import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentPaymentLink } from "./present-payment-link";
import { byIdInTenant } from "@/server/platform/tenancy";

/** DELETE is a soft delete: the link and its charges stay, the page stops taking payments. Repeating it is harmless. */
export async function deactivatePaymentLink({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const [row] = await db
    .update(paymentLinks)
    .set({ status: "inactive", updatedAt: ctx.now() })
    .where(byIdInTenant(ctx, paymentLinks, id))
    .returning();
  if (!row) throw new NotFoundError("payment link");
  return presentPaymentLink(row, ctx.now());
}
