import { route } from "@/server/http/route";
import { parseWith, readJson } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { corsPreflight, withCors } from "@/server/http/cors";
import { asTokenizeBody, tokenizeBody } from "@/server/tokens/schemas";
import { tokenizeCardOutcome } from "@/server/tokens/tokenize-card";
import { withTokenizeBudget } from "@/server/tokens/rate-limit";

// Called from buyers' browsers by the SDK: Basic with the public key alone, CORS for any origin,
// rate-limited per key and address (refused bodies and cards included).
/**
 * Idempotency-Key is ignored here: the idempotency store keeps a hash of the request body, and a
 * hash of a body holding a card number and CVV can be brute-forced back from the BIN and last four.
 * Tokenizing is idempotent anyway: the same card answers the same token.
 */
const tokenize = route({ auth: "public", idempotency: false }, async ({ req, ctx }) =>
  withTokenizeBudget(ctx, async () => {
    const { card } = parseWith(tokenizeBody, asTokenizeBody(await readJson(req)));
    const { result, created } = await tokenizeCardOutcome({ ctx, input: card });
    return ok(result, created ? 201 : 200);
  }),
);

export const POST = withCors(tokenize);

export const OPTIONS = corsPreflight;
