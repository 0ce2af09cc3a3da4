import { route } from "@/server/http/route";
import { parseWith, readJson } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { corsPreflight, withCors } from "@/server/http/cors";
import { asTokenizeBody, tokenizeBody } from "@/server/tokens/schemas";
import { tokenizeCardOutcome } from "@/server/tokens/tokenize-card";
import { withTokenizeBudget } from "@/server/tokens/rate-limit";

// Called from buyers' browsers by the SDK: Basic with the public key alone, CORS for any origin,
// rate-limited per key and address (refused bodies and cards included).
export const POST = withCors(
  route({ auth: "public" }, async ({ req, ctx }) =>
    withTokenizeBudget(ctx, async () => {
      const { card } = parseWith(tokenizeBody, asTokenizeBody(await readJson(req)));
      const { result, created } = await tokenizeCardOutcome({ ctx, input: card });
      return ok(result, created ? 201 : 200);
    }),
  ),
);

export const OPTIONS = corsPreflight;
