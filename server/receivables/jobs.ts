import type { Job } from "@/server/jobs/registry";
import type { CliCommand } from "@/server/cli/registry";
import { ValidationError } from "@/server/http/errors";
import { checkLedger } from "@/server/ledger/check-ledger";
import { settleDueReceivables } from "./settle-due";

export const settlementJob: Job = {
  name: "settlement",
  intervalMs: 60_000,
  run: (ctx) => settleDueReceivables({ ctx }),
};

/** `--as-of 2027-01-31`: the clock on that date at the current time of day (UTC). */
export function clockAsOf(asOf: string | boolean | undefined, real: () => Date = () => new Date()): () => Date {
  if (asOf === undefined || asOf === false) return real;
  if (typeof asOf !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
    throw new ValidationError("--as-of must be a date, YYYY-MM-DD.", "as_of");
  }
  return () => {
    const r = real();
    return new Date(Date.parse(asOf) + (r.getTime() % 86_400_000));
  };
}

export const settleCommand: CliCommand = {
  name: "settle",
  usage: "settle [--as-of YYYY-MM-DD]",
  description: "Settles the receivables due on or before the date (default today) into wallets; safe to repeat.",
  run: (args, ctx) => settleDueReceivables({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } }),
};

export const ledgerCheckCommand: CliCommand = {
  name: "ledger-check",
  usage: "ledger-check",
  description: "Recomputes every wallet balance from its entries and checks that every transaction balances.",
  run: (_args, ctx) => checkLedger({ ctx }),
};
