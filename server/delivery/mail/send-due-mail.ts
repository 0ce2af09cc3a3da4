import { and, asc, eq, lte } from "drizzle-orm";
import { mailOutbox } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { log } from "@/server/platform/log";
import { mailer } from "./mailer";

/** Messages one pass sends at most; the next pass (seconds later) takes the rest. */
const BATCH = 50;
/** After this many failed attempts a message is `failed` and no longer tried (about 2 hours of retries: 1+2+4+…+32+60 minutes). */
export const MAIL_MAX_ATTEMPTS = 8;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** (attempts - 1)) * 60_000;
}

/**
 * One pass of the mail outbox: each due message is taken with `for update skip locked` (two workers never
 * take the same one), sent through the mail adapter, and marked `sent` in the same transaction. A process
 * that dies between the send and the commit leaves it `pending`, so it is sent again: at least once, and
 * the adapter makes a repeat of the same id one message.
 */
export async function sendDueMail(ctx: Ctx): Promise<{ sent: number; failed: number }> {
  const summary = { sent: 0, failed: 0 };
  for (let i = 0; i < BATCH; i++) {
    const outcome = await inTransaction(ctx, async ({ tx }) => {
      const now = ctx.now();
      const [message] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!message) return "none" as const;
      const attempts = message.attempts + 1;
      try {
        await mailer().send({ id: message.id, to: message.to, subject: message.subject, text: message.text });
        await tx
          .update(mailOutbox)
          .set({ status: "sent", attempts, sentAt: now, lastError: null })
          .where(eq(mailOutbox.id, message.id));
        return "sent" as const;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const givenUp = attempts >= MAIL_MAX_ATTEMPTS;
        await tx
          .update(mailOutbox)
          .set({
            status: givenUp ? "failed" : "pending",
            attempts,
            lastError: reason.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + mailRetryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, message.id));
        log.warn("mail not sent", { mailId: message.id, attempts, givenUp, error: reason });
        return "failed" as const;
      }
    });
    if (outcome === "none") break;
    summary[outcome]++;
  }
  return summary;
}
