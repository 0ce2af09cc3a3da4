import { and, isNull } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentEndpoint } from "./present";
import { sealSecret } from "./secret-box";
import { generateSigningSecret } from "./signing";
import { byIdInTenant } from "@/server/platform/tenancy";

/**
 * Replaces the signing secret. Every request signed from now on, retries of older deliveries
 * included, uses the new one: the old secret stops verifying at once.
 */
export async function regenerateEndpointSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const db = await executor(ctx);
  const secret = generateSigningSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secretCiphertext: sealSecret(secret), secretLastFour: secret.slice(-4), updatedAt: ctx.now() })
    .where(and(byIdInTenant(ctx, webhookEndpoints, id), isNull(webhookEndpoints.deletedAt)))
    .returning();
  if (!row) throw new NotFoundError("webhook endpoint");
  return { ...presentEndpoint(row), secret };
}
