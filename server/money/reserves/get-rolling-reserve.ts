import { and, eq, sql } from "drizzle-orm";
import { rollingReserveHolds } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { reserveSettingsOf } from "./reserve-settings";
import type { RollingReserveView } from "./schemas";

const NEXT_RELEASES = 10;

/**
 * GET /v1/merchants/{id}/rolling-reserve: what the rolling reserve holds now and when it comes back, by UTC
 * day. A merchant sees its own (another's id is 404, the tenant rule of getMerchant), an admin any.
 */
export async function getRollingReserve({ ctx, id }: { ctx: Ctx; id: string }): Promise<RollingReserveView> {
  const merchantId = (await getMerchant({ ctx, id })).id;
  const settings = await reserveSettingsOf(ctx, merchantId);
  const db = await executor(ctx);
  const day = sql<string>`to_char(${rollingReserveHolds.releaseAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const held = and(eq(rollingReserveHolds.merchantId, merchantId), eq(rollingReserveHolds.status, "held"));
  const releases = await db
    .select({ date: day, amount: sql<string>`sum(${rollingReserveHolds.amount})` })
    .from(rollingReserveHolds)
    .where(held)
    .groupBy(day)
    .orderBy(day);
  return {
    merchant_id: merchantId,
    currency: "BRL",
    held_amount: releases.reduce((s, r) => s + Number(r.amount), 0),
    rolling_reserve_bp: settings.rollingReserveBp,
    rolling_reserve_days: settings.rollingReserveDays,
    next_releases: releases.slice(0, NEXT_RELEASES).map((r) => ({ date: r.date, amount: Number(r.amount) })),
  };
}
