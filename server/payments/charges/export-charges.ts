import { and, desc, lt, or, eq } from "drizzle-orm";
import { charges } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { chargeFilterWhere } from "./charge-filters";
import type { ChargeRow } from "./present-charge";
import type { ExportChargesInput } from "./schemas";
import {
  csvCell,
  csvDateTime,
  csvIdentifier,
  csvLine,
  csvMoney,
  csvPreamble,
  type CsvFormat,
} from "@/server/universal/csv-format";
import ptCharges from "@/messages/pt-BR/charges.json";

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
type Column = (typeof COLUMNS)[number];

/** The pt-BR headers, in the order of COLUMNS. */
const HEADERS_PT: Record<Column, string> = {
  id: "ID da cobrança",
  created_at: "Data (Brasília)",
  status: "Situação",
  payment_method: "Forma de pagamento",
  amount: "Valor (R$)",
  captured_amount: "Valor capturado (R$)",
  refunded_amount: "Valor estornado (R$)",
  currency: "Moeda",
  installments: "Parcelas",
  card_brand: "Bandeira",
  card_last_four: "Final do cartão",
  customer_name: "Cliente",
  customer_email: "E-mail do cliente",
  customer_tax_id: "CPF/CNPJ",
  failure_code: "Código de falha",
  payment_link_id: "ID do link de pagamento",
};

/** Statuses and methods in the dashboard's words: the same catalogue as the screens. */
const statusPt = ptCharges.statuses as Record<string, string>;
const methodPt = ptCharges.methods as Record<string, string>;

export function headerLine(format: CsvFormat): string {
  return csvLine(
    COLUMNS.map((c) => csvCell(format === "pt-BR" ? HEADERS_PT[c] : c, format)),
    format,
  );
}

/** One charge: machine keeps codes and centavos; pt-BR shows reais, Brasília time and words. */
export function chargeLine(r: ChargeRow, format: CsvFormat): string {
  const pt = format === "pt-BR";
  const money = (v: number) => (pt ? csvMoney(v, format) : v);
  const values: Record<Column, string | number | null> = {
    id: r.id,
    created_at: csvDateTime(r.createdAt, format),
    status: pt ? (statusPt[r.status] ?? r.status) : r.status,
    payment_method: pt ? (methodPt[r.paymentMethod] ?? r.paymentMethod) : r.paymentMethod,
    amount: money(r.amount),
    captured_amount: money(r.capturedAmount),
    refunded_amount: money(r.refundedAmount),
    currency: r.currency,
    installments: r.installments,
    card_brand: r.cardBrand,
    card_last_four: r.cardLastFour,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    customer_tax_id: r.customerTaxId,
    failure_code: r.failureCode,
    payment_link_id: r.paymentLinkId,
  };
  const free = new Set<Column>(["customer_name", "customer_email"]);
  // Digits whose leading zeros matter: Excel must not read them as numbers.
  const identifiers = new Set<Column>(["customer_tax_id", "card_last_four"]);
  return csvLine(
    COLUMNS.map((c) =>
      identifiers.has(c) ? csvIdentifier(values[c] as string | null, format) : csvCell(values[c], format, free.has(c)),
    ),
    format,
  );
}

/**
 * The filtered list as CSV in the chosen format (server/universal/csv-format.ts), newest first, produced in batches with keyset
 * pagination on (created_at, id) so that memory stays flat and late pages stay cheap.
 */
export async function* exportChargesCsv({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ExportChargesInput;
}): AsyncGenerator<string> {
  const db = await executor(ctx);
  const where = chargeFilterWhere(ctx, input);
  yield csvPreamble(input.format) + headerLine(input.format);
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
    yield page.map((r) => chargeLine(r, input.format)).join("");
    sent += page.length;
    const last = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < BATCH) return;
  }
}
