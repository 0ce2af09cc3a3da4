import type { ReactNode } from "react";
import { requireAdminPageCtx } from "@/server/accounts/auth/page-ctx";

/**
 * Every /admin screen is the admin's alone. The check runs here, above admin/loading.tsx: a page's own
 * check runs inside that loading boundary, after the 200 and the shell were already sent, so a merchant
 * got the 404 page with status 200. Thrown from the layout, notFound() comes before any byte: a 404.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPageCtx();
  return children;
}
