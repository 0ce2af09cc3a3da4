import { corsPreflight, withCors } from "@/server/http/cors";
import { ok } from "@/server/http/envelope";
import { parseBody } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { createAuthentication } from "@/server/payments/three-ds/create-authentication";
import { createAuthenticationBody } from "@/server/payments/three-ds/schemas";

// Called from the buyer's browser by the SDK (public key, CORS like /tokenize). The Origin of the call is
// the page allowed to frame the challenge (docs/api/three-ds.md).
export const POST = withCors(
  route({ auth: "public" }, async ({ req, ctx }) => {
    const input = await parseBody(req, createAuthenticationBody);
    return ok(await createAuthentication({ ctx, input, origin: req.headers.get("origin") }), 201);
  }),
);

export const OPTIONS = corsPreflight;
