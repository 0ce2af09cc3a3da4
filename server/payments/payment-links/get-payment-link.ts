import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentPaymentLink } from "./present-payment-link";
import { linkRevenue } from "./list-payment-links";
import { byIdInTenant } from "@/server/platform/tenancy";

/** The row, tenant in the WHERE: another merchant's link is the same 404 as a missing one. */
export async function getPaymentLinkRow(ctx: Ctx, id: string) {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(byIdInTenant(ctx, paymentLinks, id))
    .limit(1);
  if (!row) throw new NotFoundError("payment link");
  return row;
}

export async function getPaymentLink({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getPaymentLinkRow(ctx, id);
  const revenue = await linkRevenue(ctx, [row]);
  return presentPaymentLink(row, ctx.now(), revenue.get(row.id) ?? { revenue: 0, payments: 0 });
}
