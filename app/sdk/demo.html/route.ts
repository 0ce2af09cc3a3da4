import { localeOfRequest } from "@/i18n/request-locale";
import { route } from "@/server/http/route";
import { renderSdkDemo } from "@/server/payments/sdk-demo/demo-page";

export const dynamic = "force-dynamic";

/** The SDK demo page: 404 in production; elsewhere fixed to this origin, with a CSP, never framed. */
export const GET = route({ auth: "none", html: true }, async ({ req }) => {
  const page = await renderSdkDemo(localeOfRequest(req));
  return new Response(page.html, { headers: page.headers });
});
