import type { z } from "zod";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { banks, recipients } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { tenantWhere } from "@/server/platform/tenancy";
import { presentRecipient } from "./present-recipient";
import type { listRecipientsQuery } from "./schemas";

/** Current (primary) recipients: a merchant's own, or every merchant's for an admin. Masked. */
export async function listRecipients({ ctx, input }: { ctx: Ctx; input: z.output<typeof listRecipientsQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, recipients.merchantId, input.merchant_id),
    isNull(recipients.replacedAt),
    input.type ? eq(recipients.type, input.type) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select({ recipient: recipients, bank: banks })
        .from(recipients)
        .leftJoin(banks, eq(banks.code, recipients.bankCode))
        .where(where)
        .orderBy(asc(recipients.merchantId), asc(recipients.type))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(recipients).where(where))[0].total,
    present: (rows) => rows.map((r) => presentRecipient(r.recipient, r.bank, ctx.now())),
  });
}
