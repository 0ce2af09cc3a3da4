import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { revokeUserSessions } from "@/server/accounts/users/admin-user-verbs";

type P = { id: string };

export const POST = route<P>({ auth: "secret", adminOnly: true }, async ({ ctx, params }) =>
  ok(await revokeUserSessions({ ctx, id: parseId(params.id) })),
);
