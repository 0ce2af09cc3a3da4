import type { Ctx } from "@/server/context";

export type CliArgs = Record<string, string | boolean>;

/** One operator command of `npm run admin -- <name> [--flag value]`; its result is printed as JSON. */
export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  run(args: CliArgs, ctx: Ctx): Promise<unknown>;
}
