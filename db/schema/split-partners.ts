import { pgTable, uuid, text, timestamp, unique, index } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * Who may name whom in a charge's split rules: merchant `merchant_id` may send parts of its charges
 * to merchant `partner_id`. Only an admin creates or removes a relation; both merchants can see it
 * (docs/api/splits.md). A merchant may always name itself.
 */
export const splitPartners = pgTable(
  "split_partners",
  {
    id: uuid("id").primaryKey(),
    /** The charging merchant. */
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** The merchant that may receive parts of its charges. */
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => merchants.id),
    /** The admin user or platform key that created it (`user:<id>`, `key:<id>`, `cli`). */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    unique("split_partners_pair_key").on(t.merchantId, t.partnerId),
    index("split_partners_partner_idx").on(t.partnerId),
  ],
);
