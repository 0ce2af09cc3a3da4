import { getTableName, type Column, type Table } from "drizzle-orm";
import { columnOf, isSqlExpression, quoteIdentifier } from "./sql-text";

/**
 * An UPDATE of several rows of one table, each to its own values, as ONE statement for writeAtomically:
 * `update t set c = v.c, … from (values (…), (…)) as v(…) where t.k = v.k and … returning t.k`.
 *
 * Why: the webhook dispatcher records the attempts of a round together (server/delivery/webhooks/record-attempts.ts).
 * As one rowsUpdate per attempt, each with its own WHERE rendered by drizzle, a round of 8 was 8 UPDATEs in
 * the statement for PostgreSQL to plan and 8 drizzle renders for the app (BENCHMARKS.md, issue 30, "one
 * endpoint's share").
 *
 * Each row: `match`, the columns it is found by (all must be equal: a primary key and a lease token, say), and
 * `set`, its new values; every row with the same keys (a column set in one row and not in another would need a
 * rule for the other; there is none). Values are encoded by their column
 * (`mapToDriverValue`: dates, JSON), null stays null, and each is cast to its column's type so that the VALUES
 * list is typed as the table is. A row whose match no longer holds is not changed: the part's `rows` count
 * (write-atomically.ts) makes that undo the statement.
 */
export class RowsUpdateEach {
  constructor(
    readonly table: Table,
    readonly rows: ReadonlyArray<EachRow>,
  ) {}

  /** The statement's text, its values appended to `params` (numbered from `params.length + 1`). */
  render(params: unknown[]): string {
    const matchKeys = Object.keys(this.rows[0].match);
    const setKeys = Object.keys(this.rows[0].set);
    const matchColumns = matchKeys.map((key) => [key, columnOf(this.table, key, "rowsUpdateEach")] as const);
    const setColumns = setKeys.map((key) => [key, columnOf(this.table, key, "rowsUpdateEach")] as const);
    const cell = (key: string, column: Column, value: unknown) => {
      if (value === undefined || isSqlExpression(value))
        throw new Error(`rowsUpdateEach: ${key} must be a value (null for none)`);
      params.push(value === null ? null : column.mapToDriverValue(value));
      return `$${params.length}::${column.getSQLType()}`;
    };
    const values = this.rows.map(({ match, set }) => {
      if (Object.keys(match).length !== matchKeys.length || Object.keys(set).length !== setKeys.length)
        throw new Error("rowsUpdateEach: every row matches and sets the same columns");
      const cells = [
        ...matchColumns.map(([key, column]) => cell(key, column, match[key])),
        ...setColumns.map(([key, column]) => cell(key, column, set[key])),
      ];
      return `(${cells.join(", ")})`;
    });
    const table = quoteIdentifier(getTableName(this.table));
    // The VALUES columns are named by position (m0…, s0…): a column may be both matched and set (a lease token).
    const aliases = [...matchKeys.map((_, i) => `m${i}`), ...setKeys.map((_, i) => `s${i}`)];
    const set = setColumns.map(([, c], i) => `${quoteIdentifier(c.name)} = v.s${i}`);
    const where = matchColumns.map(([, c], i) => `${table}.${quoteIdentifier(c.name)} = v.m${i}`);
    return (
      `update ${table} set ${set.join(", ")} from (values ${values.join(", ")}) as v(${aliases.join(", ")})` +
      ` where ${where.join(" and ")} returning ${table}.${quoteIdentifier(matchColumns[0][1].name)}`
    );
  }
}

interface EachRow {
  match: Readonly<Record<string, unknown>>;
  set: Readonly<Record<string, unknown>>;
}

/**
 * Each of `rows` of `table` set to its own values where its `match` columns are equal, to be written by
 * writeAtomically with `rows: rows.length` when every row must be changed.
 */
export function rowsUpdateEach<T extends Table>(
  table: T,
  rows: ReadonlyArray<{ match: Partial<T["$inferSelect"]>; set: Partial<T["$inferInsert"]> }>,
): RowsUpdateEach {
  const name = getTableName(table);
  if (rows.length === 0) throw new Error(`rowsUpdateEach: no rows for ${name}`);
  if (Object.keys(rows[0].match).length === 0 || Object.keys(rows[0].set).length === 0)
    throw new Error(`rowsUpdateEach: each row of ${name} needs columns to match and columns to set`);
  return new RowsUpdateEach(table, rows);
}
