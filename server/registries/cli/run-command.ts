import { systemCtx } from "@/server/platform/context";
import { DomainError, ValidationError } from "@/server/platform/errors";
import { commands } from "./commands";
import type { CliArgs, CliCommand } from "@/server/platform/contracts/cli-command";

export class UnknownCommandError extends ValidationError {
  constructor(name: string | undefined) {
    super(
      name
        ? `Unknown command: ${name}. Run \`npm run admin -- help\`.`
        : "No command given. Run `npm run admin -- help`.",
      "command",
      undefined,
      "unknown_command",
    );
  }
}

export function findCommand(name: string | undefined): CliCommand {
  const found = commands.find((c) => c.name === name);
  if (!found) throw new UnknownCommandError(name);
  return found;
}

/** Runs a registered command as the operator; the same path whether in the CLI process or forwarded to the app. */
export async function runCommand(name: string | undefined, args: CliArgs): Promise<unknown> {
  if (name === "help" || name === undefined) {
    return { commands: commands.map((c) => ({ name: c.name, usage: c.usage, description: c.description })) };
  }
  return findCommand(name).run(args, systemCtx({ requestId: `cli:${name}` }));
}

/** The JSON an error becomes on stderr (CLI) or in the forwarding answer. */
export function cliError(error: unknown): { error: { type: string; code: string; message: string; param?: string } } {
  if (error instanceof DomainError)
    return { error: { type: error.type, code: error.code, message: error.message, param: error.param } };
  return {
    error: {
      type: "api_error",
      code: "internal_error",
      message: error instanceof Error ? error.message : String(error),
    },
  };
}
