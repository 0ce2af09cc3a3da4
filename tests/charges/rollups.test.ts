import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as summaryRoute from "@/app/v1/charges/summary/route";
import * as chartRoute from "@/app/v1/charges/revenue-chart/route";
import { cancelCharge } from "@/server/payments/charges/cancel-charge";
import { captureCharge } from "@/server/payments/charges/capture-charge";
import { createCharge } from "@/server/payments/charges/create-charge";
import { refundCharge } from "@/server/payments/charges/refund-charge";
import { createChargeBody } from "@/server/payments/charges/schemas";
import { getDb, queryRows } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { compactChargeRollups } from "@/server/payments/charges/compact-rollups";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { tokenFor } from "./support";

/*
 * The rollups (migrations 0018 and 0046) are kept by triggers: whatever happens to charges and refunds, their
 * shards must add up to the aggregates of the rows themselves, before and after the compaction job folds past
 * days into shard 0. Checked after a random mix of the real verbs
 * (create, capture, refund, cancel, on several days) and after random SQL changes of many rows at once.
 */

/** A seeded pseudo-random generator: a failure replays with the same seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const SEED = Number(process.env.ROLLUP_SEED ?? 20_261_121);

type Row = Record<string, string | number>;
const norm = (rows: Row[]) =>
  rows
    .map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          k === "merchant_id" || k === "day" || k === "status" || k === "payment_method" || k === "currency"
            ? String(v)
            : Number(v),
        ]),
      ),
    )
    .filter((r) => Object.entries(r).some(([k, v]) => typeof v === "number" && v !== 0 && k !== "day"))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The daily rollups as stored (their shards summed), and as computed from the charges now. */
async function dailyBoth() {
  const db = await getDb();
  const stored = await queryRows<Row>(
    db,
    sql`select merchant_id, day::text as day, status, payment_method, currency, sum(count) as count,
      sum(amount) as amount, sum(captured_amount) as captured_amount, sum(refunded_amount) as refunded_amount,
      sum(captured_count) as captured_count, sum(authorized_count) as authorized_count
    from charge_daily_rollups group by 1, 2, 3, 4, 5`,
  );
  const exact = await queryRows<Row>(
    db,
    sql`select merchant_id, (created_at at time zone 'UTC')::date::text as day, status, payment_method, currency,
      count(*) as count, sum(amount) as amount, sum(captured_amount) as captured_amount,
      sum(refunded_amount) as refunded_amount, count(captured_at) as captured_count,
      count(authorized_at) as authorized_count
    from charges group by 1, 2, 3, 4, 5`,
  );
  return { stored: norm(stored), exact: norm(exact) };
}

async function revenueBoth() {
  const db = await getDb();
  const stored = await queryRows<Row>(
    db,
    sql`select merchant_id, day::text as day, payment_method, currency, sum(captured_amount) as captured_amount,
      sum(captured_count) as captured_count, sum(refunded_amount) as refunded_amount
    from charge_revenue_daily group by 1, 2, 3, 4`,
  );
  const exact = await queryRows<Row>(
    db,
    sql`select merchant_id, day::text as day, payment_method, currency, sum(captured_amount) as captured_amount,
      sum(captured_count) as captured_count, sum(refunded_amount) as refunded_amount
    from (
      select merchant_id, (captured_at at time zone 'UTC')::date as day, payment_method, currency, captured_amount,
        1 as captured_count, 0 as refunded_amount
      from charges where captured_at is not null
      union all
      select c.merchant_id, (f.created_at at time zone 'UTC')::date, c.payment_method, c.currency, 0, 0, f.amount
      from charge_refunds f join charges c on c.id = f.charge_id
    ) x group by 1, 2, 3, 4`,
  );
  return { stored: norm(stored), exact: norm(exact) };
}

async function expectRollupsExact() {
  const daily = await dailyBoth();
  expect(daily.stored).toEqual(daily.exact);
  const revenue = await revenueBoth();
  expect(revenue.stored).toEqual(revenue.exact);
}

let a: TestMerchant;
let b: TestMerchant;
const rand = random(SEED);
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];

beforeAll(async () => {
  a = await createTestMerchant("Rollups A");
  b = await createTestMerchant("Rollups B");
});

describe("rollups kept by triggers", () => {
  it("equal the exact aggregates after a random mix of charges, captures, refunds and cancels", async () => {
    const tokens = new Map<string, { ok: string; declined: string }>();
    for (const m of [a, b]) {
      tokens.set(m.id, { ok: await tokenFor(m), declined: await tokenFor(m, "4000000000000002") });
    }
    const open: Array<{ m: TestMerchant; id: string; status: string; amount: number; refunded: number }> = [];
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, Math.floor(rand() * 24), Math.floor(rand() * 60)));
    for (let step = 0; step < 40; step++) {
      const m = rand() < 0.7 ? a : b;
      const ctx = { ...m.ctx, now: () => day(step) };
      const roll = rand();
      const captured = open.filter((c) => c.m === m && c.status !== "authorized" && c.refunded < c.amount);
      const authorized = open.filter((c) => c.m === m && c.status === "authorized");
      if (roll < 0.45 || open.length === 0) {
        const amount = 1000 + Math.floor(rand() * 50_000);
        const method = rand() < 0.2 ? "apple_pay" : "credit_card";
        const declined = rand() < 0.15;
        const capture = rand() < 0.7;
        const body =
          method === "apple_pay"
            ? { amount, payment_method: "apple_pay" }
            : {
                amount,
                payment_method: "credit_card",
                capture,
                payment_details: {
                  token: declined ? tokens.get(m.id)!.declined : tokens.get(m.id)!.ok,
                  installments: 1,
                },
              };
        const charge = await createCharge({ ctx, input: createChargeBody.parse(body) });
        open.push({ m, id: charge.id, status: charge.status, amount, refunded: 0 });
      } else if (roll < 0.65 && authorized.length > 0) {
        const c = pick(authorized);
        const part = rand() < 0.5 ? undefined : Math.max(1, Math.floor(c.amount * rand()));
        await captureCharge({ ctx, id: c.id, input: { amount: part } });
        c.status = "captured";
        c.amount = part ?? c.amount;
      } else if (roll < 0.75 && authorized.length > 0) {
        const c = pick(authorized);
        await cancelCharge({ ctx, id: c.id });
        c.status = "canceled";
        c.refunded = c.amount;
      } else if (captured.length > 0) {
        const c = pick(captured.filter((x) => x.status === "captured" || x.status === "partially_refunded"));
        if (!c) continue;
        const part = rand() < 0.4 ? undefined : Math.max(1, Math.floor((c.amount - c.refunded) * rand()));
        await refundCharge({ ctx, id: c.id, input: { amount: part } });
        c.refunded = part === undefined ? c.amount : c.refunded + part;
      }
    }
    await expectRollupsExact();
  });

  it("equal the exact aggregates after random changes of many rows at once, in SQL", async () => {
    const db = await getDb();
    const statuses = ["pending", "authorized", "captured", "refunded", "failed", "canceled"];
    for (let round = 0; round < 8; round++) {
      const merchant = rand() < 0.5 ? a.id : b.id;
      const n = 20 + Math.floor(rand() * 80);
      await db.execute(sql`
        insert into charges (id, merchant_id, status, amount, captured_amount, refunded_amount, currency,
          payment_method, created_at, updated_at, authorized_at, captured_at)
        select gen_random_uuid(), ${merchant}::uuid, (array['captured','authorized','failed','pending'])[1 + g % 4],
          100 + g * 7, case when g % 4 = 0 then 100 + g * 7 else 0 end, 0, case when g % 9 = 0 then 'USD' else 'BRL' end,
          case when g % 5 = 0 then 'apple_pay' else 'credit_card' end,
          timestamptz '2026-02-01' + (g * ${round + 1}) * interval '37 minutes', now(),
          case when g % 4 in (0, 1) then timestamptz '2026-02-01' + g * interval '1 hour' end,
          case when g % 4 = 0 then timestamptz '2026-02-02' + g * interval '3 hours' end
        from generate_series(1, ${n}) g`);
      // One statement moving many rows across statuses, days and amounts.
      await db.execute(sql`
        update charges set status = ${pick(statuses)},
          captured_amount = case when random() < 0.5 then amount else captured_amount end,
          captured_at = case when random() < 0.5 then coalesce(captured_at, created_at + interval '2 days') else captured_at end,
          refunded_amount = case when captured_amount > 0 and random() < 0.3 then captured_amount / 2 else refunded_amount end
        where merchant_id = ${merchant} and random() < 0.4`);
      // Nothing that the rollups keep: must net to no change.
      await db.execute(sql`update charges set updated_at = now() where merchant_id = ${merchant}`);
      await db.execute(sql`
        insert into charge_refunds (id, charge_id, merchant_id, amount, created_at)
        select gen_random_uuid(), id, merchant_id, 1 + (amount / 10), created_at + interval '5 days'
        from charges where merchant_id = ${merchant} and captured_amount > 0 and random() < 0.2`);
      if (round % 3 === 2) {
        await db.execute(sql`
          delete from charge_refunds where charge_id in (
            select id from charges where merchant_id = ${merchant} and random() < 0.3)`);
        await db.execute(sql`
          delete from charges c where merchant_id = ${merchant} and random() < 0.1
            and not exists (select 1 from charge_refunds f where f.charge_id = c.id)
            and not exists (select 1 from events e where e.data->>'id' = c.id::text)`);
      }
      await expectRollupsExact();
      // Past days folded into shard 0 while charges of those days keep changing: the sums stay exact.
      if (round % 2 === 1) {
        await compactChargeRollups({ ctx: systemCtx({ now: () => new Date("2026-02-03T12:00:00Z") }) });
        await expectRollupsExact();
      }
    }
  });

  it("are folded into one row per figure for past days, totals unchanged, today's shards kept", async () => {
    const db = await getDb();
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    // Today's charges of one merchant, spread over the shards by id.
    await db.execute(sql`
      insert into charges (id, merchant_id, status, amount, captured_amount, refunded_amount, currency,
        payment_method, created_at, updated_at, authorized_at, captured_at)
      select gen_random_uuid(), ${a.id}::uuid, 'captured', 1000 + g, 1000 + g, 0, 'BRL', 'credit_card',
        now(), now(), now(), now()
      from generate_series(1, 40) g`);
    const [before] = await queryRows<{ past: string }>(
      db,
      sql`select count(*) as past from charge_daily_rollups where day < ${today}::date - 1 and shard <> 0`,
    );
    expect(Number(before.past)).toBeGreaterThan(0);
    const { folded } = await compactChargeRollups({ ctx: systemCtx({ now: () => now }) });
    expect(folded).toBeGreaterThan(0);
    await expectRollupsExact();
    for (const table of ["charge_daily_rollups", "charge_revenue_daily"]) {
      const [left] = await queryRows<{ past: string; today: string }>(
        db,
        sql`select count(*) filter (where day < ${today}::date - 1 and shard <> 0) as past,
          count(*) filter (where day = ${today}::date and shard <> 0) as today from ${sql.raw(table)}`,
      );
      expect(Number(left.past)).toBe(0);
      expect(Number(left.today)).toBeGreaterThan(0);
    }
    // Nothing left to fold: a second run changes nothing.
    expect(await compactChargeRollups({ ctx: systemCtx({ now: () => now }) })).toEqual({ folded: 0 });
    await expectRollupsExact();
  });

  it("answer the summary and the revenue chart as the rows do", async () => {
    const db = await getDb();
    const [exact] = await queryRows<{ n: string; amount: string }>(
      db,
      sql`select count(*) as n, coalesce(sum(amount), 0) as amount from charges
        where merchant_id = ${a.id} and currency = 'BRL' and created_at >= '2026-01-05'`,
    );
    const s = await call(summaryRoute.GET, "GET", "/v1/charges/summary?currency=BRL&date_from=2026-01-05", {
      auth: a.auth,
    });
    expect(s.status).toBe(200);
    expect(s.body.data.total_count).toBe(Number(exact.n));
    expect(s.body.data.total_amount).toBe(Number(exact.amount));
    // A time of day is below the rollups' grain: the summary reads the rows and must agree with them.
    const [partial] = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from charges where merchant_id = ${a.id} and created_at >= '2026-01-05T12:00:00Z'`,
    );
    const p = await call(summaryRoute.GET, "GET", "/v1/charges/summary?date_from=2026-01-05T12:00:00Z", {
      auth: a.auth,
    });
    expect(p.body.data.total_count).toBe(Number(partial.n));
    const chart = await call(chartRoute.GET, "GET", "/v1/charges/revenue-chart?months=36", { auth: a.auth });
    expect(chart.status).toBe(200);
    const [rev] = await queryRows<{ captured: string; refunded: string }>(
      db,
      sql`select
        (select coalesce(sum(captured_amount), 0) from charges where merchant_id = ${a.id} and currency = 'BRL'
          and captured_at >= date_trunc('month', now()) - interval '35 months') as captured,
        (select coalesce(sum(f.amount), 0) from charge_refunds f join charges c on c.id = f.charge_id
          where c.merchant_id = ${a.id} and c.currency = 'BRL'
          and f.created_at >= date_trunc('month', now()) - interval '35 months') as refunded`,
    );
    const months = chart.body.data.months as Array<{ captured: number; refunded: number }>;
    expect(months.reduce((t, m) => t + m.captured, 0)).toBe(Number(rev.captured));
    expect(months.reduce((t, m) => t + m.refunded, 0)).toBe(Number(rev.refunded));
    expect(Number(rev.captured)).toBeGreaterThan(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "stay exact under concurrent charges of one merchant on PostgreSQL (one figure, many transactions)",
    async () => {
      const token = await tokenFor(b);
      const at = () => new Date("2026-06-01T10:00:00Z");
      const charge = (amount: number) =>
        createCharge({
          ctx: { ...b.ctx, now: at },
          input: createChargeBody.parse({
            amount,
            payment_method: "credit_card",
            payment_details: { token, installments: 1 },
          }),
        });
      const results = await Promise.allSettled(Array.from({ length: 24 }, (_, i) => charge(1000 + i)));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      await expectRollupsExact();
      const [row] = await queryRows<{ count: string }>(
        await getDb(),
        sql`select sum(count) as count from charge_daily_rollups where merchant_id = ${b.id} and day = '2026-06-01'
          and status = 'captured' and payment_method = 'credit_card' and currency = 'BRL'`,
      );
      expect(Number(row.count)).toBe(24);
      // Spread over the shards: concurrent charges of one merchant do not all update (and wait on) one row.
      const [spread] = await queryRows<{ rows: string }>(
        await getDb(),
        sql`select count(*) as rows from charge_daily_rollups where merchant_id = ${b.id} and day = '2026-06-01'
          and status = 'captured' and count > 0`,
      );
      expect(Number(spread.rows)).toBeGreaterThan(1);

      // The fold of that day (long past by the real clock) while more of its charges are made: no deadlock,
      // no charge refused, the sums exact, and one row per figure once the charges stop.
      const more = await Promise.allSettled([
        ...Array.from({ length: 24 }, (_, i) => charge(2000 + i)),
        ...Array.from({ length: 4 }, () => compactChargeRollups({ ctx: systemCtx() })),
      ]);
      expect(more.filter((r) => r.status === "rejected")).toEqual([]);
      await expectRollupsExact();
      await compactChargeRollups({ ctx: systemCtx() });
      await expectRollupsExact();
      const [folded] = await queryRows<{ rows: string; count: string }>(
        await getDb(),
        sql`select count(*) as rows, sum(count) as count from charge_daily_rollups where merchant_id = ${b.id}
          and day = '2026-06-01' and status = 'captured' and payment_method = 'credit_card' and currency = 'BRL'`,
      );
      expect({ rows: Number(folded.rows), count: Number(folded.count) }).toEqual({ rows: 1, count: 48 });
    },
  );
});
