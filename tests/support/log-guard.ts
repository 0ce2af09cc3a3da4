/**
 * What must never appear in a log line: a full API secret, a webhook secret, a 3-D Secure challenge
 * token, a card number, a CVV, or any value a test registered as secret (passwords, keys it created).
 */
const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ["api secret", /\bsk_(?!\[redacted\])[A-Za-z0-9_-]{16,}/],
  ["webhook secret", /\bwhsec_(?!\[redacted\])[A-Za-z0-9+/=_-]{12,}/],
  ["3-D Secure challenge token", /\bchl_(?!\[redacted\])[A-Za-z0-9_-]{20,}/],
  ["cvv", /"(?:cvv|cvc|security_code)"\s*:\s*"?\d{3,4}/i],
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A hex digest (the e-mail hashes of the sign-in and step-up throttles' lines): 32 hex characters or more. */
const HEX_DIGEST = /\b[0-9a-f]{32,}\b/gi;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const holder = globalThis as unknown as { __testSecrets?: Set<string> };

/** Registers a value that must not appear in any log line of this test file. */
export function rememberSecret(value: string): void {
  if (value.length >= 8) (holder.__testSecrets ??= new Set()).add(value);
}

export function knownSecrets(): string[] {
  return [...(holder.__testSecrets ?? [])];
}

/** The kinds of secret found in a line (empty when clean). */
export function findSecrets(line: string, known: string[] = knownSecrets()): string[] {
  const found = SECRET_PATTERNS.filter(([, re]) => re.test(line)).map(([name]) => name);
  // UUIDs (request ids, object ids) and hex digests (e-mail hashes) can hold 13+ digits in a row between
  // their letters; they are not cards. A card number is at most 19 digits, so no digest can be one.
  const scanned = line.replace(UUID, "<uuid>").replace(HEX_DIGEST, "<hex>");
  for (const m of scanned.matchAll(/(?<![\d.])(?:\d[ -]?){12,18}\d(?![\d.])/g)) {
    const digits = m[0].replace(/[ -]/g, "");
    // Every supported brand starts with 2–6 (brand table); this also spares epoch milliseconds (17…).
    if (
      digits.length >= 13 &&
      digits.length <= 19 &&
      /^[2-6]/.test(digits) &&
      luhn(digits) &&
      !/^(\d)\1+$/.test(digits)
    )
      found.push("card number");
  }
  for (const s of known) if (line.includes(s)) found.push("registered secret");
  return found;
}
