import { HydrationBoundary } from "@tanstack/react-query";
import { ReceivablesScreen } from "@/components/receivables/receivables-screen";
import { receivablesQueries } from "@/components/receivables/first-queries";
import { receivableKeys } from "@/components/receivables/query-keys";
import { FILTER_KEYS } from "@/components/receivables/types";
import { filtersFromParams, pageFromParam } from "@/components/ui/url-filters";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { seededQuery, seedQueries } from "@/server/http/query-seeds";
import { listReceivables } from "@/server/money/receivables/list-receivables";
import { receivablesSummary } from "@/server/money/receivables/receivables-summary";
import { listReceivablesQuery, summaryQuery } from "@/server/money/receivables/schemas";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "receivables");

type SearchParams = Record<string, string | string[] | undefined>;

export default async function ReceivablesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePageCtx();
  const admin = ctx.actor.role === "admin";
  // The screen's first answers for the URL's filters and page (components/receivables/first-queries.ts).
  const params = await searchParams;
  const param = (key: string) => [params[key]].flat()[0];
  const asked = receivablesQueries(filtersFromParams(param, FILTER_KEYS), pageFromParam(param("page")));
  const [merchants, seeds] = await Promise.all([
    admin ? listMerchantOptions({ ctx }) : undefined,
    seedQueries([
      {
        key: receivableKeys.list(asked.list),
        answer: async () => {
          const { data, pagination } = await listReceivables({
            ctx,
            input: seededQuery(listReceivablesQuery, asked.list),
          });
          return { data, pagination };
        },
      },
      {
        key: receivableKeys.summary(asked.summary),
        answer: async () => ({
          data: await receivablesSummary({ ctx, input: seededQuery(summaryQuery, asked.summary) }),
        }),
      },
    ]),
  ]);
  return (
    <ClientMessages namespaces={["charges", "codes", "common", "receivables"]}>
      <HydrationBoundary state={seeds}>
        <ReceivablesScreen merchants={merchants} admin={admin} today={ctx.now().toISOString().slice(0, 10)} />
      </HydrationBoundary>
    </ClientMessages>
  );
}
