import { ChargesList, type FirstPage } from "@/components/charges/charges-list";
import { CHARGES_PAGE_SIZE, FILTER_KEYS } from "@/components/charges/types";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { listCharges } from "@/server/payments/charges/list-charges";
import { listChargesQuery } from "@/server/payments/charges/schemas";
import type { Ctx } from "@/server/platform/context";
import { DomainError } from "@/server/platform/errors";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "charges");

type SearchParams = Record<string, string | string[] | undefined>;

export default async function ChargesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePageCtx();
  // Admins see every merchant's charges and may filter by one.
  const [merchants, first] = await Promise.all([
    ctx.actor.role === "admin" ? listMerchantOptions({ ctx }) : undefined,
    firstPage(ctx, await searchParams),
  ]);
  return (
    <ClientMessages namespaces={["charges", "codes", "common"]}>
      <ChargesList merchants={merchants} first={first} />
    </ClientMessages>
  );
}

/**
 * The page of charges the URL asks for, read here so the table is in the server's HTML: on a phone the
 * list no longer waits for its scripts and a second request before it shows (Lighthouse's largest paint,
 * BENCHMARKS.md "Issue 30"). The query is the one the list sends to GET /v1/charges, so the browser's
 * cache takes it as that request's answer. A query the API refuses (a bad filter, a page past the
 * depth limit) is left to the browser's request, which shows the error the API gives.
 */
async function firstPage(ctx: Ctx, params: SearchParams): Promise<FirstPage | undefined> {
  const value = (key: string) => [params[key]].flat()[0] || undefined;
  const query: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const v = value(key);
    if (v) query[key] = v;
  }
  query.page = Math.max(1, Number(value("page")) || 1);
  query.limit = CHARGES_PAGE_SIZE;
  const input = listChargesQuery.safeParse(query);
  if (!input.success) return undefined;
  const page = await listCharges({ ctx, input: input.data }).catch((error: unknown) => {
    if (error instanceof DomainError) return undefined;
    throw error;
  });
  if (!page) return undefined;
  // As the API's JSON (dates as strings), the same as the browser's own request would get.
  return { query, page: JSON.parse(JSON.stringify(page)) as FirstPage["page"], at: ctx.now().getTime() };
}
