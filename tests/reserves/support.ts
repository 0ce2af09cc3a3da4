import { and, eq, min } from "drizzle-orm";
import { ledgerEntries, wallets } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { updateReserveSettings } from "@/server/money/reserves/update-reserve-settings";
import type { TestMerchant } from "@/tests/support/fixtures";

/** An admin (the operator's CLI) sets a merchant's refund allowance or rolling reserve. */
export async function setReserveSettings(
  merchantId: string,
  input: { refund_allowance?: number; rolling_reserve_bp?: number; rolling_reserve_days?: number },
) {
  return updateReserveSettings({ ctx: systemCtx(), id: merchantId, input });
}

/** The lowest balance the merchant's `main` wallet has had after any entry (0 with none). */
export async function lowestMain(m: TestMerchant): Promise<number> {
  const db = await getDb();
  const [main] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.ownerId, m.id), eq(wallets.walletType, "main")));
  const [row] = await db
    .select({ lowest: min(ledgerEntries.balanceAfter) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.walletId, main.id));
  return Number(row.lowest ?? 0);
}
