import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { AppLocale } from "@/i18n/locales";
import { executor, type Ctx } from "@/server/platform/context";
import { AuthenticationError } from "@/server/platform/errors";

/** The signed-in user's language, kept for its next sessions and the e-mails and receipts it is sent. */
export async function setOwnLocale({ ctx, input }: { ctx: Ctx; input: { locale: AppLocale } }): Promise<void> {
  const userId = "userId" in ctx.actor ? ctx.actor.userId : undefined;
  if (!userId) throw new AuthenticationError("Sign in to save a language.", "session_required");
  const db = await executor(ctx);
  await db.update(users).set({ locale: input.locale }).where(eq(users.id, userId));
}
