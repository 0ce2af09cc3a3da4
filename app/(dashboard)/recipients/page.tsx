import { getTranslations } from "next-intl/server";
import { ChooseMerchant, RecipientsScreen } from "@/components/recipients/recipients-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { listRecipients } from "@/server/money/recipients/list-recipients";
import { listRecipientsQuery } from "@/server/money/recipients/schemas";
import type { RecipientView } from "@/server/money/recipients/schemas";
import { ClientMessages } from "@/components/layout/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("recipients"))("title") };
}

export default async function RecipientsPage() {
  const ctx = await requirePageCtx();
  const actor = ctx.actor;
  // Recipients belong to one merchant: an admin sees those of the merchant it switched to.
  if (actor.role === "admin" && !actor.actingMerchantId)
    return (
      <ClientMessages namespaces={["codes", "common", "recipients"]}>
        <ChooseMerchant />
      </ClientMessages>
    );
  const [current, merchants] = await Promise.all([
    listRecipients({ ctx, input: listRecipientsQuery.parse({ limit: "100" }) }),
    actor.role === "admin" ? listMerchantOptions({ ctx }) : Promise.resolve([]),
  ]);
  const merchantName =
    actor.role === "admin" ? merchants.find((m) => m.id === actor.actingMerchantId)?.name : undefined;
  return (
    <ClientMessages namespaces={["codes", "common", "recipients"]}>
      <RecipientsScreen
        initial={current.data as RecipientView[]}
        merchantName={merchantName}
        adminMerchantId={actor.role === "admin" ? actor.actingMerchantId : undefined}
      />
    </ClientMessages>
  );
}
