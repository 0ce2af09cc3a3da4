import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";
import { LOG_DIR } from "./procs";

/**
 * What the database's sessions were doing while a scenario ran: pg_stat_activity sampled every 500 ms from the
 * bench's own connection. A run that collapses (the busy merchant's full run at 2.1 charges/s, BENCHMARKS.md
 * "Issue 30: the full run after the direct path") is then explained by what its sessions waited on: every pooled
 * connection idle in a transaction (the pool starved), lock waits (and on whom), or I/O.
 */
export interface DbActivity {
  samples: number;
  /** Per sample, on average: sessions by state and wait ("active Lock:transactionid", "idle in transaction"). */
  meanSessions: Record<string, number>;
  /** The statements seen running longest (over 1 s), their longest sighting first. */
  longest: Array<{ ms: number; state: string; wait: string; query: string }>;
  /** Sessions waiting on a lock, with the query of the session holding it, by how often they were seen. */
  blocked: Array<{ seen: number; query: string; blockedBy: string }>;
}

interface Row {
  state: string | null;
  wait: string | null;
  ms: number | null;
  query: string;
  blocked_by: string | null;
}

export function sampleDbActivity(label: string): { stop(): Promise<DbActivity> } {
  let stopped = false;
  const tally = new Map<string, number>();
  const longest = new Map<string, { ms: number; state: string; wait: string; query: string }>();
  const blocked = new Map<string, { seen: number; query: string; blockedBy: string }>();
  let samples = 0;
  const loop = (async () => {
    const db = await getDb();
    while (!stopped) {
      const rows = await queryRows<Row>(
        db,
        sql`select a.state, a.wait_event_type || ':' || a.wait_event as wait,
            extract(epoch from clock_timestamp() - a.query_start) * 1000 as ms,
            left(regexp_replace(a.query, '[[:space:]]+', ' ', 'g'), 160) as query,
            (select left(regexp_replace(b.query, '[[:space:]]+', ' ', 'g'), 160) from pg_stat_activity b
              where b.pid = any(pg_blocking_pids(a.pid)) limit 1) as blocked_by
          from pg_stat_activity a
          where a.datname = current_database() and a.pid <> pg_backend_pid() and a.backend_type = 'client backend'`,
      ).catch(() => [] as Row[]);
      samples += 1;
      for (const r of rows) {
        const state = r.state ?? "?";
        const key = state === "active" ? `active ${r.wait ?? "running"}` : state;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        const ms = Math.round(Number(r.ms ?? 0));
        if (ms > 1000 && state !== "idle") {
          const seen = longest.get(r.query);
          if (!seen || seen.ms < ms) longest.set(r.query, { ms, state, wait: r.wait ?? "", query: r.query });
        }
        if (r.blocked_by) {
          const k = `${r.query}\u0000${r.blocked_by}`;
          const b = blocked.get(k) ?? { seen: 0, query: r.query, blockedBy: r.blocked_by };
          b.seen += 1;
          blocked.set(k, b);
        }
      }
      await new Promise((next) => setTimeout(next, 500));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const meanSessions = Object.fromEntries(
        [...tally.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => [k, Math.round((n / Math.max(samples, 1)) * 100) / 100]),
      );
      const activity: DbActivity = {
        samples,
        meanSessions,
        longest: [...longest.values()].sort((a, b) => b.ms - a.ms).slice(0, 15),
        blocked: [...blocked.values()].sort((a, b) => b.seen - a.seen).slice(0, 15),
      };
      fs.mkdirSync(LOG_DIR, { recursive: true });
      fs.writeFileSync(path.join(LOG_DIR, `db-activity-${label}.json`), JSON.stringify(activity, null, 2));
      return activity;
    },
  };
}
