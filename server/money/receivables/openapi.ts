import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  listReceivablesQuery,
  receivableSchema,
  runSettlementBody,
  settlementRunSchema,
  summaryQuery,
  summarySchema,
} from "./schemas";

const tag: ApiTag = {
  name: "Receivables",
  description:
    "What captured card charges will pay out, per installment and receiver, and the settlement that moves the due ones into wallets.",
};

export const receivableTags: ApiTag[] = [tag];

export const receivablePaths: ZodOpenApiPathsObject = {
  "/v1/receivables": {
    get: operation({
      tag,
      operationId: "listReceivables",
      summary: "List receivables",
      description:
        "A captured card charge of N installments makes N receivables per receiver (one per split rule), installment i settling at the capture date + 30·i days (UTC). " +
        "A merchant sees the receivables it receives; naming another merchant in `owner_id` / `merchant_id` is 403 `cross_merchant_filter`. An admin sees all.",
      query: listReceivablesQuery,
      response: receivableSchema,
      list: true,
    }),
  },
  "/v1/receivables/summary": {
    get: operation({
      tag,
      operationId: "getReceivablesSummary",
      summary: "Receivables summary",
      description: "Counts and sums by status, in total and per `period` of the settlement date.",
      query: summaryQuery,
      response: summarySchema,
    }),
  },
  "/v1/receivables/{id}": {
    get: operation({
      tag,
      operationId: "getReceivable",
      summary: "Get a receivable",
      description: "One receivable: an installment of a captured charge, with its settlement date, amounts and status.",
      path: idPath,
      response: receivableSchema,
      errors: { "404": "No such receivable (or another merchant's)." },
    }),
  },
  "/v1/settlements": {
    post: operation({
      tag,
      operationId: "runSettlement",
      summary: "Run settlement (admin)",
      description:
        "Settles every pending receivable due on or before `as_of` into its owner's main wallet (the MDR into the platform's wallet). " +
        "A receivable whose charge has a refund awaiting the acquirer's answer waits for the first run after it. " +
        "The job also runs every minute on its own; running it again, or from several processes at once, settles each receivable once. " +
        "An operator's tool: it acts on every merchant, and entries it posts are dated at `as_of` (their `posted_at` is the real time). " +
        "To run one sandbox merchant ahead of time, advance its test clock (`advanceTestClock`).",
      body: runSettlementBody,
      response: settlementRunSchema,
      errors: { "403": "Not an admin." },
    }),
  },
};
