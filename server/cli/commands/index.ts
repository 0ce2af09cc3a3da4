import type { CliCommand } from "../registry";
import { foundationCommands } from "./foundation";
import { ledgerCheckCommand, settleCommand } from "@/server/receivables/jobs";
import { pricingCommand } from "@/server/pricing/pricing-command";
import { dispatchCommand } from "@/server/webhooks/jobs";
import { rotateCardKeyCommand } from "@/server/tokens/rotate-card-key";

// Each area adds its commands here (create-merchant, settle, dispatch, ...).
export const commands: CliCommand[] = [...foundationCommands, settleCommand, ledgerCheckCommand, pricingCommand, dispatchCommand, rotateCardKeyCommand];
