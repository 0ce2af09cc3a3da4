import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { ChargeDetail } from "@/components/charges/charge-detail";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { getCharge } from "@/server/payments/charges/get-charge";
import { NotFoundError } from "@/server/platform/errors";
import { parseId } from "@/server/http/parse";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { listReceivables } from "@/server/money/receivables/list-receivables";
import { listReceivablesQuery } from "@/server/money/receivables/schemas";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "chargeDetail");

export default async function ChargePage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requirePageCtx();
  const charge = await getCharge({ ctx, id: parseId((await params).id) }).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const admin = ctx.actor.role === "admin";
  const merchantName = admin
    ? (await getMerchant({ ctx, id: charge.merchant_id }).catch(() => undefined))?.name
    : undefined;
  const [receivables, options] = await Promise.all([
    listReceivables({ ctx, input: listReceivablesQuery.parse({ charge_id: charge.id, limit: "100" }) }),
    admin ? listMerchantOptions({ ctx }) : undefined,
  ]);
  // Names of the split's receivers: every merchant for an admin; a merchant knows its own name.
  const names = new Map((options ?? []).map((m) => [m.id, m.name]));
  if (!admin && ctx.actor.role === "merchant")
    names.set(charge.merchant_id, (await getMerchant({ ctx, id: charge.merchant_id })).name);
  return (
    <ClientMessages namespaces={["charges", "codes", "common"]}>
      <ChargeDetail
        charge={charge}
        locale={await getLocale()}
        merchantName={merchantName}
        receivables={receivables.data}
        names={names}
      />
    </ClientMessages>
  );
}
