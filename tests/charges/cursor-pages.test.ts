import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as collection from "@/app/v1/charges/route";
import { COUNT_CAP } from "@/server/payments/charges/list-charges";
import { getDb, queryRows } from "@/server/platform/db";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

/*
 * Keyset pages (starting_after / ending_before) and the capped count of the charges list. The rows are
 * seeded in SQL (the triggers keep the rollups): pages are about reading, and 1,200 charges through the
 * verbs would only make the file slow. Many charges share a created_at, so the id must break ties.
 */
let m: TestMerchant;
let other: TestMerchant;
const MANY = COUNT_CAP + 150;

async function list(query: string, who = m) {
  const res = await call(collection.GET, "GET", `/v1/charges?${query}`, { auth: who.auth });
  return res as {
    status: number;
    body: {
      data: Array<{ id: string; created_at: string }>;
      pagination: {
        page: number;
        total: number;
        total_pages: number;
        total_is_estimate: boolean;
        has_more: boolean;
      };
      error?: { param?: string };
    };
  };
}

beforeAll(async () => {
  m = await createTestMerchant("Cursor pages");
  other = await createTestMerchant("Cursor other");
  const db = await getDb();
  for (const [merchant, n] of [
    [m.id, MANY],
    [other.id, 30],
  ] as const) {
    await db.execute(sql`
      insert into charges (id, merchant_id, status, amount, captured_amount, currency, payment_method,
        customer_name, customer_email, created_at, updated_at, captured_at)
      select gen_random_uuid(), ${merchant}::uuid, case when g % 3 = 0 then 'failed' else 'captured' end, 1000 + g,
        case when g % 3 = 0 then 0 else 1000 + g end, 'BRL', 'credit_card',
        case when g % 2 = 0 then 'Maria Souza' else 'Pedro Lima' end, 'buyer' || g || '@example.com',
        timestamptz '2026-05-01T12:00:00Z' + (g / 4) * interval '1 minute', now(),
        case when g % 3 = 0 then null else timestamptz '2026-05-01T12:00:00Z' end
      from generate_series(1, ${n}) g`);
  }
});

/** Every row of the filter, in list order, straight from the table. */
async function expected(where = sql`true`): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    await getDb(),
    sql`select id from charges where merchant_id = ${m.id} and ${where} order by created_at desc, id desc`,
  );
  return rows.map((r) => r.id);
}

describe("cursor pages", () => {
  it("cover every row once, in order, forwards with starting_after and back with ending_before", async () => {
    const all = await expected();
    expect(all).toHaveLength(MANY);
    const seen: string[] = [];
    let query = "limit=100";
    for (;;) {
      const res = await list(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...res.body.data.map((c) => c.id));
      expect(res.body.pagination.total).toBe(MANY);
      expect(res.body.pagination.total_is_estimate).toBe(false);
      if (!res.body.pagination.has_more) break;
      query = `limit=100&starting_after=${seen[seen.length - 1]}`;
    }
    expect(seen).toEqual(all);
    // Back from the end: pages of newer charges, each newest first.
    const back: string[] = [];
    let before = all[all.length - 1];
    back.unshift(before);
    for (;;) {
      const res = await list(`limit=70&ending_before=${before}`);
      expect(res.status).toBe(200);
      back.unshift(...res.body.data.map((c) => c.id));
      if (!res.body.pagination.has_more) break;
      before = res.body.data[0].id;
    }
    expect(back).toEqual(all);
  });

  it("page a filtered list and a search the same way", async () => {
    const failed = await expected(sql`status = 'failed'`);
    const seen: string[] = [];
    let query = "status=failed&limit=37";
    for (;;) {
      const res = await list(query);
      seen.push(...res.body.data.map((c) => c.id));
      if (!res.body.pagination.has_more) break;
      query = `status=failed&limit=37&starting_after=${seen[seen.length - 1]}`;
    }
    expect(seen).toEqual(failed);
    const marias = await expected(sql`customer_name = 'Maria Souza'`);
    const found: string[] = [];
    query = "search=maria&limit=100";
    for (;;) {
      const res = await list(query);
      expect(res.status).toBe(200);
      found.push(...res.body.data.map((c) => c.id));
      if (!res.body.pagination.has_more) break;
      query = `search=maria&limit=100&starting_after=${found[found.length - 1]}`;
    }
    expect(found).toEqual(marias);
  });

  it("refuses a mixed or unknown cursor, naming the parameter", async () => {
    const [first] = await expected();
    const theirs = (await list("limit=1", other)).body.data[0].id;
    for (const [query, param] of [
      [`starting_after=${first}&ending_before=${first}`, "ending_before"],
      [`starting_after=${first}&page=2`, "page"],
      [`starting_after=${theirs}`, "starting_after"],
      ["ending_before=0190b000-0000-7000-8000-000000000999", "ending_before"],
      ["starting_after=not-a-uuid", "starting_after"],
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error?.param, query).toBe(param);
    }
  });
});

describe("capped totals", () => {
  it("count exactly what the rollups answer, and cap what must be counted row by row", async () => {
    const exact = await list("status=captured&date_from=2026-05-01&date_to=2026-05-31");
    expect(exact.body.pagination).toMatchObject({ total: (await expected(sql`status = 'captured'`)).length });
    expect(exact.body.pagination.total_is_estimate).toBe(false);

    const capped = await list("amount_min=1000&limit=50");
    expect(capped.body.pagination).toMatchObject({
      total: COUNT_CAP,
      total_is_estimate: true,
      total_pages: COUNT_CAP / 50,
      has_more: true,
    });
    expect(capped.body.data).toHaveLength(50);

    const under = await list("amount_min=2000");
    expect(under.body.pagination.total).toBe(MANY - 999);
    expect(under.body.pagination.total_is_estimate).toBe(false);

    const search = await list("search=pedro");
    expect(search.body.pagination.total).toBe((await expected(sql`customer_name = 'Pedro Lima'`)).length);
    expect(search.body.pagination.total_is_estimate).toBe(false);
    // Every e-mail starts with "buyer": the count of the e-mails alone passes the cap and ends there; under it
    // (buyer1, buyer10…, 262 of them) the whole search is counted, exactly.
    const emails = await list("search=buyer");
    expect(emails.body.pagination).toMatchObject({ total: COUNT_CAP, total_is_estimate: true });
    const some = await list("search=buyer1");
    expect(some.body.pagination.total).toBe((await expected(sql`customer_email like 'buyer1%'`)).length);
    expect(some.body.pagination.total_is_estimate).toBe(false);
    // A time of day is finer than a rollup: counted row by row, and still exact under the cap.
    const late = await list("date_from=2026-05-01T16:00:00Z");
    expect(late.body.pagination.total).toBe((await expected(sql`created_at >= '2026-05-01T16:00:00Z'`)).length);
  });
});
