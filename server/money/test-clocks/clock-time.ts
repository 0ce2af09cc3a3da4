import { eq } from "drizzle-orm";
import { testClocks } from "@/db/schema";
import type { Executor } from "@/server/platform/db";
import type { TestClockView } from "./schemas";

export type TestClockRow = typeof testClocks.$inferSelect;

export async function testClockRow(db: Executor, merchantId: string): Promise<TestClockRow | undefined> {
  const [row] = await db.select().from(testClocks).where(eq(testClocks.merchantId, merchantId)).limit(1);
  return row;
}

/** A clock only runs ahead: its time is where it was advanced to, or the real time once that has passed it. */
export function clockTimeOf(row: TestClockRow | undefined, real: Date): Date {
  return row && row.frozenTime > real ? row.frozenTime : real;
}

export function presentTestClock(merchantId: string, row: TestClockRow | undefined, real: Date): TestClockView {
  return {
    merchant_id: merchantId,
    frozen_time: row?.frozenTime.toISOString() ?? null,
    current_time: clockTimeOf(row, real).toISOString(),
    advanced_at: row?.updatedAt.toISOString() ?? null,
  };
}
