import type { Ctx } from "@/server/platform/context";
import { endChallenge } from "@/server/payments/three-ds/end-challenge";
import { findLinkAuthentication } from "./find-link-authentication";
import { presentLinkAuthentication } from "./present-link-authentication";
import type { LinkAuthenticationRef, LinkAuthenticationView } from "./three-ds-schemas";

/**
 * POST /pay/{id}/3ds/{authentication_id}/cancel: the buyer closed the challenge (the modal's button,
 * Escape). A pending challenge ends as N `challenge_canceled`, like the API's cancel; an ended one is
 * answered as it is, so a cancel racing the right code keeps the code's Y (the page then pays).
 */
export async function cancelLinkAuthentication({
  ctx,
  id,
  authenticationId,
  ref,
}: {
  ctx: Ctx;
  id: string;
  authenticationId: string;
  ref: LinkAuthenticationRef;
}): Promise<LinkAuthenticationView> {
  const row = await findLinkAuthentication(ctx, id, authenticationId, ref);
  if (row.transStatus !== "C") return presentLinkAuthentication(row);
  const ended = await endChallenge(ctx, row, "canceled");
  return presentLinkAuthentication(ended ?? (await findLinkAuthentication(ctx, id, authenticationId, ref)));
}
