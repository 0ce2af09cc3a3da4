import { route } from "@/server/http/route";
import { parseWith, readJson } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { corsPreflight, withCors } from "@/server/http/cors";
import { asTokenizeBody, tokenizeBody } from "@/server/tokens/schemas";
import { tokenizeCardOutcome } from "@/server/tokens/tokenize-card";
import { countRefusedTokenizeRequest } from "@/server/tokens/rate-limit";

// Called from buyers' browsers by the SDK: Basic with the public key alone, CORS for any origin.
export const POST = withCors(
  route({ auth: "public" }, async ({ req, ctx }) => {
    let card;
    try {
      card = parseWith(tokenizeBody, asTokenizeBody(await readJson(req))).card;
    } catch (e) {
      countRefusedTokenizeRequest(ctx);
      throw e;
    }
    const { result, created } = await tokenizeCardOutcome({ ctx, input: card });
    return ok(result, created ? 201 : 200);
  }),
);

export const OPTIONS = corsPreflight;
