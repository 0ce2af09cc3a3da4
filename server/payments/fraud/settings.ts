import { eq } from "drizzle-orm";
import { z } from "zod";
import { fraudSettings } from "@/db/schema";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { FRAUD_SETTING_RANGES as R, type FraudSettingName } from "@/server/universal/fraud-setting-ranges";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { ttlCache } from "@/server/platform/process/ttl-cache";

/** What a merchant gets until an admin sets its own (docs/api/fraud.md). */
export const DEFAULT_FRAUD_SETTINGS = {
  review_score: 50,
  deny_score: 80,
  velocity_window_minutes: 60,
  card_velocity_limit: 5,
  device_velocity_limit: 5,
  ip_velocity_limit: 10,
  email_velocity_limit: 5,
};
export type FraudSettingsView = typeof DEFAULT_FRAUD_SETTINGS;

const ranged = (name: FraudSettingName) => z.number().int().min(R[name].min).max(R[name].max).optional();

export const fraudSettingsBody = z
  .strictObject({
    review_score: ranged("review_score").meta({ description: "From this score up a card charge is held for review." }),
    deny_score: ranged("deny_score").meta({
      description: "From this score up a card charge fails with `fraud_suspected`.",
    }),
    velocity_window_minutes: ranged("velocity_window_minutes"),
    card_velocity_limit: ranged("card_velocity_limit").meta({
      description: "Charges of one card in the window before the rule trips.",
    }),
    device_velocity_limit: ranged("device_velocity_limit"),
    ip_velocity_limit: ranged("ip_velocity_limit"),
    email_velocity_limit: ranged("email_velocity_limit"),
  })
  .meta({ id: "UpdateFraudSettingsRequest" });
export type FraudSettingsInput = z.output<typeof fraudSettingsBody>;

export const fraudSettingsSchema = z
  .object({
    merchant_id: z.uuid(),
    review_score: z.number().int(),
    deny_score: z.number().int(),
    velocity_window_minutes: z.number().int(),
    card_velocity_limit: z.number().int(),
    device_velocity_limit: z.number().int(),
    ip_velocity_limit: z.number().int(),
    email_velocity_limit: z.number().int(),
  })
  .meta({ id: "FraudSettings" });

type Row = typeof fraudSettings.$inferSelect;

function view(row: Row | undefined): FraudSettingsView {
  if (!row) return { ...DEFAULT_FRAUD_SETTINGS };
  return {
    review_score: row.reviewScore,
    deny_score: row.denyScore,
    velocity_window_minutes: row.velocityWindowMinutes,
    card_velocity_limit: row.cardVelocityLimit,
    device_velocity_limit: row.deviceVelocityLimit,
    ip_velocity_limit: row.ipVelocityLimit,
    email_velocity_limit: row.emailVelocityLimit,
  };
}

/** The merchant's settings, or the defaults. Callers have already put `merchantId` in the caller's tenant. */
export async function fraudSettingsOf(ctx: Ctx, merchantId: string): Promise<FraudSettingsView> {
  const db = await executor(ctx);
  const [row] = await db.select().from(fraudSettings).where(eq(fraudSettings.merchantId, merchantId)).limit(1);
  return view(row);
}

const forCharges = ttlCache<FraudSettingsView>("fraud-settings", 5_000);

/**
 * The merchant's settings as the charge path reads them: remembered per process for 5 seconds, so that
 * a busy merchant's charges do not each read them (docs/api/fraud.md). A change made through this
 * process applies to its next charge; other instances apply it within 5 seconds.
 */
export function fraudSettingsForCharge(ctx: Ctx, merchantId: string): Promise<FraudSettingsView> {
  if (ctx.tx) return fraudSettingsOf(ctx, merchantId);
  return forCharges.through(merchantId, () => fraudSettingsOf(ctx, merchantId));
}

/** Admin only (the route says so): sets some of a merchant's thresholds; the rest keep their values. */
export async function updateFraudSettings({
  ctx,
  merchantId,
  input,
}: {
  ctx: Ctx;
  merchantId: string;
  input: FraudSettingsInput;
}): Promise<FraudSettingsView> {
  const current = await fraudSettingsOf(ctx, merchantId);
  const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
  if (next.review_score > next.deny_score) {
    throw new InvalidRequestError(
      "invalid_thresholds",
      `review_score (${next.review_score}) must not be above deny_score (${next.deny_score}).`,
      "review_score",
    );
  }
  const values = {
    reviewScore: next.review_score,
    denyScore: next.deny_score,
    velocityWindowMinutes: next.velocity_window_minutes,
    cardVelocityLimit: next.card_velocity_limit,
    deviceVelocityLimit: next.device_velocity_limit,
    ipVelocityLimit: next.ip_velocity_limit,
    emailVelocityLimit: next.email_velocity_limit,
    updatedAt: ctx.now(),
  };
  await inTransaction(ctx, async (t) => {
    await t.tx
      .insert(fraudSettings)
      .values({ merchantId, ...values })
      .onConflictDoUpdate({ target: fraudSettings.merchantId, set: values });
    await recordAudit(t, {
      action: "fraud_settings.updated",
      targetType: "fraud_settings",
      targetId: merchantId,
      merchantId,
      before: current,
      after: next,
    });
  });
  forCharges.forget(merchantId);
  return next;
}

/** The merchant exists and the caller may see it (the tenant rule): one lookup for every settings area. */
async function merchantOrThrow(ctx: Ctx, id: string): Promise<string> {
  return (await getMerchant({ ctx, id })).id;
}

/** GET /v1/merchants/{id}/fraud-settings: the merchant itself or an admin. */
export async function getMerchantFraudSettings({ ctx, id }: { ctx: Ctx; id: string }) {
  const merchantId = await merchantOrThrow(ctx, id);
  return { merchant_id: merchantId, ...(await fraudSettingsOf(ctx, merchantId)) };
}

/** PATCH /v1/merchants/{id}/fraud-settings: admins only. */
export async function updateMerchantFraudSettings({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: FraudSettingsInput;
}) {
  const merchantId = await merchantOrThrow(ctx, id);
  return { merchant_id: merchantId, ...(await updateFraudSettings({ ctx, merchantId, input })) };
}
