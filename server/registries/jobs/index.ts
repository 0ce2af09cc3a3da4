import type { Job } from "@/server/platform/contracts/job";
import { settlementJob } from "@/server/money/receivables/jobs";
import { anticipationCompletionJob, automaticAnticipationJob } from "@/server/money/anticipations/jobs";
import { webhookDispatchJob } from "@/server/delivery/webhooks/jobs";
import { mailOutboxJob } from "@/server/delivery/mail/jobs";
import { paymentLinkHoldsJob } from "@/server/payments/payment-links/release-holds";
import { staleProcessingJob } from "@/server/payments/charges/fail-stale-processing";
import { applePayExpiryJob } from "@/server/payments/charges/expire-pending-apple-pay";
import { rollupCompactionJob } from "@/server/payments/charges/compact-rollups";
import { pixExpiryJob, pixReconciliationJob } from "@/server/payments/charges/reconcile-pix";
import { pixWebhookRegistrationJob } from "@/server/payments/pix/register-webhook";
import { pixSandboxRefundsJob } from "@/server/payments/pix/sandbox/commands";
import { withdrawalPayoutJob } from "@/server/money/withdrawals/jobs";
import { rollingReserveReleaseJob } from "@/server/money/reserves/jobs";
import { idempotencyPurgeJob } from "@/server/http/idempotency-purge";
import { signInThrottlePurgeJob } from "@/server/accounts/auth/sign-in-throttle";
import { recoveryCodeRehashJob } from "@/server/accounts/auth/rehash-recovery-codes";
import { rateLimitPurgeJob } from "@/server/platform/rate-limit/fixed-window";
import { checkoutTokenPurgeJob } from "@/server/payments/tokens/purge-checkout-tokens";
import { medDevolucoesJob, overdueDisputesJob, sandboxCardDisputesJob } from "@/server/money/disputes/jobs";

// Every periodic job. An area implements server/platform/contracts/job.ts and is listed here; only the
// start-up imports this list, so no area depends on it.
export const jobs: Job[] = [
  settlementJob,
  rollingReserveReleaseJob,
  webhookDispatchJob,
  mailOutboxJob,
  paymentLinkHoldsJob,
  staleProcessingJob,
  applePayExpiryJob,
  rollupCompactionJob,
  pixReconciliationJob,
  pixExpiryJob,
  pixWebhookRegistrationJob,
  pixSandboxRefundsJob,
  withdrawalPayoutJob,
  automaticAnticipationJob,
  anticipationCompletionJob,
  idempotencyPurgeJob,
  signInThrottlePurgeJob,
  recoveryCodeRehashJob,
  rateLimitPurgeJob,
  checkoutTokenPurgeJob,
  overdueDisputesJob,
  medDevolucoesJob,
  sandboxCardDisputesJob,
];
