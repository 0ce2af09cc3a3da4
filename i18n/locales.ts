/** The dashboard's languages; pt-BR first because the merchants are Brazilian. */
export const locales = ["pt-BR", "en"] as const;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = "pt-BR";
/** Set by the locale switch; wins over the user's saved setting and the browser. */
export const LOCALE_COOKIE = "locale";
/** Dates in the dashboard are shown in Brazil's time unless a screen says otherwise. */
export const timeZone = "America/Sao_Paulo";

export function isLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The best of our locales for an Accept-Language header (`en-US,en;q=0.9,pt;q=0.8`). */
export function negotiateLocale(acceptLanguage: string | null | undefined): AppLocale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("pt")) return "pt-BR";
    if (tag.startsWith("en")) return "en";
  }
  return undefined;
}
