import { beforeAll, describe, expect, it } from "vitest";
import * as reserveRoute from "@/app/v1/merchants/[id]/rolling-reserve/route";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { releaseDueRollingReserve } from "@/server/money/reserves/release-rolling-reserve";
import { chargeInInstallments, examplePricing, postAnticipation } from "@/tests/anticipations/support";
import { capturedCharge } from "@/tests/charges/support";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances } from "@/tests/withdrawals/support";
import { setReserveSettings } from "./support";

/**
 * The rolling reserve (docs/api/risk.md): an admin's percentage of each credit to a merchant's `main`
 * (settlements and anticipations) moves to `reserve` in the same transaction and comes back after N days,
 * by the release job. The clock is moved by handing the jobs a later `now`.
 */
const DAY = 86_400_000;
const at = (days: number) => systemCtx({ now: () => new Date(Date.now() + days * DAY) });
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

function rollingReserve(m: TestMerchant, auth = m.auth) {
  return call(reserveRoute.GET, "GET", `/v1/merchants/${m.id}/rolling-reserve`, { auth, params: { id: m.id } });
}

describe("the rolling reserve", () => {
  it("holds its share of a settlement for N days, shows it, and the job gives it back on the day", async () => {
    const m = await createTestMerchant();
    await setReserveSettings(m.id, { rolling_reserve_bp: 1_000, rolling_reserve_days: 30 });
    await capturedCharge(m, 10_000);
    const settledAt = Date.now() + 31 * DAY;
    await settleDueReceivables({ ctx: at(31) });
    // 10 % of the 9 681 credited, half-up: 968.
    expect(await balances(m)).toEqual({ main: 8_713, reserve: 968 });
    const held = await rollingReserve(m);
    expect(held.status).toBe(200);
    const releaseDay = new Date(settledAt + 30 * DAY).toISOString().slice(0, 10);
    expect(held.body.data).toMatchObject({
      held_amount: 968,
      rolling_reserve_bp: 1_000,
      rolling_reserve_days: 30,
      next_releases: [{ date: releaseDay, amount: 968 }],
    });

    // A day early nothing moves; on time the whole hold returns, once.
    expect(await releaseDueRollingReserve({ ctx: at(60) })).toEqual({ released: 0, amount: 0 });
    expect(await releaseDueRollingReserve({ ctx: at(61.01) })).toEqual({ released: 1, amount: 968 });
    expect(await releaseDueRollingReserve({ ctx: at(62) })).toEqual({ released: 0, amount: 0 });
    expect(await balances(m)).toEqual({ main: 9_681, reserve: 0 });
    expect((await rollingReserve(m)).body.data).toMatchObject({ held_amount: 0, next_releases: [] });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("is off by default: a settlement credits all of it", async () => {
    const m = await createTestMerchant();
    await capturedCharge(m, 10_000);
    await settleDueReceivables({ ctx: at(31) });
    expect(await balances(m)).toEqual({ main: 9_681, reserve: 0 });
    expect((await rollingReserve(m)).body.data).toMatchObject({ held_amount: 0, rolling_reserve_bp: 0 });
  });

  it("holds its share of an anticipation's payout too", async () => {
    const m = await createTestMerchant();
    await examplePricing(m.id);
    await setReserveSettings(m.id, { rolling_reserve_bp: 500, rolling_reserve_days: 10 });
    await chargeInInstallments(m, 15_000, 3);
    const a = await postAnticipation(m.auth, { anticipation_type: "spot", amount: 100_000 });
    expect(a.body.data).toMatchObject({ status: "completed", net_amount: 13_680 });
    // 5 % of 13 680 = 684.
    expect(await balances(m)).toEqual({ main: 12_996, reserve: 684 });
    expect(await releaseDueRollingReserve({ ctx: at(10.01) })).toEqual({ released: 1, amount: 684 });
    expect(await balances(m)).toEqual({ main: 13_680, reserve: 0 });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("is read by the merchant itself and admins; another merchant's id is 404", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    expect((await rollingReserve(m, admin.auth)).status).toBe(200);
    const foreign = await call(reserveRoute.GET, "GET", `/v1/merchants/${m.id}/rolling-reserve`, {
      auth: other.auth,
      params: { id: m.id },
    });
    expect(foreign.status).toBe(404);
  });
});
