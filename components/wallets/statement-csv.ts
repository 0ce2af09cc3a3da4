import {
  csvCell,
  csvDate,
  csvDateTime,
  csvLine,
  csvMoney,
  csvPreamble,
  type CsvFormat,
} from "@/server/universal/csv-format";
import { localDay } from "@/server/universal/local-day";
import type { StatementView } from "./types";

/** How the pt-BR file names things; the machine file keeps codes and the API's English text. */
export interface StatementWords {
  type: (code: string) => string;
  description: (entry: StatementView["entries"][number]) => string;
}

const HEADERS = {
  machine: ["date", "type", "description", "amount", "balance_after", "entry_id", "transaction_id", "posted_at"],
  "pt-BR": [
    "Data (Brasília)",
    "Tipo",
    "Descrição",
    "Valor (R$)",
    "Saldo após (R$)",
    "ID do lançamento",
    "ID da transação",
    "Lançado em (Brasília)",
  ],
} as const;

/**
 * The statement as CSV (docs/api/csv.md): one row per entry, between an opening and a closing row.
 * machine: `,`, ISO UTC times, reais with a dot, type codes; pt-BR: BOM, `;`, `1.234,56`, Brasília
 * time and the screen's words (`words`).
 */
export function statementCsv(s: StatementView, format: CsvFormat = "machine", words?: StatementWords): string {
  const pt = format === "pt-BR";
  const row = (cells: Array<string | null>, textAt = 2) =>
    csvLine(
      cells.map((v, i) => csvCell(v, format, i === textAt)),
      format,
    );
  // The period's edges are instants (local midnights); a person reads the merchant's day they begin.
  const day = (iso: string) => (pt ? csvDate(localDay(iso, s.time_zone), format) : iso);
  const edge = (date: string, code: string, label: string, balance: number) =>
    row([day(date), pt ? label : code, "", "", csvMoney(balance, format), "", "", ""]);
  let out = csvPreamble(format) + row([...HEADERS[format]], -1);
  out += edge(s.start_date, "opening_balance", "Saldo inicial", s.opening_balance);
  for (const e of s.entries)
    out += row([
      csvDateTime(e.created_at, format),
      pt && words ? words.type(e.type) : e.type,
      pt && words ? words.description(e) : e.description,
      csvMoney(e.amount, format),
      csvMoney(e.balance_after, format),
      e.id,
      e.transaction_id,
      // Last, so that readers of the earlier columns by position go on working; differs from the date only
      // for work a sandbox test clock or an operator's --as-of ran ahead of time.
      csvDateTime(e.posted_at, format),
    ]);
  // end_date is the exclusive end: a person reads the period's last day.
  const lastDay = pt ? new Date(Date.parse(s.end_date) - 1).toISOString() : s.end_date;
  out += edge(lastDay, "closing_balance", "Saldo final", s.closing_balance);
  return out;
}
