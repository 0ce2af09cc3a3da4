import fs from "node:fs/promises";
import path from "node:path";
import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { config } from "@/server/platform/config";
import { NotFoundError } from "@/server/platform/errors";
import { cspNonce, hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";
import { localizeDemo } from "./localize-demo";

/**
 * The SDK demo page (sdk/demo/index.html): a page that takes card numbers on
 * the processor's own domain must not be a tool for anyone else. So it is not served in production
 * at all; elsewhere it tokenizes only against its own origin (no `?baseUrl=`), under the hosted
 * pages' CSP: its one inline script by nonce, its stylesheet by hash, the SDK from here, calls to
 * here only (`connect-src 'self'`), the 3-D Secure challenge framed from here only (`frame-src 'self'`), never framed.
 */
export async function renderSdkDemo(
  locale: AppLocale = defaultLocale,
): Promise<{ html: string; headers: Record<string, string> }> {
  if (config().isProduction) throw new NotFoundError("page");
  // Its framing text in the language of the reader (./localize-demo.ts).
  const source = localizeDemo(await fs.readFile(path.join(process.cwd(), "sdk", "demo", "index.html"), "utf8"), locale);
  const css = /<style>([\s\S]*?)<\/style>/.exec(source)?.[1] ?? "";
  const nonce = cspNonce();
  const html = source.replace(/<script>/g, `<script nonce="${nonce}">`);
  // frameSelf: the SDK's 3-D Secure modal frames the challenge page of this origin.
  return { html, headers: hostedPageHeaders({ css, selfScripts: true, nonce, frameSelf: true }) };
}
