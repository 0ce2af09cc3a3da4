import type { splitPartners } from "@/db/schema";

export function presentSplitPartner(row: typeof splitPartners.$inferSelect) {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    partner_id: row.partnerId,
    created_at: row.createdAt.toISOString(),
  };
}
