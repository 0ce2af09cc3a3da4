import type { AppLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { escapeHtml, jsonForScript } from "@/server/universal/checkout-page/escape";

/**
 * The SDK demo page in the reader's language: each element marked `data-i18n="key"` in sdk/demo/index.html
 * gets the text of `docs.demo.key` (its inner markup goes) (messages/<locale>/docs.json), and the page's script its status
 * messages as JSON (`#demo-strings`, data, not a script). The code, fields and the SDK's own errors stay English.
 */
export function localizeDemo(html: string, locale: AppLocale): string {
  const strings = (loadMessages(locale) as { docs?: { demo?: Record<string, string> } }).docs?.demo ?? {};
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(
      /(<([a-z][a-z0-9]*)\b[^>]*\sdata-i18n="(\w+)"[^>]*>)[\s\S]*?(<\/\2\s*>)/g,
      (whole, open: string, _tag: string, key: string, close: string) =>
        typeof strings[key] === "string" ? `${open}${escapeHtml(strings[key])}${close}` : whole,
    )
    .replace(
      "</head>",
      `<script type="application/json" id="demo-strings">${jsonForScript(strings)}</script>\n</head>`,
    );
}
