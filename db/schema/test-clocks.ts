import { pgTable, uuid, timestamp } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * A sandbox merchant's test clock (docs/api/test-clocks.md): the time its own automatic work (settlement,
 * payouts, automatic anticipation, reserve release) last ran as of. One per merchant; it only moves forward.
 */
export const testClocks = pgTable("test_clocks", {
  merchantId: uuid("merchant_id")
    .primaryKey()
    .references(() => merchants.id),
  frozenTime: timestamp("frozen_time", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
