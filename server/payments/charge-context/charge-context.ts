import { z } from "zod";
import { and, eq, inArray } from "drizzle-orm";
import { charges, paymentLinks } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { tenantWhere } from "@/server/platform/tenancy";

/**
 * What a person needs to recognise a charge in a list of money movements (receivables, statements):
 * who paid and for what, instead of its id. Only charges the caller may read are described: a split
 * part received from another merchant's charge says nothing about that merchant's buyer.
 */
export const chargeContextSchema = z
  .object({
    id: z.uuid(),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    payment_link_id: z.uuid().nullable(),
    payment_link_title: z.string().nullable().meta({ description: "The payment link the buyer paid through." }),
    first_item: z.string().nullable().meta({ description: "The name of the charge's first item, if it has items." }),
  })
  .meta({ id: "ChargeContext" });
export type ChargeContext = z.infer<typeof chargeContextSchema>;

export async function chargeContexts(ctx: Ctx, db: Executor, ids: string[]): Promise<Map<string, ChargeContext>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: charges.id,
      customerName: charges.customerName,
      customerEmail: charges.customerEmail,
      paymentLinkId: charges.paymentLinkId,
      items: charges.items,
      linkTitle: paymentLinks.title,
    })
    .from(charges)
    .leftJoin(paymentLinks, eq(paymentLinks.id, charges.paymentLinkId))
    .where(and(inArray(charges.id, unique), tenantWhere(ctx, charges.merchantId)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        customer_name: r.customerName,
        customer_email: r.customerEmail,
        payment_link_id: r.paymentLinkId,
        payment_link_title: r.linkTitle ?? null,
        first_item: r.items[0]?.name ?? null,
      },
    ]),
  );
}
