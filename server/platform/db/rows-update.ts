import { getTableColumns, getTableName, type Column, type SQL, type Table } from "drizzle-orm";
import { columnOf, isSqlExpression, quoteIdentifier } from "./sql-text";

/**
 * An UPDATE of one table's columns to plain values, for a one-statement write (write-atomically.ts), whose
 * SET list is made here from the table's columns instead of by drizzle's query builder.
 *
 * Why: drizzle's update walks every column of the table to build its SET list, one chunk per column and per
 * value, then walks those chunks with class checks to make the text; for the charge's 50 columns that was
 * the largest drizzle cost left on the capture path (BENCHMARKS.md, "CPU per captured charge").
 * The result is the statement drizzle makes: the columns given (undefined ones left out), each value
 * encoded by its column (`mapToDriverValue`: dates, JSON), null stays null; a column not given that has an
 * `$onUpdateFn` gets its value, as drizzle does. The WHERE stays a drizzle condition (the tenant rule makes
 * it), rendered by writeAtomically. Values only in the SET: SQL expressions are refused (use drizzle's update).
 */
export class RowsUpdate {
  constructor(
    readonly table: Table,
    readonly set: Readonly<Record<string, unknown>>,
    readonly where: SQL,
    readonly returning: readonly string[],
  ) {}

  /** The statement's text, its values appended to `params`; `condition` renders the WHERE the same way. */
  render(params: unknown[], condition: (where: SQL) => string): string {
    const { name, columns } = shapeOf(this.table);
    const assignments: string[] = [];
    for (const [key, column] of columns) {
      let value = this.set[key];
      if (value === undefined) {
        if (!column.onUpdateFn) continue;
        value = column.onUpdateFn();
      }
      if (isSqlExpression(value)) throw new Error(`rowsUpdate: ${key} is an SQL expression; use drizzle's update`);
      params.push(value === null ? null : column.mapToDriverValue(value));
      assignments.push(`${quoteIdentifier(column.name)} = $${params.length}`);
    }
    if (assignments.length === 0) throw new Error(`rowsUpdate: nothing to set in ${name}`);
    const returning = this.returning
      .map((key) => quoteIdentifier(columnOf(this.table, key, "rowsUpdate").name))
      .join(", ");
    return (
      `update ${quoteIdentifier(name)} set ${assignments.join(", ")} where ${condition(this.where)}` +
      (returning ? ` returning ${returning}` : "")
    );
  }
}

/** `table`'s columns in `set` to their values where `where` holds, to be written by writeAtomically. */
export function rowsUpdate<T extends Table>(
  table: T,
  set: Partial<T["$inferInsert"]>,
  where: SQL | undefined,
  options: { returning?: ReadonlyArray<keyof T["$inferSelect"] & string> } = {},
): RowsUpdate {
  // An update without a condition would change every row: never what a caller of this means.
  if (!where) throw new Error(`rowsUpdate: no condition for ${getTableName(table)}`);
  return new RowsUpdate(table, set, where, options.returning ?? []);
}

type UpdateColumn = Column & { onUpdateFn?: () => unknown };

interface Shape {
  name: string;
  columns: Array<[string, UpdateColumn]>;
}

const shapes = new WeakMap<Table, Shape>();

/** The table's updatable columns (generated ones are not), made once per table. */
function shapeOf(table: Table): Shape {
  let shape = shapes.get(table);
  if (!shape) {
    const all = Object.entries(getTableColumns(table) as Record<string, UpdateColumn & { generated?: unknown }>);
    shape = { name: getTableName(table), columns: all.filter(([, c]) => !c.generated) };
    shapes.set(table, shape);
  }
  return shape;
}
