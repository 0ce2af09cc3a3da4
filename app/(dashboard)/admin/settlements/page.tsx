import { getTranslations } from "next-intl/server";
import { SettlementsScreen } from "@/components/admin/settlements-screen";
import { requireAdminPageCtx } from "@/server/auth/page-ctx";

export async function generateMetadata() {
  return { title: (await getTranslations("admin.settlements"))("title") };
}

export default async function SettlementsPage() {
  const ctx = await requireAdminPageCtx();
  return <SettlementsScreen today={ctx.now().toISOString().slice(0, 10)} />;
}
