import type { Ctx } from "@/server/platform/context";

export type CliArgs = Record<string, string | boolean>;

/**
 * One operator command of `npm run admin -- <name> [--flag value]`; its result is printed as JSON.
 * An area exports its commands; server/registries/cli/commands/index.ts lists them. This file imports no
 * area, so an area that implements the contract never depends on the list.
 */
export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  run(args: CliArgs, ctx: Ctx): Promise<unknown>;
}
