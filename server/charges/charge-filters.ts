import { and, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { charges } from "@/db/schema";
import type { Ctx } from "@/server/context";
import type { ChargeFilterInput } from "./schemas";
import { tenantWhere } from "@/server/tenancy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Search: an exact charge id, or every word as a prefix of a word of the customer's name, email or
 * tax id (full-text, GIN-indexed), or the text as a prefix of the email (btree on lower(email)).
 * Tax ids are searched by their digits, formatted or not.
 */
export function searchCondition(search: string): SQL | undefined {
  const q = search.trim();
  if (UUID.test(q)) return eq(charges.id, q.toLowerCase());
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (/^[\d.\-/]+$/.test(w) ? w.replace(/\D/g, "") : w.replace(/[^\p{L}\p{N}@._+-]/gu, "")))
    .filter(Boolean);
  const conditions: SQL[] = [sql`lower(${charges.customerEmail}) like ${escapeLike(q.toLowerCase()) + "%"}`];
  if (words.length > 0) {
    const query = words.map((w) => `'${w}':*`).join(" & ");
    conditions.push(sql`${charges.searchVector} @@ to_tsquery('simple'::regconfig, ${query})`);
  }
  return or(...conditions);
}

function endOf(date: string): { op: "lt" | "lte"; at: Date } {
  if (DATE_ONLY.test(date)) return { op: "lt", at: new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000) };
  return { op: "lte", at: new Date(date) };
}

/** The WHERE of the list, the summary and the export: tenant first, then every filter given. */
export function chargeFilterWhere(ctx: Ctx, f: ChargeFilterInput): SQL | undefined {
  const to = f.date_to ? endOf(f.date_to) : undefined;
  return and(
    tenantWhere(ctx, charges.merchantId, f.merchant_id),
    f.status ? eq(charges.status, f.status) : undefined,
    f.payment_method ? eq(charges.paymentMethod, f.payment_method) : undefined,
    f.date_from ? gte(charges.createdAt, new Date(f.date_from)) : undefined,
    to ? (to.op === "lt" ? lt(charges.createdAt, to.at) : lte(charges.createdAt, to.at)) : undefined,
    f.amount_min !== undefined ? gte(charges.amount, f.amount_min) : undefined,
    f.amount_max !== undefined ? lte(charges.amount, f.amount_max) : undefined,
    f.installments !== undefined ? eq(charges.installments, f.installments) : undefined,
    f.search ? searchCondition(f.search) : undefined,
    f.payment_link_id ? eq(charges.paymentLinkId, f.payment_link_id) : undefined,
    f.currency ? eq(charges.currency, f.currency) : undefined,
  );
}
