import fs from "node:fs";
import path from "node:path";
import type { AppLocale } from "./locales";

type Messages = Record<string, unknown>;
const cache = new Map<AppLocale, Messages>();

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
