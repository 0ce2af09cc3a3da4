import { and, eq } from "drizzle-orm";
import { threeDsAuthentications } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { isSuccessful, type AuthenticationRow } from "./present-authentication";
import { threeDsServer } from "./provider";

/**
 * Ends a pending challenge once: the update is conditional on `trans_status = 'C'` and on the attempts
 * seen, so a concurrent answer (or a cancel racing a right code) loses and reads the winner's result.
 */
export async function endChallenge(
  ctx: Ctx,
  row: AuthenticationRow,
  ending: "passed" | "failed" | "canceled",
): Promise<AuthenticationRow | undefined> {
  const result = await threeDsServer().challengeResult({
    acsTransId: row.acsTransId,
    dsTransId: row.dsTransId,
    brand: row.cardBrand,
    ending,
  });
  const db = await executor(ctx);
  const [next] = await db
    .update(threeDsAuthentications)
    .set({
      transStatus: result.transStatus,
      statusReason: result.statusReason,
      eci: result.eci,
      authenticationValue: result.authenticationValue,
      liabilityShift: isSuccessful(result.transStatus),
      challengeToken: null,
      challengeCode: null,
      challengeAttempts: row.challengeAttempts + (ending === "canceled" ? 0 : 1),
      updatedAt: ctx.now(),
    })
    .where(
      and(
        eq(threeDsAuthentications.id, row.id),
        eq(threeDsAuthentications.transStatus, "C"),
        eq(threeDsAuthentications.challengeAttempts, row.challengeAttempts),
      ),
    )
    .returning();
  return next;
}
