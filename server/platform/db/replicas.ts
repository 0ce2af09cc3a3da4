import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/db/client";
import { log } from "@/server/platform/log";
import { processSingleton } from "@/server/platform/process/singleton";
import { queryRows } from "./query-rows";

/**
 * Which replicas may serve reads now (OPERATIONS.md, "Read replicas"). Each is checked every second: how far its
 * replay is behind the primary, and whether it still streams from it. One further behind than the bound, not
 * streaming, or not answering is skipped until a check finds it caught up; with none usable, reads go to the primary.
 * Nor is one used before it has replayed the schema this process runs on (`holdReplicasUntilSchema`): a replica
 * that has not yet replayed the migrations of a deploy would answer "no such table" for a new table's reads.
 */
export interface ReplicaStatus {
  name: string;
  /**
   * Seconds its replay is behind (0 when it has replayed all it received); null when it did not answer, or when it
   * has replayed no transaction since it started while more is waiting (how far behind is then unknown).
   */
  lagSeconds: number | null;
  usable: boolean;
  checkedAt: number;
}

const CHECK_EVERY_MS = 1_000;
/** A status older than this (the monitor stopped, or its checks hang) is not trusted. */
export const REPLICA_STATUS_TTL_MS = 3 * CHECK_EVERY_MS;

const state = processSingleton("database-replicas", () => ({
  statuses: new Map<string, ReplicaStatus>(),
  timer: undefined as NodeJS.Timeout | undefined,
  handle: undefined as DatabaseHandle | undefined,
  turn: 0,
  /** The primary's WAL position once this process had migrated: a replica short of it lacks the schema. */
  schemaLsn: undefined as string | undefined,
}));

/** After the migrations: no replica serves this process's reads until it has replayed what the primary holds now. */
export async function holdReplicasUntilSchema(handle: DatabaseHandle): Promise<void> {
  if (handle.replicas.length === 0) return;
  const [row] = await queryRows<{ lsn: string }>(handle.db, sql`select pg_current_wal_lsn()::text as lsn`);
  state.schemaLsn = row.lsn;
}

export async function checkReplicas(handle: DatabaseHandle, maxLagMs: number): Promise<ReplicaStatus[]> {
  return Promise.all(
    handle.replicas.map(async (r) => {
      let status: ReplicaStatus;
      try {
        const schemaLsn = state.schemaLsn ?? "0/0";
        const [row] = await queryRows<{
          standby: boolean;
          streaming: boolean;
          lag: number | string | null;
          has_schema: boolean;
        }>(
          r.db,
          sql`select pg_is_in_recovery() as standby,
                exists (select 1 from pg_stat_wal_receiver where status = 'streaming') as streaming,
                (case when not pg_is_in_recovery() then 0
                      when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                      else extract(epoch from now() - pg_last_xact_replay_timestamp()) end)::float8 as lag,
                (not pg_is_in_recovery() or pg_last_wal_replay_lsn() >= ${schemaLsn}::pg_lsn) as has_schema`,
        );
        const lagSeconds = row.lag === null ? null : Number(row.lag);
        // A standby cut off from its primary has replayed all it received, and still falls behind.
        const usable =
          (!row.standby || row.streaming) && row.has_schema && lagSeconds !== null && lagSeconds * 1000 <= maxLagMs;
        status = { name: r.name, lagSeconds, usable, checkedAt: Date.now() };
      } catch (error) {
        status = { name: r.name, lagSeconds: null, usable: false, checkedAt: Date.now() };
        if (state.statuses.get(r.name)?.usable !== false)
          log.warn("replica unusable", {
            replica: r.name,
            error: error instanceof Error ? error.message : String(error),
          });
      }
      state.statuses.set(r.name, status);
      return status;
    }),
  );
}

/** Checks the replicas of `handle` every second, from now until `stopReplicaMonitor`. */
export function startReplicaMonitor(handle: DatabaseHandle, maxLagMs: number): void {
  if (handle.replicas.length === 0 || state.handle === handle) return;
  stopReplicaMonitor();
  state.handle = handle;
  const check = () => void checkReplicas(handle, maxLagMs).catch(() => undefined);
  check();
  state.timer = setInterval(check, CHECK_EVERY_MS);
  state.timer.unref();
}

export function stopReplicaMonitor(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  state.handle = undefined;
  state.statuses.clear();
}

/** A usable replica of `handle`, in turn; none when no replica is usable now. */
export function usableReplica(handle: DatabaseHandle): { name: string; db: Database } | undefined {
  const now = Date.now();
  const usable = handle.replicas.filter((r) => {
    const s = state.statuses.get(r.name);
    return s?.usable && now - s.checkedAt <= REPLICA_STATUS_TTL_MS;
  });
  if (usable.length === 0) return undefined;
  return usable[state.turn++ % usable.length];
}

export function replicaStatuses(): ReplicaStatus[] {
  return [...state.statuses.values()];
}
