import { eq } from "drizzle-orm";
import { merchants, users } from "@/db/schema";
import { mintApiKey } from "@/server/accounts/api-keys/create-api-key";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { hashPassword } from "@/server/accounts/auth/password";
import type { Executor } from "@/server/platform/db";

async function assertEmailFree(db: Executor, email: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  // The unique index still guards a race; this answers the common case with a clear message.
  if (taken) throw new InvalidRequestError("email_taken", `A user with email ${email} already exists.`, "email");
}

/** A merchant, its first dashboard user and its first API key pair, all or nothing. */
export async function createMerchantWithUser({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    name: string;
    email: string;
    password: string;
    userName?: string;
    locale?: string;
    /** CPF or CNPJ, canonical (no punctuation). */
    document?: string | null;
  };
}) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  return inTransaction(ctx, async (txCtx) => {
    await assertEmailFree(txCtx.tx, email);
    const merchantId = newId();
    const userId = newId();
    await txCtx.tx
      .insert(merchants)
      .values({ id: merchantId, name: input.name, email, document: input.document ?? null, createdAt: ctx.now() });
    await txCtx.tx.insert(users).values({
      id: userId,
      email,
      name: input.userName ?? input.name,
      passwordHash,
      role: "merchant",
      merchantId,
      locale: input.locale ?? null,
      createdAt: ctx.now(),
    });
    const key = await mintApiKey({ ctx: txCtx, input: { name: "Default" }, merchantId });
    return { merchantId, userId, email, key };
  });
}

/** An admin user (sees every merchant). */
export async function createAdminUser({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email: string; password: string; name?: string };
}) {
  const db = await executor(ctx);
  const email = input.email.trim().toLowerCase();
  await assertEmailFree(db, email);
  const id = newId();
  await db.insert(users).values({
    id,
    email,
    name: input.name ?? "Admin",
    passwordHash: await hashPassword(input.password),
    role: "admin",
    createdAt: ctx.now(),
  });
  return { id, email };
}
