import type { Ctx } from "@/server/platform/context";
import { endChallenge } from "./end-challenge";
import { getAuthenticationRowOrThrow } from "./get-authentication";
import { presentAuthentication } from "./present-authentication";
import type { AuthenticationView } from "./schemas";

/**
 * POST /v1/3ds/authentications/{id}/cancel (public key): the buyer closed the challenge (the SDK's modal,
 * Escape). A pending challenge ends as N `challenge_canceled`; any other state is answered as it is, so a
 * cancel racing the right code never undoes it.
 */
export async function cancelAuthentication({ ctx, id }: { ctx: Ctx; id: string }): Promise<AuthenticationView> {
  const row = await getAuthenticationRowOrThrow(ctx, id);
  if (row.transStatus !== "C") return presentAuthentication(row);
  const ended = await endChallenge(ctx, row, "canceled");
  return presentAuthentication(ended ?? (await getAuthenticationRowOrThrow(ctx, id)));
}
