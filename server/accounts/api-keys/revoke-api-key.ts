import { apiKeys } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { auditKeyChange } from "./audit-key-change";
import { forgetActiveKeys } from "./active-key-cache";
import { NotFoundError } from "@/server/platform/errors";
import { presentApiKey } from "./present-api-key";
import { byIdInTenant } from "@/server/platform/tenancy";

/** Revoking removes the key permanently: the same credentials answer 401 from then on. */
export async function revokeApiKey({ ctx, id }: { ctx: Ctx; id: string }) {
  const view = await inTransaction(ctx, async (t) => {
    const [row] = await t.tx
      .delete(apiKeys)
      .where(byIdInTenant(t, apiKeys, id))
      .returning();
    if (!row) throw new NotFoundError("API key");
    await auditKeyChange(t, row, null);
    return { ...presentApiKey(row), deleted: true };
  });
  // Once committed: the next call with this key reads that it is gone.
  forgetActiveKeys();
  return view;
}
