import { paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { NotFoundError } from "@/server/http/errors";
import { linkScope } from "./link-scope";
import { presentPaymentLink } from "./present-payment-link";

/** The row, tenant in the WHERE: another merchant's link is the same 404 as a missing one. */
export async function getPaymentLinkRow(ctx: Ctx, id: string) {
  const db = await executor(ctx);
  const [row] = await db.select().from(paymentLinks).where(linkScope(ctx, id)).limit(1);
  if (!row) throw new NotFoundError("payment link");
  return row;
}

export async function getPaymentLink({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentPaymentLink(await getPaymentLinkRow(ctx, id), ctx.now());
}
