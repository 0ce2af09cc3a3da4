"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useCodes } from "@/components/codes/use-codes";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { TableSkeleton } from "./skeleton";

/**
 * A list's loading skeleton, its load error (in the user's language, by code, with a retry), its empty
 * state, or the list. `children` is rendered only once the query has data, but it is built by the caller
 * beforehand: read the rows as `query.data?.data ?? []`, never `query.data.data`.
 */
export function QueryState({
  query,
  errorTitle,
  loadingLabel,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  errorTitle: string;
  /** The skeleton's accessible name; the common "Loading…" by default. */
  loadingLabel?: string;
  /** What to show when the loaded list has no rows; undefined when it has rows. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  const common = useTranslations("common");
  const codes = useCodes();
  if (query.isPending) return <TableSkeleton label={loadingLabel ?? common("loading")} />;
  if (query.isError) {
    return (
      <EmptyState
        title={errorTitle}
        description={codes.error(query.error)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {common("retry")}
          </Button>
        }
      />
    );
  }
  return <>{empty ?? children}</>;
}
