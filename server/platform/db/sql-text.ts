/** Pieces of SQL text for the statements made without drizzle's builder (rows-insert.ts, rows-update.ts). */

/** A table or column name as a quoted identifier, as drizzle quotes it. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A drizzle SQL expression (not a value): refused where only values are written. */
export function isSqlExpression(value: unknown): boolean {
  return typeof value === "object" && value !== null && "getSQL" in value;
}
