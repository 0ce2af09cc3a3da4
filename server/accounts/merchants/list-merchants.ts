import type { z } from "zod";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { executor, type Ctx, requireAdmin } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentMerchant } from "./present-merchant";
import type { listMerchantsQuery } from "./schemas";

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Admins only: every merchant by name, searchable by name, e-mail or document. */
export async function listMerchants({ ctx, input }: { ctx: Ctx; input: z.output<typeof listMerchantsQuery> }) {
  requireAdmin(ctx);
  const db = await executor(ctx);
  const filters: Array<SQL | undefined> = [input.status ? eq(merchants.status, input.status) : undefined];
  if (input.search) {
    const pattern = likePattern(input.search);
    const digits = input.search.replace(/[.\-/\s]/g, "");
    filters.push(
      or(
        ilike(merchants.name, pattern),
        ilike(merchants.email, pattern),
        digits ? ilike(merchants.document, likePattern(digits)) : undefined,
      ),
    );
  }
  const where = and(...filters);
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(merchants)
        .where(where)
        .orderBy(asc(merchants.name), asc(merchants.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(merchants).where(where))[0].total,
    present: (rows) => rows.map(presentMerchant),
  });
}
