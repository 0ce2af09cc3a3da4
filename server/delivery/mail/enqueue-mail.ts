import { mailOutbox } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";

/**
 * Puts messages in the mail outbox, in the caller's transaction: they exist exactly when the change they
 * tell of was committed, and the mail job sends them (send-due-mail.ts) even if this process dies now.
 */
export async function enqueueMail(
  ctx: Ctx,
  messages: Array<{ merchantId: string | null; to: string; subject: string; text: string }>,
): Promise<void> {
  if (!messages.length) return;
  const db = await executor(ctx);
  const now = ctx.now();
  await db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({ id: newId(), ...m, createdAt: now, nextAttemptAt: now, status: "pending" as const })),
    );
}
