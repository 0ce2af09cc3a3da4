import type { Job } from "@/server/contracts/job";
import { settlementJob } from "@/server/receivables/jobs";
import { anticipationCompletionJob, automaticAnticipationJob } from "@/server/anticipations/jobs";
import { webhookDispatchJob } from "@/server/webhooks/jobs";
import { paymentLinkHoldsJob } from "@/server/payment-links/release-holds";
import { staleProcessingJob } from "@/server/charges/fail-stale-processing";
import { applePayExpiryJob } from "@/server/charges/expire-pending-apple-pay";
import { withdrawalPayoutJob } from "@/server/withdrawals/jobs";
import { idempotencyPurgeJob } from "@/server/http/idempotency-purge";
import { signInThrottlePurgeJob } from "@/server/auth/sign-in-throttle";
import { rateLimitPurgeJob } from "@/server/rate-limit/fixed-window";
import { checkoutTokenPurgeJob } from "@/server/tokens/purge-checkout-tokens";

// Every periodic job. An area implements server/contracts/job.ts and is listed here; only the
// start-up imports this list, so no area depends on it.
export const jobs: Job[] = [
  settlementJob,
  webhookDispatchJob,
  paymentLinkHoldsJob,
  staleProcessingJob,
  applePayExpiryJob,
  withdrawalPayoutJob,
  automaticAnticipationJob,
  anticipationCompletionJob,
  idempotencyPurgeJob,
  signInThrottlePurgeJob,
  rateLimitPurgeJob,
  checkoutTokenPurgeJob,
];
