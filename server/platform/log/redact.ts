/**
 * Log lines must never carry a card number, a CVV, an API secret, a webhook secret or a 3-D Secure
 * challenge token.
 * Fields with sensitive names are dropped whole; strings are scrubbed of anything that
 * looks like a card number or a secret.
 */
const SENSITIVE_KEY =
  /^(card|number|cvv|cvc|password|secret|secret_key|authorization|cookie|pan|file|token_plain|holder_?name)$/i;
const PAN_LIKE = /\b(?:\d[ -]?){13,19}\b/g;
const SECRET_LIKE = /\b(sk_|whsec_)[A-Za-z0-9_+/=-]+/g;
/**
 * A 3-D Secure challenge token (`/3ds/challenge/chl_…`) lets whoever holds it answer the buyer's challenge,
 * and it is in the URL, so the access log's `path` would carry it to everyone who reads the logs. Scrubbed
 * here, for every field of every line, rather than only in the access log. Only its own characters are
 * taken: the path around it stays readable.
 */
const CHALLENGE_TOKEN = /\bchl_[A-Za-z0-9_-]+/g;

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** Drizzle's message for a failed query ends with its parameters: customers' e-mails, names, hashes. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

export function scrubString(s: string): string {
  // UUIDs are kept whole: their digit runs are ids, not card numbers.
  return s
    .replace(QUERY_PARAMS, "\nparams: [redacted]")
    .split(UUID)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(PAN_LIKE, "[redacted-number]")))
    .join("")
    .replace(SECRET_LIKE, "$1[redacted]")
    .replace(CHALLENGE_TOKEN, "chl_[redacted]");
}

interface SqlErrorFields {
  code?: unknown;
  table?: unknown;
  table_name?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  column?: unknown;
  column_name?: unknown;
}

/** The PostgreSQL error inside an error (drizzle wraps the driver's in `cause`), if there is one. */
function sqlErrorIn(error: Error): (Error & SqlErrorFields) | undefined {
  let e: unknown = error;
  for (let i = 0; i < 5 && e instanceof Error; i++) {
    const code = (e as SqlErrorFields).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e;
    e = e.cause;
  }
  return undefined;
}

function isFailedQuery(error: Error): boolean {
  return "query" in error && "params" in error;
}

/** `insert into "charges"`, `update "api_keys"`, `from "customers"`: the statement and its first table. */
function statementOf(query: unknown): { operation?: string; relation?: string } {
  if (typeof query !== "string") return {};
  const operation = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b/i.exec(query)?.[1]?.toLowerCase();
  const relation = /\b(?:into|update|from)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(query)?.[1];
  return { operation, relation };
}

function text(v: unknown): string | undefined {
  return typeof v === "string" && v ? v : undefined;
}

/**
 * A failed query, as a log line may show it: the SQLSTATE, the statement's kind, table, constraint and
 * column, and the stack frames. Never the parameters (a customer's e-mail, a card's BIN and holder name,
 * a key's secret hash), nor PostgreSQL's message or detail, which quote values (`Key (email)=(…)`,
 * `invalid input syntax for type uuid: "…"`).
 */
function describeSqlError(error: Error): Record<string, unknown> | undefined {
  const sql = sqlErrorIn(error);
  if (!sql && !isFailedQuery(error)) return undefined;
  const query = isFailedQuery(error)
    ? (error as Error & { query: unknown }).query
    : (sql as { query?: unknown })?.query;
  const { operation, relation } = statementOf(query);
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .join("\n");
  return {
    name: "DatabaseError",
    sqlstate: text(sql?.code),
    operation,
    table: text(sql?.table) ?? text(sql?.table_name) ?? relation,
    constraint: text(sql?.constraint) ?? text(sql?.constraint_name),
    column: text(sql?.column) ?? text(sql?.column_name),
    stack: frames || undefined,
  };
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[deep]";
  if (typeof value === "string") return scrubString(value);
  if (value instanceof Error) {
    const sql = describeSqlError(value);
    if (sql) return sql;
    return {
      name: value.name,
      message: scrubString(value.message),
      stack: value.stack ? scrubString(value.stack) : undefined,
    };
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SENSITIVE_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
    return out;
  }
  return value;
}
