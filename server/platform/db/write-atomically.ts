import type { SQLWrapper } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { internalsOf, sendQuery, type DrizzleInternals } from "./drizzle-internals";
import { RowsInsert } from "./rows-insert";
import { RowsUpdate } from "./rows-update";
import { RowsUpdateEach } from "./rows-update-each";

/**
 * Several writes as ONE statement: `WITH p0 AS (…), p1 AS (…) SELECT …`. PostgreSQL runs every part
 * of a WITH exactly once and a statement is atomic, so the parts are written together or not at all,
 * like a transaction, but in one round trip and without BEGIN and COMMIT (three round trips fewer
 * than a transaction; BENCHMARKS.md, "Writes"). The parts see the database as it was before the
 * statement (not each other's rows), so they must not depend on each other's effects; foreign keys
 * between them are checked at the end of the statement and hold.
 *
 * A part with `orElse` is a conditional write with RETURNING: when it changed no row (the condition
 * no longer holds: someone else got there first), the statement raises (`pay_require`,
 * db/migrations/0023_require_rows.sql), every part is undone, and `orElse()` is thrown.
 *
 * With `rows` as well, the part must return exactly that many rows (each of a rowsUpdateEach's rows changed),
 * not only one.
 *
 * A part is a drizzle statement, or whole rows to insert (rows-insert.ts) or columns to set (rows-update.ts,
 * rows-update-each.ts), whose text is made without drizzle's builder: the charge path's writes, the most
 * frequent of the service, and the webhook dispatcher's records.
 */
export interface WritePart {
  statement: SQLWrapper | RowsInsert | RowsUpdate | RowsUpdateEach;
  orElse?: () => Error;
  rows?: number;
}

const REQUIRE_FAILED = "PAY01";

/** The `part` named by pay_require's failure, if this error (or its cause) is one. */
function failedPart(e: unknown): string | undefined {
  for (let current = e, depth = 0; current && depth < 5; depth++) {
    const err = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (err.code === REQUIRE_FAILED && typeof err.detail === "string") return err.detail;
    current = err.cause;
  }
  return undefined;
}

/** A drizzle part's text, its values appended to `params`, numbered after those already there. */
function renderDrizzle(dialect: DrizzleInternals["dialect"], statement: SQLWrapper, params: unknown[]): string {
  const query = statement.getSQL().toQuery({
    casing: dialect.casing,
    escapeName: dialect.escapeName,
    escapeParam: dialect.escapeParam,
    escapeString: dialect.escapeString,
    prepareTyping: dialect.prepareTyping,
    paramStartIndex: { value: params.length },
  });
  params.push(...query.params);
  return query.sql;
}

export async function writeAtomically(db: Executor, parts: Array<WritePart | undefined | null | false>): Promise<void> {
  const list = parts.filter((p): p is WritePart => !!p);
  if (list.length === 0) return;
  const { dialect } = internalsOf(db);
  const params: unknown[] = [];
  const withs = list.map((p, i) => {
    const text =
      p.statement instanceof RowsInsert || p.statement instanceof RowsUpdateEach
        ? p.statement.render(params)
        : p.statement instanceof RowsUpdate
          ? p.statement.render(params, (where) => renderDrizzle(dialect, where, params))
          : renderDrizzle(dialect, p.statement, params);
    return `p${i} as (${text})`;
  });
  const guards = list.flatMap((p, i) => {
    if (!p.orElse) return [];
    if (p.rows !== undefined) params.push(p.rows);
    const holds =
      p.rows === undefined
        ? `exists (select 1 from p${i})`
        : `(select count(*) from p${i}) = $${params.length}::bigint`;
    params.push(`p${i}`);
    return [`pay_require(${holds}, $${params.length})`];
  });
  const text = `with ${withs.join(", ")} select ${guards.length > 0 ? guards.join(", ") : "1"}`;
  try {
    await sendQuery(db, { sql: text, params });
  } catch (e) {
    const part = failedPart(e);
    const failed = part === undefined ? undefined : list[Number(part.slice(1))];
    if (failed?.orElse) throw failed.orElse();
    throw e;
  }
}
