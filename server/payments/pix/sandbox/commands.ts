import { config } from "@/server/platform/config";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import type { Job } from "@/server/platform/contracts/job";
import { ValidationError } from "@/server/platform/errors";
import { payCob } from "./pay";
import { settleSandboxRefunds } from "./refunds";

function refuseInProduction(): void {
  if (config().isProduction) throw new ValidationError("The sandbox PSP does not exist in production.", "command");
}

/** The buyer's bank of the sandbox (docs/api/pix.md, "Paying in the sandbox"). */
export const pixPayCommand: CliCommand = {
  name: "pix-pay",
  usage: "pix-pay --txid TXID [--late] [--again]",
  description:
    "Sandbox only: pays a Pix charge's txid as a buyer's bank would (--late: after it expired; --again: a second time).",
  run: async (args, ctx) => {
    refuseInProduction();
    if (typeof args.txid !== "string") throw new ValidationError("--txid TXID is required.", "txid");
    return payCob(ctx, { txid: args.txid, late: args.late === true, again: args.again === true });
  },
};

export const pixSettleRefundsCommand: CliCommand = {
  name: "pix-settle-refunds",
  usage: "pix-settle-refunds",
  description: "Sandbox only: ends the refunds (devoluções) in processing, as the payer's bank would.",
  run: async (_args, ctx) => {
    refuseInProduction();
    return { ended: await settleSandboxRefunds(ctx) };
  },
};

/** The sandbox's refunds end a little after they are asked, as a real PSP's do; nothing in production. */
export const pixSandboxRefundsJob: Job = {
  name: "pix-sandbox-refunds",
  intervalMs: 30_000,
  run: async (ctx) => (config().isProduction ? { ended: 0 } : { ended: await settleSandboxRefunds(ctx) }),
};
