import type { Metadata } from "next";
import { pageTitle } from "@/i18n/page-title";
import { pageCtxIfSignedIn } from "@/server/accounts/auth/page-ctx";

/**
 * An admin screen's title, for admins only. Next resolves a page's metadata beside its layout, so a
 * merchant refused by ./layout.tsx would read the admin screen's name on its 404 page: it reads the 404's.
 */
export function adminPageTitle(namespace: string, key: string) {
  return async (): Promise<Metadata> => {
    const ctx = await pageCtxIfSignedIn();
    return ctx?.actor.role === "admin" ? pageTitle(namespace, key)() : pageTitle("nav", "notFound")();
  };
}
