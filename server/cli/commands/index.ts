import type { CliCommand } from "../registry";
import { ledgerCheckCommand, settleCommand } from "@/server/receivables/jobs";
import { dispatchCommand } from "@/server/webhooks/jobs";

// Each area adds its commands here (create-merchant, settle, dispatch, ...).
export const commands: CliCommand[] = [settleCommand, ledgerCheckCommand, dispatchCommand];
