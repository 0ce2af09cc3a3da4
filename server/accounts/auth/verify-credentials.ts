import { eq } from "drizzle-orm";
import { merchants, users } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { hashPassword, verifyPassword } from "./password";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: "merchant" | "admin";
  merchantId?: string;
  locale?: string;
}

// Compared against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** The user behind an email and password, or null. Disabled users and inactive merchants cannot sign in. */
export async function verifyCredentials(email: string, password: string): Promise<SignedInUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, merchantStatus: merchants.status })
    .from(users)
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) {
    await verifyPassword(await (dummyHash ??= hashPassword("not a real password")), password);
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
