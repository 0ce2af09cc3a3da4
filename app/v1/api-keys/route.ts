import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createApiKeyBody, listApiKeysQuery } from "@/server/accounts/api-keys/schemas";
import { createApiKey } from "@/server/accounts/api-keys/create-api-key";
import { listApiKeys } from "@/server/accounts/api-keys/list-api-keys";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, createApiKeyBody);
  return ok(await createApiKey({ ctx, input }), 201);
});

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listApiKeys({ ctx, input: parseQuery(req, listApiKeysQuery) });
  return list(data, pagination);
});
