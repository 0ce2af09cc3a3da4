import { users } from "@/db/schema";
import { hashPassword } from "@/server/accounts/auth/password";
import { getDb } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";

/** A dashboard user of a merchant (or an admin with `merchantId` null), with a known password. */
export async function createUserOf(
  merchantId: string | null,
  opts: { password?: string; email?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const db = await getDb();
  const id = newId();
  const email = opts.email ?? `${id}@example.com`;
  const password = opts.password ?? "senha-muito-segura";
  await db.insert(users).values({
    id,
    email,
    name: "Pessoa",
    passwordHash: await hashPassword(password),
    role: merchantId ? "merchant" : "admin",
    merchantId,
  });
  return { id, email, password };
}
