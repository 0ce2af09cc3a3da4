import { formatDate, formatDateTime, formatMoney, formatPercent } from "@/components/format";

/** What an audit record's value needs to be read by a person: names by id, the locale, yes/no words. */
export interface AuditValueContext {
  locale: string;
  merchantNames: ReadonlyMap<string, string>;
  userEmails: Readonly<Record<string, string>>;
  yes: string;
  no: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An actor as the records write it: `user:<id>`, `api_key:<id>`. */
const PREFIXED_UUID = /^([a-z_]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** Fields that hold centavos (the settings, prices and movements the audited verbs record). */
const MONEY_FIELD = /(^|_)amount$|^withdrawal_fee_|_allowance$|^refund_allowance$/;

/**
 * One value of an audit record as the rest of the dashboard shows it: centavos as money, basis points
 * as a percentage, instants in Brasília time and calendar dates as dates, a merchant's or user's id as its name or e-mail (an
 * id nobody by it is known shortened to its first 8 characters, as request ids are; the line's tooltip has it whole), yes or no
 * for flags. Anything else as it was recorded.
 */
export function auditValue(field: string, value: unknown, c: AuditValueContext): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? c.yes : c.no;
  if (typeof value === "number" && Number.isInteger(value)) {
    if (field.endsWith("_bp")) return formatPercent(value / 10_000, c.locale);
    if (MONEY_FIELD.test(field)) return formatMoney(value, c.locale);
    return value.toLocaleString(c.locale);
  }
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value)) return formatDateTime(value, c.locale);
    if (CALENDAR_DATE.test(value)) return formatDate(value, c.locale);
    if (UUID.test(value)) return nameOf(value, c);
    const prefixed = PREFIXED_UUID.exec(value);
    if (prefixed) return `${prefixed[1]}: ${nameOf(prefixed[2], c)}`;
    return value;
  }
  // An object recorded whole (a bank, a split): its ids named or shortened like the fields'.
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" && UUID.test(v) ? nameOf(v, c) : v));
}

/** Who an id is, or the id shortened to 8 characters when nobody by it is known. */
function nameOf(id: string, c: AuditValueContext): string {
  return c.merchantNames.get(id) ?? c.userEmails[id] ?? `${id.slice(0, 8)}…`;
}
