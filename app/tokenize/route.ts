import { route } from "@/server/http/route";
import { parseWith, readJson } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { corsPreflight, withCors } from "@/server/http/cors";
import { asTokenizeBody, tokenizeBody } from "@/server/payments/tokens/schemas";
import { tokenizeCardOutcome } from "@/server/payments/tokens/tokenize-card";
import { isCheckoutKey, tokenizeForCheckout } from "@/server/payments/tokens/tokenize-for-checkout";
import { withTokenizeBudget } from "@/server/payments/tokens/rate-limit";

// Called from buyers' browsers by the SDK: Basic with the public key alone, CORS for any origin,
// rate-limited per key and address (refused bodies and cards included).
/**
 * Idempotency-Key is ignored here: the idempotency store keeps a hash of the request body, and a
 * hash of a body holding a card number and CVV can be brute-forced back from the BIN and last four.
 * Tokenizing is idempotent anyway: the same card answers the same token.
 *
 * Always 201, for a new card and for one on file alike: the status must not tell a public-key holder
 * which cards the merchant has seen. The hosted checkout's key (or an `X-Checkout-Session` header)
 * makes a single-use token bound to the page's link and session instead (docs/api/hosted-checkout.md).
 */
const tokenize = route({ auth: "public", idempotency: false, versioned: true }, async ({ req, ctx }) =>
  withTokenizeBudget(ctx, async () => {
    const { card } = parseWith(tokenizeBody, asTokenizeBody(await readJson(req)));
    const session = req.headers.get("x-checkout-session");
    if (session !== null || (await isCheckoutKey(ctx))) {
      return ok(await tokenizeForCheckout({ ctx, input: card, session }), 201);
    }
    const { result } = await tokenizeCardOutcome({ ctx, input: card });
    return ok(result, 201);
  }),
);

export const POST = withCors(tokenize);

export const OPTIONS = corsPreflight;
