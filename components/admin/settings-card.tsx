"use client";

import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, Skeleton } from "@/components/ui";

/**
 * The frame of a merchant's settings on the admin merchant view (pricing, refunds and rolling reserve): the
 * title, a badge saying whether the merchant has its own values or the defaults, and the form once loaded.
 */
export function SettingsCard<T extends { custom: boolean }>({
  testId,
  title,
  description,
  badge,
  loadError,
  query,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  badge: { custom: string; default: string };
  loadError: string;
  query: UseQueryResult<T>;
  children: (data: T, loadedAt: number) => ReactNode;
}) {
  const common = useTranslations("common");
  return (
    <Card data-testid={testId}>
      <CardHeader
        title={title}
        description={description}
        actions={
          query.data && (
            <Badge tone={query.data.custom ? "purple" : "neutral"}>
              {query.data.custom ? badge.custom : badge.default}
            </Badge>
          )
        }
      />
      {query.isPending ? (
        <CardBody>
          <Skeleton className="h-9 w-full" />
        </CardBody>
      ) : query.isError ? (
        <EmptyState
          title={loadError}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {common("retry")}
            </Button>
          }
        />
      ) : (
        children(query.data, query.dataUpdatedAt)
      )}
    </Card>
  );
}
