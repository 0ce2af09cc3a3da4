import { eq } from "drizzle-orm";
import { merchants, users } from "@/db/schema";
import { anonymousCtx, executor, type Ctx } from "@/server/platform/context";
import { hashPassword, verifyPassword } from "./password";
import { lazy } from "@/server/platform/process/lazy";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: "merchant" | "admin";
  merchantId?: string;
  locale?: string;
}

// Compared against when the email is unknown, so both failures take the same time.
const dummyHash = lazy(() => hashPassword("not a real password"));

/** The user behind an email and password, or null. Disabled users and inactive merchants cannot sign in. */
export async function verifyCredentials(
  email: string,
  password: string,
  ctx: Ctx = anonymousCtx(),
): Promise<SignedInUser | null> {
  const db = await executor(ctx);
  const [row] = await db
    .select({ user: users, merchantStatus: merchants.status })
    .from(users)
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) {
    await verifyPassword(await dummyHash(), password);
    return null;
  }
  if (!(await verifyPassword(row.user.passwordHash, password))) return null;
  if (row.user.status !== "active") return null;
  if (row.user.role === "merchant" && (!row.user.merchantId || row.merchantStatus !== "active")) return null;
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    role: row.user.role,
    merchantId: row.user.merchantId ?? undefined,
    locale: row.user.locale ?? undefined,
  };
}
