import { getTranslations } from "next-intl/server";
import { EndpointsScreen } from "@/components/webhooks/endpoints-screen";
import { requirePageCtx } from "@/server/auth/page-ctx";
import { EVENT_NAMES } from "@/server/events/record-event";

export async function generateMetadata() {
  return { title: (await getTranslations("webhooks"))("title") };
}

export default async function WebhooksPage() {
  await requirePageCtx();
  return <EndpointsScreen eventNames={[...EVENT_NAMES]} />;
}
