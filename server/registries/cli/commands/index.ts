import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { accountCommands } from "./account-commands";
import { ledgerCheckCommand, settleCommand } from "@/server/money/receivables/jobs";
import { pricingCommand } from "@/server/money/pricing/pricing-command";
import { automaticAnticipationsCommand } from "@/server/money/anticipations/jobs";
import { dispatchCommand } from "@/server/delivery/webhooks/jobs";
import { rotateCardKeyCommand } from "@/server/payments/tokens/rotate-card-key";
import { payoutCommand } from "@/server/money/withdrawals/jobs";
import { reserveReleaseCommand } from "@/server/money/reserves/jobs";
import { splitPartnerCommand } from "@/server/money/split-partners/split-partner-command";
import { userCommand } from "@/server/accounts/users/user-command";
import { merchantStatusCommand } from "@/server/accounts/merchants/set-merchant-status";
import { recipientReleaseCommand } from "@/server/money/withdrawals/release-destination-command";
import { pixWebhookCommand } from "@/server/payments/pix/register-webhook";
import { pixPayCommand, pixSettleRefundsCommand } from "@/server/payments/pix/sandbox/commands";
import { pixExpireCommand } from "@/server/payments/charges/reconcile-pix";
import { withdrawalLimitCommand } from "@/server/money/withdrawals/withdrawal-limit-command";
import { clockAdvanceCommand } from "@/server/money/test-clocks/clock-advance-command";
import {
  disputeCloseCommand,
  disputeDeadlinesCommand,
  disputeOpenCommand,
  pixMedOpenCommand,
} from "@/server/money/disputes/jobs";

// Every operator command. An area implements server/platform/contracts/cli-command.ts and is listed here;
// no area imports this list back.
export const commands: CliCommand[] = [
  ...accountCommands,
  settleCommand,
  reserveReleaseCommand,
  ledgerCheckCommand,
  pricingCommand,
  automaticAnticipationsCommand,
  dispatchCommand,
  rotateCardKeyCommand,
  payoutCommand,
  splitPartnerCommand,
  userCommand,
  merchantStatusCommand,
  recipientReleaseCommand,
  withdrawalLimitCommand,
  clockAdvanceCommand,
  pixWebhookCommand,
  pixPayCommand,
  pixSettleRefundsCommand,
  pixExpireCommand,
  disputeOpenCommand,
  disputeCloseCommand,
  disputeDeadlinesCommand,
  pixMedOpenCommand,
];
