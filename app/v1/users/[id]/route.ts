import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateUserBody } from "@/server/accounts/users/schemas";
import { setUserStatus } from "@/server/accounts/users/admin-user-verbs";

type P = { id: string };

export const PATCH = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, updateUserBody);
  return ok(await setUserStatus({ ctx, id: parseId(params.id), status: input.status }));
});
