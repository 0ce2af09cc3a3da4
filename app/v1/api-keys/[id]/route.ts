import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateApiKeyBody } from "@/server/accounts/api-keys/schemas";
import { getApiKey } from "@/server/accounts/api-keys/get-api-key";
import { updateApiKey } from "@/server/accounts/api-keys/update-api-key";
import { revokeApiKey } from "@/server/accounts/api-keys/revoke-api-key";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getApiKey({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, updateApiKeyBody);
  return ok(await updateApiKey({ ctx, id: parseId(params.id), input }));
});

export const DELETE = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await revokeApiKey({ ctx, id: parseId(params.id) })),
);
