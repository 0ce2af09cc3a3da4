import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, queryRows } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { setPricing } from "@/server/money/pricing/set-pricing";
import { getPricing } from "@/server/money/pricing/get-pricing";
import { createTestMerchant } from "../support/fixtures";

/**
 * The audit log is append-only in the database itself (db/migrations/0016_audit_append_only.sql), on
 * PGlite and PostgreSQL alike, and an action and its event commit or roll back together.
 */
/** The database's own message: drizzle wraps it as the `cause` of a "Failed query" error. */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return `${err.message} ${err.cause?.message ?? ""}`;
  }
  return "not refused";
}

async function count(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(await getDb(), sql`select count(*)::int as n from audit_events`);
  return row.n;
}

describe("audit_events is append-only", () => {
  it("accepts inserts and refuses UPDATE, DELETE and TRUNCATE, whoever asks", async () => {
    const m = await createTestMerchant();
    await recordAudit(systemCtx({ requestId: "req-append" }), {
      action: "merchant.suspended",
      targetType: "merchant",
      targetId: m.id,
      merchantId: m.id,
      before: { status: "active" },
      after: { status: "inactive" },
    });
    const db = await getDb();
    const n = await count();
    expect(n).toBeGreaterThan(0);
    expect(await refusal(db.execute(sql`update audit_events set action = 'merchant.reactivated'`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(db.execute(sql`delete from audit_events`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`truncate audit_events`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(n);
    const [row] = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_events where request_id = 'req-append'`,
    );
    expect(row.action).toBe("merchant.suspended");
  });

  it("an action whose event cannot be written does not happen (one transaction)", async () => {
    const m = await createTestMerchant();
    const db = await getDb();
    const before = await getPricing({ ctx: systemCtx(), merchantId: m.id });
    // Make every audit insert fail for a moment: the pricing change must roll back with it.
    await db.execute(sql`create function audit_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit store unavailable'; end; $$`);
    await db.execute(sql`create trigger audit_refuse before insert on audit_events
      for each row execute function audit_refuse()`);
    try {
      expect(await refusal(setPricing({ ctx: systemCtx(), merchantId: m.id, input: { mdr1xBp: 999 } }))).toMatch(
        /audit store unavailable/,
      );
    } finally {
      await db.execute(sql`drop trigger audit_refuse on audit_events`);
      await db.execute(sql`drop function audit_refuse()`);
    }
    expect(await getPricing({ ctx: systemCtx(), merchantId: m.id })).toEqual(before);
    await setPricing({ ctx: systemCtx(), merchantId: m.id, input: { mdr1xBp: 999 } });
    expect((await getPricing({ ctx: systemCtx(), merchantId: m.id })).mdr1xBp).toBe(999);
  });
});
