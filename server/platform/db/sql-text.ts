import { getTableColumns, getTableName, type Column, type Table } from "drizzle-orm";

/** Pieces of SQL text for the statements made without drizzle's builder (rows-insert.ts, rows-update*.ts). */

/** A table or column name as a quoted identifier, as drizzle quotes it. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A drizzle SQL expression (not a value): refused where only values are written. */
export function isSqlExpression(value: unknown): boolean {
  return typeof value === "object" && value !== null && "getSQL" in value;
}

/** The column of `table` named `key` in its model; `maker` names the caller in the error of an unknown key. */
export function columnOf(table: Table, key: string, maker: string): Column {
  const column = (getTableColumns(table) as Record<string, Column>)[key];
  if (!column) throw new Error(`${maker}: ${getTableName(table)} has no column ${key}`);
  return column;
}
