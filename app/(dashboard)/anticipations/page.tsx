import { HydrationBoundary } from "@tanstack/react-query";
import { AnticipationsScreen } from "@/components/anticipations/anticipations-screen";
import { firstPeriod, listQuery, periodBody, timelineQuery } from "@/components/anticipations/first-queries";
import { anticipationKeys } from "@/components/anticipations/types";
import { receivableKeys } from "@/components/receivables/query-keys";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { listMerchantOptions } from "@/server/accounts/merchants/list-merchant-options";
import { seededBody, seededQuery, seedQueries, type QuerySeed } from "@/server/http/query-seeds";
import { anticipationsSummary } from "@/server/money/anticipations/anticipations-summary";
import { listAnticipations } from "@/server/money/anticipations/list-anticipations";
import {
  anticipationBody,
  listAnticipationsQuery,
  summaryQuery as anticipationsSummaryQuery,
} from "@/server/money/anticipations/schemas";
import { getAnticipationSettings } from "@/server/money/anticipations/settings";
import { simulateAnticipation } from "@/server/money/anticipations/simulate-anticipation";
import { receivablesSummary } from "@/server/money/receivables/receivables-summary";
import { summaryQuery as receivablesSummaryQuery } from "@/server/money/receivables/schemas";
import type { Ctx } from "@/server/platform/context";
import { merchantInScope } from "@/server/platform/tenancy";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "anticipations");

export default async function AnticipationsPage() {
  const ctx = await requirePageCtx();
  const admin = ctx.actor.role === "admin";
  const merchantId = merchantInScope(ctx);
  const today = ctx.now().toISOString().slice(0, 10);
  const [merchants, seeds] = await Promise.all([
    admin ? listMerchantOptions({ ctx }) : undefined,
    seedQueries(firstAnswers(ctx, { admin, merchantId, today })),
  ]);
  return (
    <ClientMessages namespaces={["anticipations", "codes", "common"]}>
      <HydrationBoundary state={seeds}>
        <AnticipationsScreen admin={admin} merchantId={merchantId} merchants={merchants} today={today} />
      </HydrationBoundary>
    </ClientMessages>
  );
}

/** What the screen asks for on its first render (components/anticipations/first-queries.ts), read here. */
function firstAnswers(
  ctx: Ctx,
  { admin, merchantId, today }: { admin: boolean; merchantId?: string; today: string },
): QuerySeed[] {
  const list = (query: ReturnType<typeof listQuery>): QuerySeed => ({
    key: anticipationKeys.list(query),
    answer: async () => {
      const { data, pagination } = await listAnticipations({ ctx, input: seededQuery(listAnticipationsQuery, query) });
      return { data, pagination };
    },
  });
  const seeds: QuerySeed[] = [
    {
      key: anticipationKeys.summary({}),
      answer: async () => ({
        data: await anticipationsSummary({ ctx, input: seededQuery(anticipationsSummaryQuery, {}) }),
      }),
    },
    list(listQuery("", 1)),
  ];
  if (admin) seeds.push(list(listQuery("pending", 1)));
  if (!merchantId) return seeds;
  const { from, to } = firstPeriod(today);
  const timeline = timelineQuery(from);
  const body = periodBody(from, to);
  seeds.push(
    {
      key: anticipationKeys.settings(merchantId),
      answer: async () => ({ data: await getAnticipationSettings({ ctx, id: merchantId }) }),
    },
    {
      key: receivableKeys.summary(timeline),
      answer: async () => ({
        data: await receivablesSummary({ ctx, input: seededQuery(receivablesSummaryQuery, timeline) }),
      }),
    },
    {
      key: anticipationKeys.simulation(body),
      answer: async () => ({
        data: await simulateAnticipation({
          ctx,
          input: seededBody(anticipationBody, body),
          includeReceivables: false,
        }),
      }),
    },
  );
  return seeds;
}
