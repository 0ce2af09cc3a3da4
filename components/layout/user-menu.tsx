import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { signOutAction } from "@/server/accounts/dashboard-actions/session-actions";
import { Badge } from "@/components/ui";

export async function UserMenu({
  name,
  email,
  role,
  merchantName,
}: {
  name?: string | null;
  email?: string | null;
  role: "admin" | "merchant";
  merchantName?: string;
}) {
  const t = await getTranslations("common");
  const account = await getTranslations("account");
  return (
    // A rule and a person icon set the account apart from the PT | EN switch beside it: two initials
    // in a circle ("PT") read as a third language button.
    <div className="flex items-center gap-2 sm:gap-3 sm:border-l sm:border-slate-200 sm:pl-4">
      <div className="hidden text-right md:block">
        <p className="text-sm leading-tight font-medium text-slate-900" data-testid="user-name">
          {name || email}
        </p>
        <p className="text-xs leading-tight text-slate-600">
          {role === "admin" ? <Badge tone="purple">{t("roleAdmin")}</Badge> : (merchantName ?? t("roleMerchant"))}
        </p>
      </div>
      {/* On a phone the avatar alone is the link, so that an admin's header (with the switcher) fits 390 px. */}
      <Link
        href="/account/security"
        className="flex items-center gap-3 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
        aria-label={account("securityTitle")}
        data-testid="account-security-link"
      >
        <span
          className="flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-600 ring-1 ring-slate-200"
          aria-hidden
          data-testid="user-avatar"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
          </svg>
        </span>
        <span className="hidden rounded-md px-2 py-1.5 hover:bg-slate-100 sm:inline">{account("securityTitle")}</span>
      </Link>
      <form action={signOutAction}>
        <button
          type="submit"
          className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {t("signOut")}
        </button>
      </form>
    </div>
  );
}
