import type { z } from "zod";
import { apiKeys } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { auditKeyChange } from "./audit-key-change";
import { forgetActiveKeys } from "./active-key-cache";
import { NotFoundError, PermissionError } from "@/server/platform/errors";
import { presentApiKey } from "./present-api-key";
import type { updateApiKeyBody } from "./schemas";
import { byIdInTenant } from "@/server/platform/tenancy";
import { requireStepUp } from "@/server/accounts/auth/step-up";

export async function updateApiKey({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateApiKeyBody>;
}) {
  // What widens a key's reach (its addresses, or turning it back on) needs a fresh confirmation from the
  // dashboard (server/accounts/auth/step-up.ts); renaming or disabling a key never waits for one.
  if (input.ip_whitelist !== undefined || input.status === "active")
    await requireStepUp(ctx, "change an API key's access");
  const view = await inTransaction(ctx, async (t) => {
    const [before] = await t.tx
      .select()
      .from(apiKeys)
      .where(byIdInTenant(t, apiKeys, id))
      .for("update");
    if (!before) throw new NotFoundError("API key");
    const disabledBy = whoDisables(t, before, input.status);
    const [row] = await t.tx
      .update(apiKeys)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.status !== undefined && { status: input.status, disabledBy }),
        ...(input.ip_whitelist !== undefined && { ipWhitelist: input.ip_whitelist }),
        updatedAt: ctx.now(),
      })
      .where(byIdInTenant(t, apiKeys, id))
      .returning();
    await auditKeyChange(t, before, row);
    return presentApiKey(row);
  });
  // Once committed: the next call with this key reads its new status and whitelist.
  forgetActiveKeys();
  return view;
}

/**
 * Who a status change leaves as the disabler: a key an admin disabled stays disabled until an admin
 * re-activates it (a merchant's key cannot undo the platform's decision), so the admin's mark is kept
 * when a merchant touches the key again. Null once active.
 */
function whoDisables(
  ctx: Ctx,
  before: typeof apiKeys.$inferSelect,
  status: "active" | "inactive" | undefined,
): "admin" | "merchant" | null {
  const admin = ctx.actor.role === "admin";
  if (status === undefined) return before.disabledBy;
  if (status === "active") {
    if (before.status === "inactive" && before.disabledBy === "admin" && !admin)
      throw new PermissionError(
        "An admin disabled this key: only an admin can re-activate it.",
        "key_disabled_by_admin",
      );
    return null;
  }
  if (admin) return "admin";
  return before.status === "inactive" && before.disabledBy === "admin" ? "admin" : "merchant";
}
