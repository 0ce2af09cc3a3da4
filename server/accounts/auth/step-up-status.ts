import type { Ctx } from "@/server/platform/context";
import { ownSession, stepUpFactorOf, type StepUpFactor } from "./confirm-step-up";
import { stepUpValidUntil } from "./step-up";

/** What the step-up dialog asks for, and until when the session's last confirmation counts (null: none fresh). */
export async function getStepUpStatus({
  ctx,
}: {
  ctx: Ctx;
}): Promise<{ factor: StepUpFactor; validUntil: Date | null }> {
  const session = ownSession(ctx);
  return { factor: await stepUpFactorOf(ctx, session.userId), validUntil: await stepUpValidUntil(ctx, session) };
}
