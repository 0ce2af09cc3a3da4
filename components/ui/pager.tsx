"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

/**
 * The footer of a paged list: what is shown on the left, page n of m and previous/next on the right.
 * When the list's total is a lower bound (`total_is_estimate`), it says "of m+" and `hasMore` decides
 * whether there is a next page.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  info,
  estimate,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  info?: ReactNode;
  estimate?: { hasMore: boolean };
}) {
  const common = useTranslations("common");
  const pages = Math.max(1, totalPages, estimate ? page : 0);
  const last = estimate ? !estimate.hasMore : page >= pages;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-5">
      <span>{info}</span>
      <div className="flex items-center gap-3">
        <span>{common(estimate ? "pageOfAtLeast" : "pageOf", { page, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {common("previous")}
        </Button>
        <Button variant="secondary" size="sm" disabled={last} onClick={() => onPage(page + 1)}>
          {common("next")}
        </Button>
      </div>
    </div>
  );
}
