import { route } from "@/server/http/route";
import { readBodyText } from "@/server/http/parse";
import { hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";
import { checkoutStrings } from "@/server/payments/hosted-checkout/strings";
import { assertChallengeFormOrigin } from "@/server/http/same-origin";
import { answerChallenge, loadChallenge } from "@/server/payments/three-ds-challenge/challenge";
import { renderChallengePage } from "@/server/payments/three-ds-challenge/challenge-page";

/**
 * The sandbox ACS's challenge page (docs/api/three-ds.md): framed by the SDK on the page that started the
 * authentication and by no other origin; the form posts back here, from this page only (same origin).
 */
export const GET = route<{ token: string }>({ auth: "checkout", html: true }, async ({ req, ctx, params }) => {
  const { locale, t } = checkoutStrings(req, "threeDsChallenge");
  const page = renderChallengePage(await loadChallenge({ ctx, token: params.token }), t, { locale });
  return new Response(page.html, { headers: hostedPageHeaders(page) });
});

export const POST = route<{ token: string }>(
  { auth: "checkout", html: true, idempotency: false },
  async ({ req, ctx, params }) => {
    assertChallengeFormOrigin(req);
    const { locale, t } = checkoutStrings(req, "threeDsChallenge");
    const form = new URLSearchParams(await readBodyText(req, { maxBytes: 4096, param: "body" }));
    const answer =
      form.get("action") === "cancel"
        ? ({ action: "cancel" } as const)
        : ({ action: "submit", code: (form.get("code") ?? "").slice(0, 32) } as const);
    const page = renderChallengePage(await answerChallenge({ ctx, token: params.token, answer }), t, { locale });
    return new Response(page.html, { headers: hostedPageHeaders(page) });
  },
);
