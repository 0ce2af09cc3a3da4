import { asc } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { executor, type Ctx, requireAdmin } from "@/server/platform/context";

export interface MerchantOption {
  id: string;
  name: string;
  email: string;
  /** CPF or CNPJ without punctuation, if known. */
  document: string | null;
  status: "active" | "inactive";
}

/**
 * Every merchant (up to 500) for the admin's merchant switcher and filters: the name alone does not
 * tell apart merchants that share one, so the document and e-mail come along.
 */
export async function listMerchantOptions({ ctx }: { ctx: Ctx }): Promise<MerchantOption[]> {
  requireAdmin(ctx);
  const db = await executor(ctx);
  return db
    .select({
      id: merchants.id,
      name: merchants.name,
      email: merchants.email,
      document: merchants.document,
      status: merchants.status,
    })
    .from(merchants)
    .orderBy(asc(merchants.name), asc(merchants.email))
    .limit(500);
}
