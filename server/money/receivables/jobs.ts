import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT } from "@/server/platform/clock/as-of";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { settleAndRecord } from "./run-settlement";

export const settlementJob: Job = {
  name: "settlement",
  intervalMs: 60_000,
  run: (ctx) => settleAndRecord({ ctx, recordEmpty: false }),
};

export const settleCommand: CliCommand = {
  name: "settle",
  usage: "settle [--as-of DATE|TIME]",
  description: `Settles every merchant's receivables due on or before the --as-of day (default today) into wallets; safe to repeat. One sandbox merchant ahead of time: clock-advance. --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => settleAndRecord({ ctx, asOf: args["as-of"] }),
};

export const ledgerCheckCommand: CliCommand = {
  name: "ledger-check",
  usage: "ledger-check",
  description: "Recomputes every wallet balance from its entries and checks that every transaction balances.",
  run: (_args, ctx) => checkLedger({ ctx }),
};
