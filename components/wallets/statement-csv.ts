import type { StatementView } from "./types";

/** A CSV cell; free text is defused against spreadsheet formulas (`=`, `+`, `-`, `@` first). */
function cell(v: string | null, text = false): string {
  const s = v ?? "";
  const safe = text && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const reais = (centavos: number) => (centavos / 100).toFixed(2);

/** The statement as CSV: amounts in reais with a dot, one row per entry, between opening and closing rows. */
export function statementCsv(s: StatementView): string {
  const lines = ["date,type,description,amount,balance_after,entry_id,transaction_id"];
  lines.push([s.start_date, "opening_balance", "", "", reais(s.opening_balance), "", ""].map((v) => cell(v)).join(","));
  for (const e of s.entries) {
    lines.push(
      [
        cell(e.created_at),
        cell(e.type),
        cell(e.description, true),
        reais(e.amount),
        reais(e.balance_after),
        e.id,
        e.transaction_id,
      ].join(","),
    );
  }
  lines.push([s.end_date, "closing_balance", "", "", reais(s.closing_balance), "", ""].map((v) => cell(v)).join(","));
  return lines.join("\r\n") + "\r\n";
}
