import type { z } from "zod";
import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import { generateKeyPair, hashSecret } from "./key-material";
import { presentApiKey } from "./present-api-key";
import type { createApiKeyBody } from "./schemas";
import { merchantInScope } from "@/server/platform/tenancy";
import { requireStepUp } from "@/server/accounts/auth/step-up";

/**
 * A caller makes a key pair: from the dashboard only after a fresh confirmation of the user
 * (server/accounts/auth/step-up.ts), since a new secret key can do everything the merchant can.
 */
export async function createApiKey(args: Parameters<typeof mintApiKey>[0]) {
  await requireStepUp(args.ctx, "create an API key");
  return mintApiKey(args);
}

/**
 * Makes a key pair; the secret is in this answer and nowhere else, ever. Unguarded: for the first key of a
 * merchant being made (server/accounts/merchants/create-merchant-with-user.ts) and the operator CLI.
 */
export async function mintApiKey({
  ctx,
  input,
  merchantId,
}: {
  ctx: Ctx;
  input: z.output<typeof createApiKeyBody>;
  merchantId?: string | null;
}) {
  const db = await executor(ctx);
  const { publicKey, secretKey } = generateKeyPair();
  // One instant for both: a new row has not been updated since it was created.
  const now = ctx.now();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: newId(),
      merchantId: merchantId === undefined ? (merchantInScope(ctx) ?? null) : merchantId,
      name: input.name,
      publicKey,
      secretHash: hashSecret(secretKey),
      secretLastFour: secretKey.slice(-4),
      ipWhitelist: input.ip_whitelist ?? [],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...presentApiKey(row), secret_key: secretKey };
}
