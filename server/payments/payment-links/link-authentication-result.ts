import type { Ctx } from "@/server/platform/context";
import { findLinkAuthentication } from "./find-link-authentication";
import { presentLinkAuthentication } from "./present-link-authentication";
import type { LinkAuthenticationRef, LinkAuthenticationView } from "./three-ds-schemas";

/**
 * POST /pay/{id}/3ds/{authentication_id}: the page reads the result once the challenge frame says it ended
 * (the frame's message carries no result, so a page cannot be told "Y" by anyone but the service).
 */
export async function linkAuthenticationResult({
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
  return presentLinkAuthentication(await findLinkAuthentication(ctx, id, authenticationId, ref));
}
