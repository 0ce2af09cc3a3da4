import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { fraudSessions } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { merchantForNew, tenantWhere } from "@/server/platform/tenancy";

export const createFraudSessionBody = z
  .strictObject({
    device_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, "16–64 characters of A–Z, a–z, 0–9, _ and -.")
      .meta({ description: "A random id the SDK keeps in the browser's storage." }),
    user_agent: z.string().trim().max(2048).optional(),
    language: z.string().trim().max(35).optional(),
    screen: z
      .string()
      .regex(/^\d{1,5}x\d{1,5}(x\d{1,2})?$/, "width x height [x colour depth], e.g. 1440x900x24.")
      .optional(),
    time_zone: z.string().trim().max(64).optional().meta({ example: "America/Sao_Paulo" }),
    time_zone_offset: z.number().int().min(-840).max(840).optional(),
  })
  .meta({ id: "CreateFraudSessionRequest" });
export type CreateFraudSessionInput = z.output<typeof createFraudSessionBody>;

export const fraudSessionSchema = z
  .object({ id: z.uuid(), device_id: z.string(), created_at: z.iso.datetime() })
  .meta({ id: "FraudSession" });

/** POST /v1/fraud/sessions (public key): the buyer's device, as the SDK's `fraud.collect()` saw it. */
export async function createFraudSession({ ctx, input }: { ctx: Ctx; input: CreateFraudSessionInput }) {
  const merchantId = merchantForNew(ctx, "a fraud session");
  const db = await executor(ctx);
  const [row] = await db
    .insert(fraudSessions)
    .values({
      id: newId(),
      merchantId,
      deviceId: input.device_id,
      userAgent: input.user_agent ?? null,
      language: input.language ?? null,
      screen: input.screen ?? null,
      timeZone: input.time_zone ?? null,
      timeZoneOffset: input.time_zone_offset ?? null,
      clientIp: ctx.clientIp ?? null,
      // No geolocation source exists yet: the column waits for one (docs/api/fraud.md).
      ipCountry: null,
      createdAt: ctx.now(),
    })
    .returning();
  return { id: row.id, device_id: row.deviceId, created_at: row.createdAt.toISOString() };
}

export type FraudSessionRow = typeof fraudSessions.$inferSelect;

/** A session of the caller's merchant, not yet used by another charge; otherwise a precise 422. */
export async function fraudSessionForCharge(ctx: Ctx, id: string): Promise<FraudSessionRow> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(fraudSessions)
    .where(and(eq(fraudSessions.id, id), tenantWhere(ctx, fraudSessions.merchantId)))
    .limit(1);
  const param = "payment_details.fraud_session_id";
  if (!row) throw new InvalidRequestError("fraud_session_not_found", "No such fraud session for this merchant.", param);
  if (row.chargeId)
    throw new InvalidRequestError(
      "fraud_session_already_used",
      "The fraud session was already used by a charge.",
      param,
    );
  return row;
}

/**
 * Binds the fraud session to this charge, once: a conditional update, unsent, as a part of the
 * charge's one-statement write (server/platform/db/write-atomically.ts). When another charge used it first the
 * statement writes nothing and `orElse` is thrown.
 */
export function bindFraudSessionPart(db: Executor, id: string, chargeId: string) {
  const statement = db
    .update(fraudSessions)
    .set({ chargeId })
    .where(and(eq(fraudSessions.id, id), isNull(fraudSessions.chargeId)))
    .returning({ id: fraudSessions.id });
  const orElse = () =>
    new InvalidRequestError(
      "fraud_session_already_used",
      "The fraud session was already used by a charge.",
      "payment_details.fraud_session_id",
    );
  return { statement, orElse };
}
