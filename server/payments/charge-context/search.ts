import { and, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { charges, paymentLinks } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { tenantWhere } from "@/server/platform/tenancy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The caller's charges a person names in a list of money movements (receivables): an exact charge
 * id, word prefixes of the buyer's name, email or tax id (the charges' GIN-indexed search_vector, as
 * the charges list searches), an email prefix, or part of the payment link's title. A subquery of ids.
 * Its own folder: receivables and wallets read it, and charges already depends on them.
 */
export function chargesNamed(ctx: Ctx, db: Executor, search: string) {
  const q = search.trim();
  const mine = tenantWhere(ctx, charges.merchantId);
  if (UUID.test(q))
    return db
      .select({ id: charges.id })
      .from(charges)
      .where(and(mine, eq(charges.id, q.toLowerCase())));
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (/^[\d.\-/]+$/.test(w) ? w.replace(/\D/g, "") : w.replace(/[^\p{L}\p{N}@._+-]/gu, "")))
    .filter(Boolean);
  const byBuyer: SQL[] = [sql`lower(${charges.customerEmail}) like ${escapeLike(q.toLowerCase()) + "%"}`];
  if (words.length > 0)
    byBuyer.push(
      sql`${charges.searchVector} @@ to_tsquery('simple'::regconfig, ${words.map((w) => `'${w}':*`).join(" & ")})`,
    );
  const links = db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(ilike(paymentLinks.title, `%${escapeLike(q)}%`), tenantWhere(ctx, paymentLinks.merchantId)));
  return db
    .select({ id: charges.id })
    .from(charges)
    .where(and(mine, or(...byBuyer, inArray(charges.paymentLinkId, links))));
}
