import type { Ctx } from "@/server/platform/context";

/**
 * A dashboard session of a user, as its cookie says it (`me`, for the mocked `auth()` and `sessionStatus`),
 * and the Ctx a dashboard call made with it gets (`ctx`, at `now`), naming the session as session-actor.ts does.
 */
export function dashboardSession(userId: string, merchantId: string | null, signedInAt = Date.now() - 1_000) {
  const me = merchantId
    ? { id: userId, role: "merchant" as const, merchantId, signedInAt }
    : { id: userId, role: "admin" as const, signedInAt };
  const ctx = (now = new Date()): Ctx => ({
    requestId: "test",
    now: () => now,
    actor: merchantId
      ? { role: "merchant", via: "session", merchantId, userId, sessionSignedInAt: signedInAt }
      : { role: "admin", via: "session", userId, sessionSignedInAt: signedInAt },
  });
  return { me, ctx };
}
