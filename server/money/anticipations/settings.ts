import type { z } from "zod";
import { eq } from "drizzle-orm";
import { anticipationSettings } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { executor, inTransaction, isAdmin, type Ctx } from "@/server/platform/context";
import { PermissionError, ValidationError } from "@/server/platform/errors";
import type { updateSettingsBody } from "./schemas";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";

/** What a merchant without a settings row gets (docs/api/anticipations.md). */
export const DEFAULT_SETTINGS = {
  autoApproveMaxShareBp: 10_000,
  autoApproveMinAmount: 100,
  autoApproveMaxAmount: 5_000_000,
  // R$ 50.000,00 in any 24 hours: one request at the per-request ceiling, then an admin looks (docs/api/risk.md).
  autoApproveDailyMaxAmount: 5_000_000,
  automaticEnabled: false,
  automaticShareBp: 10_000,
  automaticDelayDays: 1,
  automaticSince: null as Date | null,
};

export type AnticipationSettings = typeof DEFAULT_SETTINGS;

export async function settingsOf(ctx: Ctx, merchantId: string): Promise<AnticipationSettings> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(anticipationSettings)
    .where(eq(anticipationSettings.merchantId, merchantId))
    .limit(1);
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    autoApproveMaxShareBp: row.autoApproveMaxShareBp,
    autoApproveMinAmount: row.autoApproveMinAmount,
    autoApproveMaxAmount: row.autoApproveMaxAmount,
    autoApproveDailyMaxAmount: row.autoApproveDailyMaxAmount,
    automaticEnabled: row.automaticEnabled,
    automaticShareBp: row.automaticShareBp,
    automaticDelayDays: row.automaticDelayDays,
    automaticSince: row.automaticSince,
  };
}

function present(merchantId: string, s: AnticipationSettings) {
  return {
    merchant_id: merchantId,
    auto_approve_max_share_bp: s.autoApproveMaxShareBp,
    auto_approve_min_amount: s.autoApproveMinAmount,
    auto_approve_max_amount: s.autoApproveMaxAmount,
    auto_approve_daily_max_amount: s.autoApproveDailyMaxAmount,
    automatic_enabled: s.automaticEnabled,
    automatic_share_bp: s.automaticShareBp,
    automatic_delay_days: s.automaticDelayDays,
    automatic_since: s.automaticSince?.toISOString() ?? null,
  };
}

/** The merchant exists and the caller may see it (the tenant rule): one lookup for every settings area. */
async function merchantOrThrow(ctx: Ctx, id: string): Promise<string> {
  return (await getMerchant({ ctx, id })).id;
}

export async function getAnticipationSettings({ ctx, id }: { ctx: Ctx; id: string }) {
  const merchantId = await merchantOrThrow(ctx, id);
  return present(merchantId, await settingsOf(ctx, merchantId));
}

const LIMIT_FIELDS = [
  "auto_approve_max_share_bp",
  "auto_approve_min_amount",
  "auto_approve_max_amount",
  "auto_approve_daily_max_amount",
] as const;

/**
 * A merchant turns its automatic anticipation on or off and shapes it; only an admin changes the
 * approval limits (a merchant sending one is 403 `admin_only`). Fields left out keep their value.
 */
export async function updateAnticipationSettings({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof updateSettingsBody>;
}) {
  const merchantId = await merchantOrThrow(ctx, id);
  if (!isAdmin(ctx) && LIMIT_FIELDS.some((f) => input[f] !== undefined))
    throw new PermissionError("Only an admin can change the approval limits.", "admin_only");
  const current = await settingsOf(ctx, merchantId);
  const now = ctx.now();
  const turnedOn = input.automatic_enabled === true && !current.automaticEnabled;
  const next: AnticipationSettings = {
    autoApproveMaxShareBp: input.auto_approve_max_share_bp ?? current.autoApproveMaxShareBp,
    autoApproveMinAmount: input.auto_approve_min_amount ?? current.autoApproveMinAmount,
    autoApproveMaxAmount: input.auto_approve_max_amount ?? current.autoApproveMaxAmount,
    autoApproveDailyMaxAmount: input.auto_approve_daily_max_amount ?? current.autoApproveDailyMaxAmount,
    automaticEnabled: input.automatic_enabled ?? current.automaticEnabled,
    automaticShareBp: input.automatic_share_bp ?? current.automaticShareBp,
    automaticDelayDays: input.automatic_delay_days ?? current.automaticDelayDays,
    automaticSince: turnedOn ? now : current.automaticSince,
  };
  if (next.autoApproveMinAmount > next.autoApproveMaxAmount)
    throw new ValidationError(
      "auto_approve_min_amount must not be above auto_approve_max_amount.",
      "auto_approve_min_amount",
    );
  await inTransaction(ctx, async (t) => {
    await t.tx
      .insert(anticipationSettings)
      .values({ merchantId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: anticipationSettings.merchantId, set: { ...next, updatedAt: now } });
    // A merchant shaping its own automatic anticipation is not an admin action; an admin's change is.
    if (isAdmin(t))
      await recordAudit(t, {
        action: "anticipation_settings.updated",
        targetType: "anticipation_settings",
        targetId: merchantId,
        merchantId,
        before: present(merchantId, current),
        after: present(merchantId, next),
      });
  });
  return present(merchantId, next);
}
