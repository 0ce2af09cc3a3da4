"use client";

import { useTranslations } from "next-intl";
import { Button, Card, EmptyState } from "@/components/ui";

export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("common");
  return (
    <Card>
      <EmptyState title={t("errorGeneric")} action={<Button onClick={reset}>{t("retry")}</Button>} />
    </Card>
  );
}
