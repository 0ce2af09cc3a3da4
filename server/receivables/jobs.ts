import type { Job } from "@/server/contracts/job";
import type { CliCommand } from "@/server/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/clock/as-of";
import { checkLedger } from "@/server/ledger/check-ledger";
import { settleDueReceivables } from "./settle-due";

export const settlementJob: Job = {
  name: "settlement",
  intervalMs: 60_000,
  run: (ctx) => settleDueReceivables({ ctx }),
};

export const settleCommand: CliCommand = {
  name: "settle",
  usage: "settle [--as-of DATE|TIME]",
  description: `Settles the receivables due on or before the --as-of day (default today) into wallets; safe to repeat. --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => settleDueReceivables({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } }),
};

export const ledgerCheckCommand: CliCommand = {
  name: "ledger-check",
  usage: "ledger-check",
  description: "Recomputes every wallet balance from its entries and checks that every transaction balances.",
  run: (_args, ctx) => checkLedger({ ctx }),
};
