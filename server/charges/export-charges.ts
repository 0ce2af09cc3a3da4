import { and, desc, lt, or, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { chargeFilterWhere } from "./charge-filters";
import type { ChargeRow } from "./present-charge";
import type { ChargeFilterInput } from "./schemas";

/** Enough for a spreadsheet; beyond it, narrow the filters. */
export const EXPORT_MAX_ROWS = 100_000;
const BATCH = 1_000;

const COLUMNS = [
  "id",
  "created_at",
  "status",
  "payment_method",
  "amount",
  "captured_amount",
  "refunded_amount",
  "currency",
  "installments",
  "card_brand",
  "card_last_four",
  "customer_name",
  "customer_email",
  "customer_tax_id",
  "failure_code",
  "payment_link_id",
] as const;

/** RFC 4180 quoting; a leading =, +, - or @ is defused so spreadsheets never run a cell as a formula. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function line(r: ChargeRow): string {
  const values: (string | number | null)[] = [
    r.id,
    r.createdAt.toISOString(),
    r.status,
    r.paymentMethod,
    r.amount,
    r.capturedAmount,
    r.refundedAmount,
    r.currency,
    r.installments,
    r.cardBrand,
    r.cardLastFour,
    r.customerName,
    r.customerEmail,
    r.customerTaxId,
    r.failureCode,
    r.paymentLinkId,
  ];
  return values.map(cell).join(",") + "\r\n";
}

/**
 * The filtered list as CSV (amounts in centavos), newest first, produced in batches with keyset
 * pagination on (created_at, id) so that memory stays flat and late pages stay cheap.
 */
export async function* exportChargesCsv({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ChargeFilterInput;
}): AsyncGenerator<string> {
  const db = await executor(ctx);
  const where = chargeFilterWhere(ctx, input);
  yield COLUMNS.join(",") + "\r\n";
  let after: { createdAt: Date; id: string } | undefined;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const page = await db
      .select()
      .from(charges)
      .where(
        and(
          where,
          after
            ? or(
                lt(charges.createdAt, after.createdAt),
                and(eq(charges.createdAt, after.createdAt), lt(charges.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(charges.createdAt), desc(charges.id))
      .limit(Math.min(BATCH, EXPORT_MAX_ROWS - sent));
    if (page.length === 0) return;
    yield page.map(line).join("");
    sent += page.length;
    const last = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < BATCH) return;
  }
}
