import { HydrationBoundary } from "@tanstack/react-query";
import { ChargesList } from "@/components/charges/charges-list";
import { chargeKeys } from "@/components/charges/query-keys";
import { CHARGES_PAGE_SIZE, FILTER_KEYS } from "@/components/charges/types";
import { filtersFromParams, pageFromParam } from "@/components/ui/url-filters";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { seededQuery, seedQueries } from "@/server/http/query-seeds";
import { listCharges } from "@/server/payments/charges/list-charges";
import { listChargesQuery } from "@/server/payments/charges/schemas";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "charges");

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The page of charges the URL asks for is read here, so the table is in the server's HTML: on a phone the list no
 * longer waits for its scripts and a second request before it shows (Lighthouse's largest paint, BENCHMARKS.md
 * "Issue 30"). A query the API refuses (a bad filter, a page past the depth limit) seeds nothing and is left to the
 * browser's request, which shows the error the API gives (server/http/query-seeds.ts).
 */
export default async function ChargesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePageCtx();
  const params = await searchParams;
  const param = (key: string) => [params[key]].flat()[0];
  // What the list asks GET /v1/charges for (components/charges/charges-list.tsx).
  const query = {
    ...filtersFromParams(param, FILTER_KEYS),
    page: pageFromParam(param("page")),
    limit: CHARGES_PAGE_SIZE,
  };
  // Admins see every merchant's charges and may filter by one.
  const [merchants, seeds] = await Promise.all([
    ctx.actor.role === "admin" ? listMerchantOptions({ ctx }) : undefined,
    seedQueries([
      {
        key: chargeKeys.list(query),
        answer: async () => {
          const { data, pagination } = await listCharges({ ctx, input: seededQuery(listChargesQuery, query) });
          return { data, pagination };
        },
      },
    ]),
  ]);
  return (
    <ClientMessages namespaces={["charges", "codes", "common"]}>
      <HydrationBoundary state={seeds}>
        <ChargesList merchants={merchants} />
      </HydrationBoundary>
    </ClientMessages>
  );
}
