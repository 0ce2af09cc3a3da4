import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";

/**
 * Production runs PostgreSQL with autovacuum on, and the queue tables vacuumed every ~1,000 dead rows (migration
 * 0042, OPERATIONS.md "PostgreSQL"). A bench server may have it off (this repository's CI machine has): a run would
 * then measure queues whose partial indexes only gain dead entries, slower the longer it runs (657 deliveries/s
 * fell to 542/s over eight passes of 2,000). While a run lasts, this does the daemon's work in its place: every
 * second, a plain VACUUM of each table past its own threshold (reloptions first, then the server's settings), one
 * at a time as one autovacuum worker would. With autovacuum on it is not started.
 */
export interface AutovacuumStandIn {
  stop(): Promise<void>;
  /** How many VACUUMs it ran. */
  vacuums(): number;
}

/** The stand-in, running; undefined when the server's own autovacuum is on. */
export async function standInForAutovacuum(): Promise<AutovacuumStandIn | undefined> {
  const db = await getDb();
  const [{ on }] = await queryRows<{ on: string }>(db, sql`select current_setting('autovacuum') as on`);
  if (on === "on") return undefined;
  let vacuums = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const due = await queryRows<{ relname: string }>(
        db,
        sql`select s.relname from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.n_dead_tup > coalesce(
              (select option_value::float8 from pg_options_to_table(c.reloptions) where option_name = 'autovacuum_vacuum_threshold'),
              current_setting('autovacuum_vacuum_threshold')::float8)
            + coalesce(
              (select option_value::float8 from pg_options_to_table(c.reloptions) where option_name = 'autovacuum_vacuum_scale_factor'),
              current_setting('autovacuum_vacuum_scale_factor')::float8) * greatest(c.reltuples, 0)`,
      ).catch(() => []);
      for (const { relname } of due) {
        if (stopped) break;
        await db.execute(sql.raw(`vacuum "${relname.replace(/"/g, '""')}"`)).catch(() => undefined);
        vacuums += 1;
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
    vacuums: () => vacuums,
  };
}
