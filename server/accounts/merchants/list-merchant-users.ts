import type { z } from "zod";
import { and, asc, count, eq } from "drizzle-orm";
import { users, userTotp } from "@/db/schema";
import { executor, type Ctx, requireAdmin } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import type { UserView } from "@/server/accounts/users/schemas";
import { getMerchant } from "./get-merchant";
import type { listMerchantUsersQuery } from "./schemas";

/** Admins only: a merchant's dashboard users, for disabling one or ending its sessions. */
export async function listMerchantUsers({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: z.output<typeof listMerchantUsersQuery>;
}) {
  requireAdmin(ctx);
  const merchant = await getMerchant({ ctx, id });
  const db = await executor(ctx);
  const where = and(eq(users.merchantId, merchant.id), eq(users.role, "merchant"));
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select({ user: users, totpEnabledAt: userTotp.enabledAt })
        .from(users)
        .leftJoin(userTotp, eq(userTotp.userId, users.id))
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
    present: (rows): UserView[] =>
      rows.map(({ user: u, totpEnabledAt }) => ({
        object: "user",
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        merchant_id: u.merchantId,
        status: u.status,
        two_factor_enabled: !!totpEnabledAt,
        sessions_valid_after: u.sessionsValidAfter?.toISOString() ?? null,
      })),
  });
}
