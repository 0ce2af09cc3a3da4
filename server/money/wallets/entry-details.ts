import { inArray } from "drizzle-orm";
import { chargeRefunds, receivables, withdrawals } from "@/db/schema";
import type { Executor } from "@/server/platform/db";
import { presentEntry, type EntryRow } from "./present-wallet";
import type { EntryDetails, EntryView } from "./schemas";

const none: EntryDetails = {
  charge_id: null,
  installment_number: null,
  installments_total: null,
  withdrawal_method: null,
  receivable_count: null,
};

const idsOf = (rows: EntryRow[], type: string) => [
  ...new Set(rows.filter((r) => r.referenceType === type && r.referenceId).map((r) => r.referenceId as string)),
];

/**
 * Entries with the structured facts a screen builds its description from (the charge and installment
 * of a settlement, the charge of a refund, the method of a withdrawal, the receivables of an anticipation),
 * so that no screen parses the English `description`. Read in one query per kind of reference, not per row.
 */
export async function presentEntries(db: Executor, rows: EntryRow[]): Promise<EntryView[]> {
  const [parts, refunds, outs] = await Promise.all([
    idsOf(rows, "receivable").length
      ? db
          .select({
            id: receivables.id,
            chargeId: receivables.chargeId,
            n: receivables.installmentNumber,
            total: receivables.installmentsTotal,
          })
          .from(receivables)
          .where(inArray(receivables.id, idsOf(rows, "receivable")))
      : [],
    idsOf(rows, "refund").length
      ? db
          .select({ id: chargeRefunds.id, chargeId: chargeRefunds.chargeId })
          .from(chargeRefunds)
          .where(inArray(chargeRefunds.id, idsOf(rows, "refund")))
      : [],
    idsOf(rows, "withdrawal").length
      ? db
          .select({ id: withdrawals.id, method: withdrawals.method })
          .from(withdrawals)
          .where(inArray(withdrawals.id, idsOf(rows, "withdrawal")))
      : [],
  ]);
  const part = new Map(parts.map((p) => [p.id, p]));
  const refund = new Map(refunds.map((r) => [r.id, r.chargeId]));
  const out = new Map(outs.map((w) => [w.id, w.method]));
  return rows.map((r) => {
    const ref = r.referenceId ?? "";
    const p = r.referenceType === "receivable" ? part.get(ref) : undefined;
    const ids = r.metadata?.receivable_ids;
    const details: EntryDetails = {
      ...none,
      ...(p && { charge_id: p.chargeId, installment_number: p.n, installments_total: p.total }),
      ...(r.referenceType === "refund" && { charge_id: refund.get(ref) ?? null }),
      ...(r.referenceType === "withdrawal" && { withdrawal_method: out.get(ref) ?? null }),
      ...(r.referenceType === "anticipation" && Array.isArray(ids) && { receivable_count: ids.length }),
    };
    return { ...presentEntry(r), details };
  });
}
