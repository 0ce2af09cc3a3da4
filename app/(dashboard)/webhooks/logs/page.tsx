import { Suspense } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { LogsScreen } from "@/components/webhooks/logs-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { EVENT_NAMES } from "@/server/platform/events/record-event";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("webhooks.logs"))("title") };
}

export default async function WebhookLogsPage() {
  await requirePageCtx();
  // The filters live in the URL (useSearchParams), which needs a Suspense boundary.
  return (
    <ClientMessages namespaces={["codes", "common", "webhooks"]}>
      <Suspense>
        <LogsScreen eventNames={[...EVENT_NAMES]} locale={await getLocale()} />
      </Suspense>
    </ClientMessages>
  );
}
