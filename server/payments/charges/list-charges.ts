import type { z } from "zod";
import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import { chargeDailyRollups, charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { queryRows, type Executor } from "@/server/platform/db";
import { ValidationError } from "@/server/platform/errors";
import { offsetOf } from "@/server/platform/lists/pagination";
import { byIdInTenant } from "@/server/platform/tenancy";
import { chargeWithRefunds, refundRowsOf } from "./charge-rows";
import { chargeCountShape, chargeFilterWhere } from "./charge-filters";
import { presentCharge } from "./present-charge";
import { rollupWhere } from "./rollup-scope";
import type { listChargesQuery } from "./schemas";

type ListChargesInput = z.output<typeof listChargesQuery>;

/**
 * Where counting the matching charges stops. Past it `total` is this figure and `total_is_estimate`
 * true (docs/api/conventions.md): counting a million matches costs as much as reading them. Filters the
 * daily rollups answer (merchant, status, method, currency, whole days) are always counted exactly.
 */
export const COUNT_CAP = 1_000;

/** The matches of `where`, counted up to COUNT_CAP + 1 (a scalar subquery). */
const cappedCount = (where: SQL) =>
  sql`(select count(*)::int from (select 1 from ${charges} where ${where} limit ${COUNT_CAP + 1}) matches)`;

/**
 * Counts the list's matches up to COUNT_CAP + 1, in the shape chargeCountShape chooses: the WHERE at once; the
 * search's e-mail matches first and the whole WHERE only under the cap (PostgreSQL runs a `case`'s subquery only
 * when its branch is taken); or disjoint parts, each capped, read in turn under one cap, so that the first part to
 * reach it ends the count.
 */
export function cappedCountQuery(ctx: Ctx, input: ListChargesInput): SQL {
  const shape = chargeCountShape(ctx, input);
  if (shape.kind === "whole") return sql`select ${cappedCount(shape.where)} as n`;
  if (shape.kind === "first-then-whole") {
    const cap = sql.raw(String(COUNT_CAP));
    const over = sql.raw(String(COUNT_CAP + 1));
    return sql`select case when ${cappedCount(shape.first)} > ${cap} then ${over} else ${cappedCount(shape.whole)} end as n`;
  }
  const parts = shape.parts.map((part) => sql`(select 1 from ${charges} where ${part} limit ${COUNT_CAP + 1})`);
  return sql`select count(*)::int as n from (${sql.join(parts, sql` union all `)} limit ${COUNT_CAP + 1}) matches`;
}

/** `total` of the list and whether it is exact. */
async function totalOf(db: Executor, ctx: Ctx, input: ListChargesInput): Promise<{ total: number; estimate: boolean }> {
  const rollup = rollupWhere(ctx, input);
  if (rollup) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${chargeDailyRollups.count}), 0)`.mapWith(Number) })
      .from(chargeDailyRollups)
      .where(rollup.where);
    return { total: row.total, estimate: false };
  }
  const [{ n }] = await queryRows<{ n: number }>(db, cappedCountQuery(ctx, input));
  return n > COUNT_CAP ? { total: COUNT_CAP, estimate: true } : { total: n, estimate: false };
}

/** `(created_at, id)` beyond the cursor charge, compared in SQL so that microseconds are kept. */
async function cursorCondition(db: Executor, ctx: Ctx, input: ListChargesInput): Promise<SQL | undefined> {
  const id = input.starting_after ?? input.ending_before;
  if (!id) return undefined;
  const param = input.starting_after ? "starting_after" : "ending_before";
  const [row] = await db
    .select({ at: sql<string>`${charges.createdAt}::text` })
    .from(charges)
    .where(byIdInTenant(ctx, charges, id))
    .limit(1);
  if (!row) throw new ValidationError(`No such charge: ${id}.`, param);
  const op = input.starting_after ? sql`<` : sql`>`;
  return sql`(${charges.createdAt}, ${charges.id}) ${op} (${row.at}::timestamptz, ${id}::uuid)`;
}

function refuseMixedPagination(input: ListChargesInput): void {
  if (input.starting_after && input.ending_before) {
    throw new ValidationError("Give starting_after or ending_before, not both.", "ending_before");
  }
  if ((input.starting_after || input.ending_before) && input.page > 1) {
    throw new ValidationError("A cursor starts its own pages: leave page out.", "page");
  }
}

/**
 * GET /v1/charges: newest first, every filter of the document; each row as GET answers it. Pages by
 * `page` (offset) or by cursor (`starting_after`/`ending_before`, read from the index at any depth).
 */
export async function listCharges({ ctx, input }: { ctx: Ctx; input: ListChargesInput }) {
  refuseMixedPagination(input);
  const db = await executor(ctx);
  const where = chargeFilterWhere(ctx, input);
  const [{ total, estimate }, cursor] = await Promise.all([totalOf(db, ctx, input), cursorCondition(db, ctx, input)]);
  // The planner cannot tell a rare search (a tax id) from a common one (a first name). A rare one
  // (counted exactly, under the cap) reads its matches from the merchant's search index and sorts
  // them, ordering by an expression the (merchant_id, created_at) index cannot serve; a common one
  // walks that index newest first, testing each row, and finds a page of matches within a few hundred.
  const rare = Boolean(input.search) && !estimate;
  const createdAt = rare ? sql`${charges.createdAt} + interval '0 seconds'` : charges.createdAt;
  const backwards = Boolean(input.ending_before);
  const order = backwards ? [asc(createdAt), asc(charges.id)] : [desc(createdAt), desc(charges.id)];
  const rowsWhere = rare ? where : chargeFilterWhere(ctx, input, "row-filter");
  const offset = cursor ? 0 : offsetOf(input.page, input.limit);
  // An exact count of nothing (a search for a name nobody has) needs no second look at the index.
  const fetched =
    !estimate && total === 0
      ? []
      : await db
          .select(chargeWithRefunds)
          .from(charges)
          .where(and(rowsWhere, cursor))
          .orderBy(...order)
          .limit(input.limit + 1)
          .offset(offset);
  const hasMore = fetched.length > input.limit;
  const page = fetched.slice(0, input.limit);
  const rows = backwards ? page.reverse() : page;
  return {
    data: rows.map(({ refunds, ...row }) => presentCharge(row, refundRowsOf(refunds))),
    pagination: {
      page: cursor ? 1 : input.page,
      limit: input.limit,
      total,
      total_pages: Math.ceil(total / input.limit),
      total_is_estimate: estimate,
      has_more: hasMore,
    },
  };
}
