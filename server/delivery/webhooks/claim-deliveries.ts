import { sql } from "drizzle-orm";
import { webhookDeliveries } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { leaseExpiry, leaseFree } from "./lease";

export type ClaimedDelivery = typeof webhookDeliveries.$inferSelect & { leaseToken: string };

/**
 * Claims up to `limit` deliveries due at `ctx.now()` with a lease. FOR UPDATE SKIP LOCKED lets
 * several dispatchers claim at once without taking the same row; the conditions are repeated at
 * the locking level so a row claimed by another since our snapshot is re-checked and skipped.
 * At most `perEndpoint` requests go to one endpoint at a time (counting every dispatcher's
 * unexpired leases), so a slow endpoint cannot take all the slots; an endpoint not in `known` (one
 * whose speed the dispatcher has not seen yet) gets one, so that until its first answer (or its
 * silence) tells, a hanging receiver holds at most one of the slots meant for fast ones.
 *
 * Each active endpoint contributes its oldest due deliveries up to its free share, read in order
 * from webhook_deliveries_endpoint_due_idx: a claim costs a few index probes per endpoint however
 * long the queue is (ranking the whole queue took 28 ms per claim at 3,000 due rows).
 */
export async function claimDueDeliveries(
  ctx: Ctx,
  opts: { limit: number; perEndpoint: number; known: readonly string[] },
): Promise<ClaimedDelivery[]> {
  if (opts.limit <= 0) return [];
  const asOf = ctx.now().toISOString();
  // One array parameter (ids are uuids: no quoting needed), whatever the number of endpoints.
  const known = `{${opts.known.join(",")}}`;
  const due = sql`
    select d.id from webhook_deliveries d
    where d.id in (
      select c.id
      from webhook_endpoints e
      cross join lateral (
        select count(*) as n from webhook_deliveries b
        where b.endpoint_id = e.id and b.lease_token is not null and b.lease_expires_at > clock_timestamp()
      ) busy
      cross join lateral (
        select d2.id from webhook_deliveries d2
        where d2.endpoint_id = e.id and d2.status in ('pending', 'failed') and d2.next_retry_at <= ${asOf}::timestamptz
          and (d2.lease_expires_at is null or d2.lease_expires_at < clock_timestamp())
        order by d2.next_retry_at, d2.id
        limit greatest(0, (case when e.id = any(${known}::uuid[]) then ${opts.perEndpoint} else 1 end) - busy.n)
      ) c
      where e.active and e.deleted_at is null
    )
    and d.status in ('pending', 'failed') and d.next_retry_at <= ${asOf}::timestamptz and ${leaseFree}
    order by d.next_retry_at, d.id
    limit ${opts.limit}
    for update of d skip locked`;
  // The lock and the lease in one statement (atomic, no BEGIN/COMMIT): three round trips fewer per claim,
  // and the in-app dispatcher claims about once per finished request under load (BENCHMARKS.md, issue 30).
  const rows = (await (
    await executor(ctx)
  )
    .update(webhookDeliveries)
    .set({ leaseToken: newId(), leaseExpiresAt: leaseExpiry() })
    .where(sql`${webhookDeliveries.id} in (${due})`)
    .returning()) as ClaimedDelivery[];
  // Sent in the order they fell due, as the claim chose them.
  return rows.sort(
    (a, b) =>
      (a.nextRetryAt?.getTime() ?? 0) - (b.nextRetryAt?.getTime() ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
