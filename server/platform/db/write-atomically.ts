import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "@/db/client";

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
 */
export interface WritePart {
  statement: SQLWrapper;
  orElse?: () => Error;
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

export async function writeAtomically(db: Executor, parts: Array<WritePart | undefined | null | false>): Promise<void> {
  const list = parts.filter((p): p is WritePart => !!p);
  if (list.length === 0) return;
  const withs = sql.join(
    list.map((p, i) => sql`${sql.raw(`p${i}`)} as (${p.statement.getSQL()})`),
    sql`, `,
  );
  const guards: SQL[] = list.flatMap((p, i) =>
    p.orElse ? [sql`pay_require(exists (select 1 from ${sql.raw(`p${i}`)}), ${`p${i}`})`] : [],
  );
  const check = guards.length > 0 ? sql.join(guards, sql`, `) : sql`1`;
  try {
    await db.execute(sql`with ${withs} select ${check}`);
  } catch (e) {
    const part = failedPart(e);
    const failed = part === undefined ? undefined : list[Number(part.slice(1))];
    if (failed?.orElse) throw failed.orElse();
    throw e;
  }
}
