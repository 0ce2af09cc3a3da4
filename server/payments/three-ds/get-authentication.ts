import { threeDsAuthentications } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { byIdInTenant } from "@/server/platform/tenancy";
import { presentAuthentication, type AuthenticationRow } from "./present-authentication";
import type { AuthenticationView } from "./schemas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getAuthenticationRowOrThrow(ctx: Ctx, id: string): Promise<AuthenticationRow> {
  if (!UUID.test(id)) throw new NotFoundError("3-D Secure authentication");
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(threeDsAuthentications)
    .where(byIdInTenant(ctx, threeDsAuthentications, id))
    .limit(1);
  if (!row) throw new NotFoundError("3-D Secure authentication");
  return row;
}

/** GET /v1/3ds/authentications/{id}: the caller's own authentication, or 404. */
export async function getAuthentication({ ctx, id }: { ctx: Ctx; id: string }): Promise<AuthenticationView> {
  return presentAuthentication(await getAuthenticationRowOrThrow(ctx, id));
}
