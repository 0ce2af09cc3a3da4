import type { merchants } from "@/db/schema";
import type { MerchantView } from "./schemas";

export function presentMerchant(row: typeof merchants.$inferSelect): MerchantView {
  return {
    object: "merchant",
    id: row.id,
    name: row.name,
    email: row.email,
    document: row.document,
    document_type: row.document ? (row.document.length === 11 ? "cpf" : "cnpj") : null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
