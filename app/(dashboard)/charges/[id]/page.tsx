import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { ChargeDetail } from "@/components/charges/charge-detail";
import { requirePageCtx } from "@/server/auth/page-ctx";
import { getCharge } from "@/server/charges/get-charge";
import { NotFoundError } from "@/server/errors";
import { parseId } from "@/server/http/parse";
import { getMerchant } from "@/server/merchants/get-merchant";

export default async function ChargePage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requirePageCtx();
  const charge = await getCharge({ ctx, id: parseId((await params).id) }).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const merchantName =
    ctx.actor.role === "admin"
      ? (await getMerchant({ ctx, id: charge.merchant_id }).catch(() => undefined))?.name
      : undefined;
  return <ChargeDetail charge={charge} locale={await getLocale()} merchantName={merchantName} />;
}
