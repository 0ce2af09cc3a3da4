import { ComingSoon } from "@/components/layout/coming-soon";
import { requirePageCtx } from "@/server/auth/page-ctx";

export default async function Page() {
  await requirePageCtx();
  return <ComingSoon area="recipients" />;
}
