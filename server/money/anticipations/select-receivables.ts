import type { z } from "zod";
import { and, asc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import { receivables } from "@/db/schema";
import type { Executor } from "@/server/platform/db";
import { noRefundInFlight, withRefundInFlight } from "@/server/money/receivables/refund-in-flight";
import { DomainError, InvalidRequestError, type FieldIssue } from "@/server/platform/errors";
import type { anticipationBody } from "./schemas";

export type ReceivableRow = typeof receivables.$inferSelect;
type Body = z.output<typeof anticipationBody>;

/**
 * A receivable can be anticipated while it is the merchant's, `pending`, has money left, settles
 * after the anticipation day (one due today settles the usual way), and no refund of its charge awaits the
 * acquirer (refund-in-flight.ts).
 */
function eligible(merchantId: string, currency: string, today: string) {
  return and(
    eq(receivables.merchantId, merchantId),
    eq(receivables.ownerType, "merchant"),
    eq(receivables.status, "pending"),
    eq(receivables.currency, currency),
    gt(receivables.settlementDate, today),
    gt(receivables.netAmount, 0),
    noRefundInFlight,
  );
}

export function unavailable(details: FieldIssue[]): DomainError {
  return new DomainError(
    "invalid_request_error",
    "receivables_unavailable",
    `${details.length} of the receivables cannot be anticipated: ${details.map((d) => d.message).join("; ")}`,
    "receivable_ids",
    details,
  );
}

/** Why a named receivable cannot be taken while a refund of its charge is unanswered (refund-in-flight.ts). */
const refundAwaited = (id: string) => `${id}: a refund of its charge awaits the acquirer's answer`;

const noneEligible = () =>
  new InvalidRequestError("no_eligible_receivables", "No receivable matches: nothing is left to anticipate.");

/**
 * The receivables a body chooses, as of `today`, without locking: the named ones (each must be
 * eligible, or the whole request is refused and `details` says which and why), or the eligible ones
 * in the settlement date range, earliest-settling first, up to `amount`.
 */
export async function chooseReceivables(
  db: Executor,
  merchantId: string,
  input: Body,
  today: string,
): Promise<ReceivableRow[]> {
  if (input.receivable_ids) {
    const ids = input.receivable_ids;
    const found = await db
      .select()
      .from(receivables)
      .where(and(inArray(receivables.id, ids), eq(receivables.merchantId, merchantId)));
    const byId = new Map(found.map((r) => [r.id, r]));
    const refunding = await withRefundInFlight(
      db,
      found.map((r) => r.id),
    );
    const problems: FieldIssue[] = [];
    ids.forEach((id, i) => {
      const r = byId.get(id);
      const param = `receivable_ids.${i}`;
      if (!r) problems.push({ param, message: `${id}: no such receivable` });
      else if (r.status !== "pending") problems.push({ param, message: `${id}: is ${r.status}` });
      else if (r.currency !== input.currency) problems.push({ param, message: `${id}: is in ${r.currency}` });
      else if (r.settlementDate <= today) problems.push({ param, message: `${id}: settles on ${r.settlementDate}` });
      else if (r.netAmount <= 0) problems.push({ param, message: `${id}: has nothing left` });
      else if (refunding.has(id)) problems.push({ param, message: refundAwaited(id) });
    });
    if (problems.length) throw unavailable(problems);
    return ids.map((id) => byId.get(id)!).sort(bySettlement);
  }
  const rows = await db
    .select()
    .from(receivables)
    .where(
      and(
        eligible(merchantId, input.currency, today),
        input.settlement_date_from ? gte(receivables.settlementDate, input.settlement_date_from) : undefined,
        input.settlement_date_to ? lte(receivables.settlementDate, input.settlement_date_to) : undefined,
      ),
    )
    .orderBy(asc(receivables.settlementDate), asc(receivables.id));
  const chosen = input.amount === undefined ? rows : upTo(rows, input.amount);
  if (chosen.length === 0) throw noneEligible();
  return chosen;
}

/** Earliest first, whole receivables, skipping one that would pass the amount. */
function upTo(rows: ReceivableRow[], amount: number): ReceivableRow[] {
  const out: ReceivableRow[] = [];
  let left = amount;
  for (const r of rows) {
    if (r.netAmount <= left) {
      out.push(r);
      left -= r.netAmount;
    }
  }
  return out;
}

function bySettlement(a: ReceivableRow, b: ReceivableRow): number {
  return a.settlementDate < b.settlementDate ? -1 : a.settlementDate > b.settlementDate ? 1 : a.id < b.id ? -1 : 1;
}

/**
 * Locks the chosen receivables that are still eligible, skipping any another transaction holds:
 * two requests never wait for each other (so never deadlock), and never both get one. Named
 * receivables must all be locked, or the request is refused saying which were taken meanwhile.
 */
export async function lockChosen(
  tx: Executor,
  merchantId: string,
  input: Body,
  today: string,
  chosen: ReceivableRow[],
): Promise<ReceivableRow[]> {
  const claimed = await tx
    .select()
    .from(receivables)
    .where(
      and(
        inArray(
          receivables.id,
          chosen.map((r) => r.id),
        ),
        eligible(merchantId, input.currency, today),
      ),
    )
    .orderBy(asc(receivables.settlementDate), asc(receivables.id))
    .for("update", { skipLocked: true });
  // A refund asked for between the claim's snapshot and its lock (refund-in-flight.ts).
  const refunding = await withRefundInFlight(
    tx,
    claimed.map((r) => r.id),
  );
  const locked = claimed.filter((r) => !refunding.has(r.id));
  if (input.receivable_ids && locked.length < chosen.length) {
    const got = new Set(locked.map((r) => r.id));
    throw unavailable(
      input.receivable_ids
        .map((id, i) => ({ id, i }))
        .filter(({ id }) => !got.has(id))
        .map(({ id, i }) => ({
          param: `receivable_ids.${i}`,
          message: refunding.has(id) ? refundAwaited(id) : `${id}: taken by another anticipation`,
        })),
    );
  }
  if (locked.length === 0) throw noneEligible();
  return locked;
}

/** The merchant's unpaid receivables (pending or reserved) in a currency: the base of the share limit. */
export async function unpaidTotal(tx: Executor, merchantId: string, currency: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${receivables.netAmount}), 0)` })
    .from(receivables)
    .where(
      and(
        eq(receivables.merchantId, merchantId),
        eq(receivables.currency, currency),
        inArray(receivables.status, ["pending", "reserved"]),
      ),
    );
  return Number(row.total);
}
