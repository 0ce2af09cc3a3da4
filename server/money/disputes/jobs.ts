import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/platform/clock/as-of";
import { ValidationError } from "@/server/platform/errors";
import { DISPUTE_REASONS, type DisputeReason } from "@/db/vocabularies";
import { loseOverdueDisputes } from "./lose-overdue-disputes";
import { notifySandboxCardDisputes } from "./sandbox-card-disputes";
import { openDispute } from "./open-dispute";
import { closeDispute } from "./close-dispute";
import { followMedDevolucoes } from "./med-devolucoes";
import { openPixMed } from "./open-dispute";

/** Every minute: the deadlines are days long; a minute late is nothing. */
export const overdueDisputesJob: Job = {
  name: "dispute-deadlines",
  intervalMs: 60_000,
  run: (ctx) => loseOverdueDisputes({ ctx }),
};

/** The sandbox acquirer's chargebacks of the always-disputed test card, a few seconds after capture. */
export const sandboxCardDisputesJob: Job = {
  name: "sandbox-card-disputes",
  intervalMs: 5_000,
  run: (ctx) => notifySandboxCardDisputes({ ctx }),
};

export const disputeDeadlinesCommand: CliCommand = {
  name: "dispute-deadlines",
  usage: "dispute-deadlines [--as-of DATE|TIME]",
  description: `Loses every dispute past its due_by with no evidence submitted, as of --as-of (default now). --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => {
    const lost = await loseOverdueDisputes({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } });
    return { ...lost, ...(await followMedDevolucoes({ ctx })) };
  },
};

const isReason = (v: unknown): v is DisputeReason => (DISPUTE_REASONS as readonly unknown[]).includes(v);

export const disputeOpenCommand: CliCommand = {
  name: "dispute-open",
  usage: `dispute-open --charge ID --reason ${DISPUTE_REASONS.join("|")} [--amount CENTAVOS] [--inquiry]`,
  description:
    "Sandbox: the acquirer disputes a captured card charge (a chargeback, or with --inquiry a retrieval request); a Pix charge gets a MED infraction report.",
  run: async (args, ctx) => {
    if (typeof args.charge !== "string") throw new ValidationError("--charge ID is required.", "charge");
    if (!isReason(args.reason))
      throw new ValidationError(`--reason must be one of ${DISPUTE_REASONS.join(", ")}.`, "reason");
    if (args.amount !== undefined && (typeof args.amount !== "string" || !/^[1-9]\d*$/.test(args.amount)))
      throw new ValidationError("--amount takes a positive integer of centavos.", "amount");
    return openDispute({
      ctx,
      input: {
        charge_id: args.charge,
        reason: args.reason,
        amount: typeof args.amount === "string" ? Number(args.amount) : undefined,
        kind: args.inquiry === true ? "inquiry" : "chargeback",
      },
    });
  },
};

export const disputeCloseCommand: CliCommand = {
  name: "dispute-close",
  usage: "dispute-close --dispute ID --outcome won|lost",
  description: "Sandbox: the issuer decides an open dispute.",
  run: async (args, ctx) => {
    if (typeof args.dispute !== "string") throw new ValidationError("--dispute ID is required.", "dispute");
    if (args.outcome !== "won" && args.outcome !== "lost")
      throw new ValidationError("--outcome must be won or lost.", "outcome");
    return closeDispute({ ctx, id: args.dispute, outcome: args.outcome });
  },
};

/** Lost or accepted MED disputes: their devolução asked of the Pix PSP and followed until it ends. */
export const medDevolucoesJob: Job = {
  name: "pix-med-devolucoes",
  intervalMs: 30_000,
  run: (ctx) => followMedDevolucoes({ ctx }),
};

export const pixMedOpenCommand: CliCommand = {
  name: "pix-med-open",
  usage: "pix-med-open (--charge ID | --e2eid E2EID) [--amount CENTAVOS]",
  description:
    "Sandbox: the Pix PSP passes on a MED infraction report (fraud) about a captured Pix charge: its amount is blocked.",
  run: async (args, ctx) => {
    if (typeof args.charge !== "string" && typeof args.e2eid !== "string")
      throw new ValidationError("--charge ID or --e2eid E2EID is required.", "charge");
    if (args.amount !== undefined && (typeof args.amount !== "string" || !/^[1-9]\d*$/.test(args.amount)))
      throw new ValidationError("--amount takes a positive integer of centavos.", "amount");
    return openPixMed({
      ctx,
      chargeId: typeof args.charge === "string" ? args.charge : undefined,
      endToEndId: typeof args.e2eid === "string" ? args.e2eid : undefined,
      amount: typeof args.amount === "string" ? Number(args.amount) : undefined,
    });
  },
};
