/**
 * The two CSV dialects of our exports (docs/api/csv.md):
 * - `machine`: comma, ISO 8601 UTC times, plain numbers with a dot, English headers, no BOM —
 *   what programs read; the API's default, unchanged.
 * - `pt-BR`: what Excel and LibreOffice in Brazilian Portuguese open as a table of numbers:
 *   `;` separator (the comma is the decimal mark), a UTF-8 byte-order mark (or accents break),
 *   money as `1.234,56`, times as `dd/mm/aaaa HH:mm` in Brasília time, Portuguese headers.
 * Pure: the server's charges export and the dashboard's statement download share it.
 */
export const CSV_FORMATS = ["machine", "pt-BR"] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** The byte-order mark Excel needs to read UTF-8. */
export const BOM = "\uFEFF";
export const CSV_TIME_ZONE = "America/Sao_Paulo";

export function separatorOf(format: CsvFormat): string {
  return format === "pt-BR" ? ";" : ",";
}

/**
 * One cell, quoted per RFC 4180 when it holds the format's separator, a quote or a line break. Free text
 * (`text`) is defused: a leading =, +, -, @, tab or CR gets a `'` so no spreadsheet runs it as a formula.
 */
export function csvCell(value: string | number | null | undefined, format: CsvFormat, text = false): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  const needsQuotes = s.includes(separatorOf(format)) || /["\r\n]/.test(s);
  return needsQuotes ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * An identifier made of digits (a card's last four, a CPF or CNPJ), whose leading zeros are part of it.
 * machine: the digits as they are, plain CSV for programs. pt-BR: Excel turns a cell of digits into a number and
 * drops the zeros ("0005" becomes 5), so the Excel dialect writes the cell as the text formula `="0005"` (quoted per
 * RFC 4180: `"=""0005"""`), which Excel and LibreOffice show as the text 0005. Only digits take this form, so no
 * one's text becomes a formula; anything else is a defused text cell (docs/api/csv.md).
 */
export function csvIdentifier(value: string | null | undefined, format: CsvFormat): string {
  if (value === null || value === undefined || value === "") return "";
  if (format === "pt-BR" && /^\d+$/.test(value)) return `"=""${value}"""`;
  return csvCell(value, format, true);
}

export function csvLine(cells: string[], format: CsvFormat): string {
  return cells.join(separatorOf(format)) + "\r\n";
}

/**
 * Centavos as a decimal string by integer arithmetic (no float): machine `1234.56`,
 * pt-BR `1.234,56`; negative `-1.234,56`.
 */
export function csvMoney(centavos: number, format: CsvFormat): string {
  const value = BigInt(centavos);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString();
  const cents = (abs % 100n).toString().padStart(2, "0");
  const sign = negative ? "-" : "";
  if (format === "machine") return `${sign}${whole}.${cents}`;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${cents}`;
}

// Made on the first pt-BR export, not when the module loads: every dashboard page loads this module (the export
// control's format list), and it was the page's first formatter with a time zone, 44 ms at Lighthouse's 4× slower
// CPU inside the hydration task it counts as blocking time (BENCHMARKS.md, "Issue 30", fifth round).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function brasiliaDateTime(): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(CSV_TIME_ZONE);
  if (!format) {
    format = new Intl.DateTimeFormat("pt-BR", {
      timeZone: CSV_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormats.set(CSV_TIME_ZONE, format);
  }
  return format;
}

/** machine: ISO 8601 UTC; pt-BR: `31/01/2026 21:00` in Brasília time. */
export function csvDateTime(value: Date | string, format: CsvFormat): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (format === "machine") return date.toISOString();
  const p = Object.fromEntries(
    brasiliaDateTime()
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A calendar day (`YYYY-MM-DD`): machine as is, pt-BR `dd/mm/aaaa`. */
export function csvDate(day: string, format: CsvFormat): string {
  if (format === "machine") return day;
  const [y, m, d] = day.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/** The file's text: the BOM first for pt-BR, so Excel takes it as UTF-8. */
export function csvPreamble(format: CsvFormat): string {
  return format === "pt-BR" ? BOM : "";
}
