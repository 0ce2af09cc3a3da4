import type { CliCommand } from "@/server/contracts/cli-command";
import { accountCommands } from "./account-commands";
import { ledgerCheckCommand, settleCommand } from "@/server/receivables/jobs";
import { pricingCommand } from "@/server/pricing/pricing-command";
import { automaticAnticipationsCommand } from "@/server/anticipations/jobs";
import { dispatchCommand } from "@/server/webhooks/jobs";
import { rotateCardKeyCommand } from "@/server/tokens/rotate-card-key";
import { payoutCommand } from "@/server/withdrawals/jobs";
import { splitPartnerCommand } from "@/server/split-partners/split-partner-command";
import { userCommand } from "@/server/users/user-command";
import { merchantStatusCommand } from "@/server/merchants/set-merchant-status";

// Every operator command. An area implements server/contracts/cli-command.ts and is listed here;
// no area imports this list back.
export const commands: CliCommand[] = [
  ...accountCommands,
  settleCommand,
  ledgerCheckCommand,
  pricingCommand,
  automaticAnticipationsCommand,
  dispatchCommand,
  rotateCardKeyCommand,
  payoutCommand,
  splitPartnerCommand,
  userCommand,
  merchantStatusCommand,
];
