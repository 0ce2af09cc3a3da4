import { and, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { charges } from "@/db/schema";
import type { Ctx } from "@/server/platform/context";
import type { ChargeFilterInput } from "./schemas";
import { merchantInScope, tenantWhere } from "@/server/platform/tenancy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How a search finds its rows. `merchant-index`: through the merchant's own indexes, for counts and
 * rare matches: name words in `merchant_terms` (the name's lexemes prefixed with the merchant's id,
 * stored and GIN-indexed, migration 0024), tax-id digits by the `(merchant_id, customer_tax_id)` btree,
 * e-mails by the `(merchant_id, lower(customer_email))` btree; each yields that merchant's matches only.
 * `row-filter`: the stored search_vector tested row by row, for a walk of the merchant's newest charges
 * when matches are common (cheap per row). Without one merchant in scope (an admin over all of them)
 * both use the global index on search_vector.
 */
export type SearchMode = "merchant-index" | "row-filter";

/**
 * Search: an exact charge id, or every word as a prefix of a word of the customer's name, email or
 * tax id (full-text, GIN-indexed), or the text as a prefix of the email (btree on lower(email)).
 * Tax ids are searched by their digits, formatted or not.
 *
 * Every condition keeps its index when the statement is planned without its values: postgres.js
 * prepares statements, and after five runs PostgreSQL may keep one generic plan for all values. A
 * `like` prefix or a tsquery computed from a parameter cannot reach an index there and is evaluated
 * row by row (a search of a merchant's 10,000 charges took 340 ms that way). So prefixes are also
 * given as byte ranges (`~>=~`/`~<~`, what `text_pattern_ops` indexes), and tsqueries are passed as
 * tsquery values, not computed from a parameter in SQL.
 */
export function searchCondition(search: string, merchantId?: string): SQL | undefined {
  return or(...searchBranches(search, merchantId));
}

/** The alternatives of a search (any one matches): the exact id, or the e-mail's start and the words. */
function searchBranches(search: string, merchantId?: string): SQL[] {
  const q = search.trim();
  if (UUID.test(q)) return [eq(charges.id, q.toLowerCase())];
  const words = searchWords(q);
  const emailLike = startsWith(sql`lower(${charges.customerEmail})`, q.toLowerCase());
  // With the merchant's index, each branch of the OR is exactly one bitmap index condition (the merchant
  // inside the e-mail branch, as its btree starts with it): the heap recheck then never evaluates the
  // costly lexeme function row by row.
  const conditions: SQL[] = [merchantId ? and(eq(charges.merchantId, merchantId), emailLike)! : emailLike];
  if (words.length > 0) conditions.push(merchantId ? merchantWords(merchantId, words) : globalWords(words));
  return conditions;
}

/** The words of a search, lowercased: a number (formatted or not) as its digits, any other word as its letters. */
function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (/^[\d.\-/]+$/.test(w) ? w.replace(/\D/g, "") : w.replace(/[^\p{L}\p{N}@._+-]/gu, "")))
    .filter(Boolean);
}

/** The string just above every string that starts with `prefix` (its last code point plus one), if any. */
function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  let next = (points.pop() ?? "").codePointAt(0)! + 1;
  if (next === 0xd800) next = 0xe000; // surrogates are not characters
  return next > 0x10ffff ? undefined : points.join("") + String.fromCodePoint(next);
}

/**
 * `value` starts with `prefix`: the exact `like`, and the byte range a `text_pattern_ops` btree reads
 * with or without the values at planning time (UTF-8 keeps code point order byte by byte).
 */
function startsWith(value: SQL | typeof charges.customerTaxId, prefix: string): SQL {
  const like = sql`${value} like ${escapeLike(prefix) + "%"}`;
  const end = prefixEnd(prefix);
  const from = sql`${value} ~>=~ ${prefix}`;
  return end === undefined ? and(like, from)! : and(like, from, sql`${value} ~<~ ${end}`)!;
}

/**
 * The tsquery of `words`, each a prefix of a lexeme (with `tag` before it, as the merchant's lexemes are
 * stored), written as tsquery text in the parameter itself: the planner sees its value when it has
 * it, and a generic plan reads it once, never parsing per row. Words hold only letters, digits and
 * `@._+-` (searchCondition), lowercased as to_tsvector('simple') lowercases names.
 */
const prefixQuery = (words: string[], tag?: string) =>
  sql`${words.map((w) => `'${tag ? `${tag} ` : ""}${w}':*`).join(" & ")}::tsquery`;

/** Every word a prefix of a word of the name, e-mail or tax id, on the global GIN index (admins). */
function globalWords(words: string[]): SQL {
  return sql`${charges.searchVector} @@ ${prefixQuery(words)}`;
}

/**
 * One merchant's search: every word is the start of a word of the name, looked up among the merchant's
 * own lexemes; a word of digits may instead be the start of the tax id (stored as digits, on its btree:
 * tax ids are not in the lexemes, where a digit prefix would enumerate one entry per charge).
 */
function merchantWords(merchantId: string, words: string[]): SQL {
  // Every lexeme prefixed by the merchant's tag ('maria':* → '<tag> maria':*), as charge_merchant_lexemes stores them.
  const tag = merchantId.replace(/-/g, "").toLowerCase();
  const inName = (ws: string[]) => sql`${charges.merchantTerms} @@ ${prefixQuery(ws, tag)}`;
  const letters = words.filter((w) => !/^\d+$/.test(w));
  const parts: SQL[] = words
    .filter((w) => /^\d+$/.test(w))
    .map((d) => {
      const inTaxIds = and(eq(charges.merchantId, merchantId), startsWith(charges.customerTaxId, d))!;
      return and(or(inTaxIds, inName([d])), matchesAnyCharge(inTaxIds, inName([d])))!;
    });
  if (letters.length > 0) parts.push(inName(letters));
  return and(...parts)!;
}

/**
 * Whether a word of digits matches any of the merchant's charges at all (a tax id or a name word starting
 * with it), as a condition on no row: PostgreSQL runs it once, before the scan, and skips the scan when it is
 * false. Without it a search whose digits match nothing (`maria teixeira 42`) read every posting of its other
 * words' prefixes in the name index before finding the digits' empty: 31 ms for "maria" and "teixeira" at a
 * million charges, 0.5 ms with it (BENCHMARKS.md, "Issue 30, item 3"). The tax ids are asked first, on their
 * btree, and usually answer; the names are counted rather than asked with `exists`, which PostgreSQL plans as a
 * sequential scan that stops at the first row (the name index serves bitmap scans only): 486 ms that way.
 */
function matchesAnyCharge(inTaxIds: SQL, inName: SQL): SQL {
  return sql`(exists (select 1 from ${charges} where ${inTaxIds}) or (select count(*) from ${charges} where ${inName}) > 0)`;
}

function endOf(date: string): { op: "lt" | "lte"; at: Date } {
  if (DATE_ONLY.test(date)) return { op: "lt", at: new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000) };
  return { op: "lte", at: new Date(date) };
}

/** The WHERE of the list, the summary and the export: tenant first, then every filter given. */
export function chargeFilterWhere(
  ctx: Ctx,
  f: ChargeFilterInput,
  search: SearchMode = "merchant-index",
): SQL | undefined {
  const to = f.date_to ? endOf(f.date_to) : undefined;
  const merchantId = search === "merchant-index" && f.search ? merchantInScope(ctx, f.merchant_id) : undefined;
  return and(
    tenantWhere(ctx, charges.merchantId, f.merchant_id),
    f.status ? eq(charges.status, f.status) : undefined,
    f.payment_method ? eq(charges.paymentMethod, f.payment_method) : undefined,
    f.date_from ? gte(charges.createdAt, new Date(f.date_from)) : undefined,
    to ? (to.op === "lt" ? lt(charges.createdAt, to.at) : lte(charges.createdAt, to.at)) : undefined,
    f.amount_min !== undefined ? gte(charges.amount, f.amount_min) : undefined,
    f.amount_max !== undefined ? lte(charges.amount, f.amount_max) : undefined,
    f.installments !== undefined ? eq(charges.installments, f.installments) : undefined,
    f.search ? searchCondition(f.search, merchantId) : undefined,
    f.payment_link_id ? eq(charges.paymentLinkId, f.payment_link_id) : undefined,
    f.currency ? eq(charges.currency, f.currency) : undefined,
  );
}

/**
 * How the list counts its matches up to a cap (cappedCountQuery in server/payments/charges/list-charges.ts):
 * - `whole`: the WHERE in one scan, without a search or for a search with one alternative (a charge's id).
 * - `first-then-whole`: the search's first alternative, the e-mails that start with it, counted first on the
 *   e-mail btree, which reads in order and stops at the cap: a first name that starts most of its e-mails is
 *   counted to 1,000 there, without building the name index's bitmap of every match. That btree carries the
 *   e-mail (migration 0043), so this part reads no table page when the search has no filter beyond the merchant.
 *   Under the cap, the whole WHERE is counted in one scan, which reads each match once: a search's 530 matches
 *   among a million charges took 1.76 ms, against 2.87 ms as disjoint parts (BENCHMARKS.md, "the search's count").
 * - `parts`: the WHERE as disjoint parts whose matches add up to the whole (each leaves out what an earlier one
 *   matched), read one after another under one cap, for a merchant's search with a word of digits. The check that
 *   the digits match anything (matchesAnyCharge) runs once before the scan only as a condition of its whole
 *   statement, as it is in its part, and not inside the whole WHERE's OR: there "maria teixeira 42" would read
 *   every posting of "maria" and "teixeira" even when no tax id starts with 42.
 */
export type ChargeCountShape =
  | { kind: "whole"; where: SQL }
  | { kind: "first-then-whole"; first: SQL; whole: SQL }
  | { kind: "parts"; parts: SQL[] };

export function chargeCountShape(ctx: Ctx, f: ChargeFilterInput): ChargeCountShape {
  const whole = chargeFilterWhere(ctx, f) ?? sql`true`;
  if (!f.search) return { kind: "whole", where: whole };
  const merchantId = merchantInScope(ctx, f.merchant_id);
  const branches = searchBranches(f.search, merchantId);
  if (branches.length === 1) return { kind: "whole", where: whole };
  const rest = chargeFilterWhere(ctx, { ...f, search: undefined });
  const digitsChecked = Boolean(merchantId) && searchWords(f.search).some((w) => /^\d+$/.test(w));
  if (!digitsChecked) return { kind: "first-then-whole", first: and(rest, branches[0])!, whole };
  const parts = branches.map((b, i) => and(rest, b, ...branches.slice(0, i).map((e) => sql`(${e}) is not true`))!);
  return { kind: "parts", parts };
}
