import { LinksList } from "@/components/payment-links/links-list";
import { requirePageCtx } from "@/server/auth/page-ctx";

export default async function PaymentLinksPage() {
  await requirePageCtx();
  return <LinksList />;
}
