import { getLocale, getTranslations } from "next-intl/server";
import { LogDetail } from "@/components/webhooks/log-detail";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { parseId } from "@/server/http/parse";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("webhooks.logs"))("title") };
}

export default async function WebhookLogPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageCtx();
  return (
    <ClientMessages namespaces={["codes", "common", "webhooks"]}>
      <LogDetail id={parseId((await params).id)} locale={await getLocale()} />
    </ClientMessages>
  );
}
