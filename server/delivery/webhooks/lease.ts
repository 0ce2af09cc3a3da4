import { sql, type SQL } from "drizzle-orm";
import { config } from "@/server/platform/config";

/**
 * How long a claim holds a delivery. It must outlast one send (bounded by the timeout) and its
 * bookkeeping; after it, a crashed dispatcher's delivery is taken by another. The database's
 * clock decides, so dispatchers on several machines agree.
 */
export function leaseMs(): number {
  return config().WEBHOOK_TIMEOUT_MS * 2 + 5_000;
}

export function leaseExpiry(): SQL {
  return sql`clock_timestamp() + make_interval(secs => ${leaseMs() / 1000})`;
}

/** No claim, or a claim whose holder is presumed dead. */
export const leaseFree = sql`(lease_expires_at is null or lease_expires_at < clock_timestamp())`;
