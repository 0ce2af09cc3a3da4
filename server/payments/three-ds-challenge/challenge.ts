import { and, eq } from "drizzle-orm";
import { merchants, threeDsAuthentications } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { endChallenge } from "@/server/payments/three-ds/end-challenge";
import type { AuthenticationRow } from "@/server/payments/three-ds/present-authentication";
import { threeDsServer } from "@/server/payments/three-ds/provider";

/** Wrong codes the ACS accepts before the authentication ends as N `challenge_failed`. */
export const MAX_CHALLENGE_ATTEMPTS = 3;

export interface ChallengeState {
  row: AuthenticationRow;
  merchantName: string;
  /** What the page shows: the form (maybe after a wrong code), or the end. */
  stage: "form" | "wrong_code" | "done" | "expired";
}

const TOKEN = /^chl_[A-Za-z0-9_-]{20,64}$/;

/**
 * The sandbox ACS's challenge page lives in its own folder because it is a hosted page (it uses
 * server/payments/hosted-checkout), while server/payments/three-ds is used by the charges.
 *
 * The challenge URL's token is the buyer's capability (like a checkout's charge id): it names the
 * authentication and, through it, the merchant. It is forgotten once the challenge ends, so an ended
 * challenge's page is a 404 and its one-time code is gone from the database.
 */
async function rowByToken(ctx: Ctx, token: string): Promise<{ row: AuthenticationRow; merchantName: string }> {
  if (!TOKEN.test(token)) throw new NotFoundError("challenge");
  const db = await executor(ctx);
  const [found] = await db
    .select({ row: threeDsAuthentications, merchantName: merchants.name })
    .from(threeDsAuthentications)
    .innerJoin(merchants, eq(merchants.id, threeDsAuthentications.merchantId))
    .where(and(eq(threeDsAuthentications.challengeToken, token), eq(threeDsAuthentications.transStatus, "C")))
    .limit(1);
  if (!found) throw new NotFoundError("challenge");
  return found;
}

/** GET /3ds/challenge/{token}: the sandbox ACS's page. */
export async function loadChallenge({ ctx, token }: { ctx: Ctx; token: string }): Promise<ChallengeState> {
  const found = await rowByToken(ctx, token);
  const expired = found.row.expiresAt.getTime() <= ctx.now().getTime();
  return { ...found, stage: expired ? "expired" : "form" };
}

/**
 * POST /3ds/challenge/{token}: the code the cardholder typed, or their cancel. A right code ends the
 * challenge Y; a wrong one counts an attempt (conditionally, so two posts cannot both use the last one);
 * the third wrong one, a cancel or an expired challenge end it N.
 */
export async function answerChallenge({
  ctx,
  token,
  answer,
}: {
  ctx: Ctx;
  token: string;
  answer: { action: "submit"; code: string } | { action: "cancel" };
}): Promise<ChallengeState> {
  const { row, merchantName } = await rowByToken(ctx, token);
  const done = async (ending: "passed" | "failed" | "canceled", stage: ChallengeState["stage"] = "done") => {
    const next = await endChallenge(ctx, row, ending);
    if (!next) throw new NotFoundError("challenge");
    return { row: next, merchantName, stage };
  };
  if (row.expiresAt.getTime() <= ctx.now().getTime()) return done("failed", "expired");
  if (answer.action === "cancel") return done("canceled");
  if (row.challengeCode && threeDsServer().verifyCode(row.challengeCode, answer.code)) return done("passed");
  if (row.challengeAttempts + 1 >= MAX_CHALLENGE_ATTEMPTS) return done("failed");
  const db = await executor(ctx);
  const [next] = await db
    .update(threeDsAuthentications)
    .set({ challengeAttempts: row.challengeAttempts + 1, updatedAt: ctx.now() })
    .where(
      and(
        eq(threeDsAuthentications.id, row.id),
        eq(threeDsAuthentications.transStatus, "C"),
        eq(threeDsAuthentications.challengeAttempts, row.challengeAttempts),
      ),
    )
    .returning();
  if (!next) throw new NotFoundError("challenge");
  return { row: next, merchantName, stage: "wrong_code" };
}
