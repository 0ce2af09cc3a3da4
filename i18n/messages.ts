import fs from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import type { AppLocale } from "./locales";

type Messages = Record<string, unknown>;
const cache = new Map<AppLocale, Messages>();
const compiledCache = new Map<AppLocale, Messages>();

/**
 * Every JSON file of messages/<locale>/ under its file name as namespace (nav.json → "nav"),
 * so each area adds its catalog without touching a shared file. Re-read in development.
 */
export function loadMessages(locale: AppLocale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const dir = path.join(process.cwd(), "messages", locale);
  const messages: Messages = {};
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith(".json")) continue;
    messages[file.slice(0, -".json".length)] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as unknown;
  }
  if (process.env.NODE_ENV === "production") cache.set(locale, messages);
  return messages;
}

function compileTree(node: unknown): unknown {
  // icu-minify gives plural and select branches as null-prototype objects, which React refuses to pass
  // to client components: the round trip makes them plain.
  if (typeof node === "string") return JSON.parse(JSON.stringify(compile(node))) as unknown;
  if (node && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compileTree(value)]));
  return node;
}

/**
 * The catalogues as next-intl reads them (i18n/request.ts): every ICU message compiled ahead of use
 * (icu-minify), so that the browser formats with next-intl's small formatter instead of parsing ICU
 * itself (intl-messageformat: ~9 KB gzip on every page). next.config.ts points
 * `use-intl/format-message` at that formatter, for the server's bundle and the browser's alike.
 * `loadMessages` stays the plain catalogue for the code that translates by itself (hosted checkout,
 * e-mails, the docs page).
 */
export function loadCompiledMessages(locale: AppLocale): Messages {
  const cached = compiledCache.get(locale);
  if (cached) return cached;
  const messages = compileTree(loadMessages(locale)) as Messages;
  if (process.env.NODE_ENV === "production") compiledCache.set(locale, messages);
  return messages;
}
