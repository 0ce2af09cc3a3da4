import { corsPreflight, withCors } from "@/server/http/cors";
import { ok } from "@/server/http/envelope";
import { parseBody } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { createFraudSession, createFraudSessionBody } from "@/server/payments/fraud/sessions";

// Called from the buyer's browser by the SDK's fraud.collect() (public key, CORS like /tokenize).
export const POST = withCors(
  route({ auth: "public" }, async ({ req, ctx }) =>
    ok(await createFraudSession({ ctx, input: await parseBody(req, createFraudSessionBody) }), 201),
  ),
);

export const OPTIONS = corsPreflight;
