"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

/** The footer of a paged list: what is shown on the left, page n of m and previous/next on the right. */
export function Pager({
  page,
  totalPages,
  onPage,
  info,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  info?: ReactNode;
}) {
  const common = useTranslations("common");
  const pages = Math.max(1, totalPages);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-5">
      <span>{info}</span>
      <div className="flex items-center gap-3">
        <span>{common("pageOf", { page, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {common("previous")}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {common("next")}
        </Button>
      </div>
    </div>
  );
}
