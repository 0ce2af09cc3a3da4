import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * A page's own `<title>`, in the reader's language; the root layout's `title.template` appends the
 * application's name ("Cobranças · Pagamentos"), so every tab and history entry says where it leads.
 * Use as `export const generateMetadata = pageTitle("nav", "charges")`.
 */
export function pageTitle(namespace: string, key: string) {
  return async (): Promise<Metadata> => ({ title: (await getTranslations(namespace))(key) });
}
