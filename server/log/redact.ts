/**
 * Log lines must never carry a card number, a CVV, an API secret or a webhook secret.
 * Fields with sensitive names are dropped whole; strings are scrubbed of anything that
 * looks like a card number or a secret.
 */
const SENSITIVE_KEY =
  /^(card|number|cvv|cvc|password|secret|secret_key|authorization|cookie|pan|file|token_plain|holder_?name)$/i;
const PAN_LIKE = /\b(?:\d[ -]?){13,19}\b/g;
const SECRET_LIKE = /\b(sk_|whsec_)[A-Za-z0-9_+/=-]+/g;

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

export function scrubString(s: string): string {
  // UUIDs are kept whole: their digit runs are ids, not card numbers.
  return s
    .split(UUID)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(PAN_LIKE, "[redacted-number]")))
    .join("")
    .replace(SECRET_LIKE, "$1[redacted]");
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[deep]";
  if (typeof value === "string") return scrubString(value);
  if (value instanceof Error)
    return {
      name: value.name,
      message: scrubString(value.message),
      stack: value.stack ? scrubString(value.stack) : undefined,
    };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SENSITIVE_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
    return out;
  }
  return value;
}
