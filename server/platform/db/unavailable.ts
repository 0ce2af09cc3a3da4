/**
 * Whether an error means "the database cannot be reached or refused to work now" rather than a bug:
 * such a request is answered 503 `service_unavailable` (retry later), not 500. The error may be
 * wrapped (drizzle's DrizzleQueryError keeps the driver's error as `cause`).
 */

/** postgres.js and Node socket codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/**
 * SQLSTATEs: class 08 (connection exception), the server shutting down or starting (57P01-57P03),
 * too many connections (53300), a statement cancelled by statement_timeout (57014), and a write refused because
 * the server is (now) read-only (25006): a primary demoted by the failover manager, or a standby taken for the
 * primary in the moment before the connection moves on (OPERATIONS.md, "Failover").
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "53300", "57014", "25006"].includes(code);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (CONNECTION_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    )
      return true;
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
