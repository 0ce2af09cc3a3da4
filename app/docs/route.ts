import { ApiReference } from "@scalar/nextjs-api-reference";
import { loadMessages } from "@/i18n/messages";
import { localeOfRequest } from "@/i18n/request-locale";
import { docsCsp, withScriptNonce } from "@/server/http/docs-csp";
import { route } from "@/server/http/route";
import { openApiDocument } from "@/server/registries/openapi-document";

type DocsStrings = { pageTitle: string; title: string; intro: string };

// The reference page renders the published document with the Scalar bundle served by us (public/vendor),
// not a CDN, and without web fonts or telemetry: it works offline and tells nobody who reads it.
// Its framing (the page title, the document's title and introduction) follows the reader's language, as
// the dashboard chooses it; the operations, fields and messages stay the API's English.
export const GET = route({ auth: "none" }, async ({ req }) => {
  const locale = localeOfRequest(req);
  const t = (loadMessages(locale) as { docs: DocsStrings }).docs;
  const spec = openApiDocument();
  const reference = ApiReference({
    content: { ...spec, info: { ...spec.info, title: t.title, description: `${t.intro}\n\n${spec.info.description}` } },
    pageTitle: t.pageTitle,
    cdn: "/vendor/scalar-api-reference-1.40.2.js",
    withDefaultFonts: false,
    telemetry: false,
  });
  const res = reference();
  // Under a CSP (server/http/docs-csp.ts): the inline script that starts the bundle runs by nonce.
  const { html, nonce } = withScriptNonce((await res.text()).replace("<html>", `<html lang="${locale}">`));
  const headers = new Headers(res.headers);
  headers.set("Content-Security-Policy", docsCsp(nonce));
  return new Response(html, { status: res.status, headers });
});
