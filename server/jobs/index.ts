import type { Job } from "./registry";
import { settlementJob } from "@/server/receivables/jobs";
import { webhookDispatchJob } from "@/server/webhooks/jobs";
import { paymentLinkHoldsJob } from "@/server/payment-links/release-holds";
import { staleProcessingJob } from "@/server/charges/fail-stale-processing";

// Each area adds its periodic job here (settlement, webhook dispatch, ...).
export const jobs: Job[] = [settlementJob, webhookDispatchJob, paymentLinkHoldsJob, staleProcessingJob];
