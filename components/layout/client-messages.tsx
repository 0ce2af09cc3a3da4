import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/**
 * Hands the client components under it the message catalogues named here, and only those: each
 * catalogue given to the client travels in the page's HTML and RSC payload, and all of them together
 * (~70 KB of JSON) held the overview's largest paint on a phone (BENCHMARKS.md, "Pages"). Server
 * components read every catalogue through `getTranslations` regardless.
 *
 * A provider does not merge with the one above it: it names every namespace its client components
 * read, and wraps all of the file's output. tests/i18n/client-messages.test.ts follows the imports of
 * each route file and fails when a namespace is missing here (the screen would show raw keys) or sent
 * for nothing; its message gives the list to write.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const all = await getMessages();
  const picked: Record<string, unknown> = {};
  for (const n of namespaces) if (n in all) picked[n] = all[n];
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
