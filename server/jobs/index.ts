import type { Job } from "./registry";
import { settlementJob } from "@/server/receivables/jobs";
import { webhookDispatchJob } from "@/server/webhooks/jobs";

// Each area adds its periodic job here (settlement, webhook dispatch, ...).
export const jobs: Job[] = [settlementJob, webhookDispatchJob];
