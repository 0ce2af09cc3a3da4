import { corsPreflight, withCors } from "@/server/http/cors";
import { ok } from "@/server/http/envelope";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { getAuthentication } from "@/server/payments/three-ds/get-authentication";

export const GET = withCors(
  route<{ id: string }>({ auth: "public" }, async ({ ctx, params }) =>
    ok(await getAuthentication({ ctx, id: parseId(params.id) })),
  ),
);

export const OPTIONS = corsPreflight;
