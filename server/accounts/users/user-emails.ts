import { users } from "@/db/schema";
import { executor, requireAdmin, type Ctx } from "@/server/platform/context";

/**
 * Admin only: every dashboard user's e-mail by id, so that the audit log names the people its records
 * mention (`user_id`, `created_by`) instead of printing their UUIDs. Users are few (people, not buyers).
 */
export async function userEmails({ ctx }: { ctx: Ctx }): Promise<Record<string, string>> {
  requireAdmin(ctx, "list users");
  const db = await executor(ctx);
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  return Object.fromEntries(rows.map((r) => [r.id, r.email]));
}
