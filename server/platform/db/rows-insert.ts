import { getTableColumns, getTableName, type Column, type Table } from "drizzle-orm";
import { isSqlExpression, quoteIdentifier } from "./sql-text";

/**
 * An INSERT of whole rows, for a one-statement write (write-atomically.ts), whose SQL text is made here
 * from the table's columns instead of by drizzle's query builder.
 *
 * Why: drizzle turns an insert into one chunk per column and per value and then walks them with class
 * checks to make the text; for a charge's 50 columns, its events and its receivables, that was the largest
 * share of the app's CPU on the charge path after the framework (BENCHMARKS.md, "CPU per captured charge").
 * The result is the same statement drizzle makes: every insertable column in the table's order, a value
 * left undefined takes the column's `$defaultFn`, else its `$onUpdateFn`, else `default`; a value is
 * encoded by its column (`mapToDriverValue`: dates, JSON), null stays null. Values only: SQL expressions
 * are not accepted (use drizzle's insert for those).
 */
export class RowsInsert {
  constructor(
    readonly table: Table,
    readonly rows: ReadonlyArray<Record<string, unknown>>,
    readonly onConflictDoNothing: boolean,
  ) {}

  /** The statement's text, its values appended to `params` (numbered from `params.length + 1`). */
  render(params: unknown[]): string {
    const { head, columns } = shapeOf(this.table);
    let text = head;
    this.rows.forEach((row, r) => {
      text += r === 0 ? "(" : ", (";
      columns.forEach(([key, column], c) => {
        if (c > 0) text += ", ";
        let value = row[key];
        if (value === undefined) {
          if (column.defaultFn) value = column.defaultFn();
          else if (!column.default && column.onUpdateFn) value = column.onUpdateFn();
          else {
            text += "default";
            return;
          }
        }
        if (isSqlExpression(value)) throw new Error(`rowsInsert: ${key} is an SQL expression; use drizzle's insert`);
        params.push(value === null ? null : column.mapToDriverValue(value));
        text += `$${params.length}`;
      });
      text += ")";
    });
    if (this.onConflictDoNothing) text += " on conflict do nothing";
    return text;
  }
}

/** `rows` of `table` (its insert model), to be written by writeAtomically. */
export function rowsInsert<T extends Table>(
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  options: { onConflictDoNothing?: boolean } = {},
): RowsInsert {
  if (rows.length === 0) throw new Error(`rowsInsert: no rows for ${getTableName(table)}`);
  return new RowsInsert(table, rows, options.onConflictDoNothing ?? false);
}

/** Generated columns are left out, as drizzle leaves them (`shouldDisableInsert`, internal to its typings). */
type InsertColumn = Column & { shouldDisableInsert(): boolean };

interface Shape {
  head: string;
  columns: Array<[string, InsertColumn]>;
}

const shapes = new WeakMap<Table, Shape>();

/** The table's insertable columns and the statement's head, made once per table. */
function shapeOf(table: Table): Shape {
  let shape = shapes.get(table);
  if (!shape) {
    const all = Object.entries(getTableColumns(table) as Record<string, InsertColumn>);
    const columns = all.filter(([, c]) => !c.shouldDisableInsert());
    const names = columns.map(([, c]) => quoteIdentifier(c.name)).join(", ");
    shape = { head: `insert into ${quoteIdentifier(getTableName(table))} (${names}) values `, columns };
    shapes.set(table, shape);
  }
  return shape;
}
