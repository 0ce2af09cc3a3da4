import type { apiKeys } from "@/db/schema";
import type { ApiKeyView } from "./schemas";

export function presentApiKey(row: typeof apiKeys.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    name: row.name,
    public_key: row.publicKey,
    secret_key_last_four: row.secretLastFour,
    status: row.status,
    ip_whitelist: row.ipWhitelist,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
