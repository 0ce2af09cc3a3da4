import type { z } from "zod";
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql } from "drizzle-orm";
import { charges, paymentLinks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentPaymentLink } from "./present-payment-link";
import type { listPaymentLinksQuery } from "./schemas";
import { tenantWhere } from "@/server/platform/tenancy";

function dayBound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T${end ? "23:59:59.999" : "00:00:00.000"}Z`);
  return new Date(value);
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listPaymentLinks({ ctx, input }: { ctx: Ctx; input: z.output<typeof listPaymentLinksQuery> }) {
  const db = await executor(ctx);
  const pattern = input.search ? `%${escapeLike(input.search)}%` : undefined;
  const where = and(
    tenantWhere(ctx, paymentLinks.merchantId),
    input.status ? eq(paymentLinks.status, input.status) : undefined,
    pattern ? or(ilike(paymentLinks.title, pattern), ilike(paymentLinks.description, pattern)) : undefined,
    input.date_from ? gte(paymentLinks.createdAt, dayBound(input.date_from, false)) : undefined,
    input.date_to ? lte(paymentLinks.createdAt, dayBound(input.date_to, true)) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(paymentLinks)
        .where(where)
        .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(paymentLinks).where(where))[0].total,
    present: async (rows) => {
      const revenue = await linkRevenue(ctx, rows);
      return rows.map((r) => presentPaymentLink(r, ctx.now(), revenue.get(r.id) ?? { revenue: 0, payments: 0 }));
    },
  });
}

/**
 * Revenue and payments per link: captured and kept (captured minus refunded) by the links' charges,
 * and how many of them were paid (captured, refunds later included). An abandoned Apple Pay or a
 * declined card is an attempt, not a payment.
 */
export async function linkRevenue(
  ctx: Ctx,
  rows: Array<{ id: string; merchantId: string }>,
): Promise<Map<string, { revenue: number; payments: number }>> {
  const revenue = new Map<string, { revenue: number; payments: number }>();
  if (!rows.length) return revenue;
  const db = await executor(ctx);
  const sums = await db
    .select({
      linkId: charges.paymentLinkId,
      sum: sql<string>`coalesce(sum(${charges.capturedAmount} - ${charges.refundedAmount}), 0)`,
      paid: sql<string>`count(*) filter (where ${charges.capturedAmount} > 0)`,
    })
    .from(charges)
    .where(
      and(
        inArray(
          charges.paymentLinkId,
          rows.map((r) => r.id),
        ),
        inArray(charges.merchantId, [...new Set(rows.map((r) => r.merchantId))]),
      ),
    )
    .groupBy(charges.paymentLinkId);
  for (const s of sums) if (s.linkId) revenue.set(s.linkId, { revenue: Number(s.sum), payments: Number(s.paid) });
  return revenue;
}
