import type { CliArgs } from "@/server/platform/contracts/cli-command";

/** `create-merchant --name "Loja X" --email a@b.c --dry-run` → ["create-merchant", {name, email, "dry-run": true}] */
export function parseArgs(argv: string[]): { command?: string; args: CliArgs } {
  const args: CliArgs = {};
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i];
    if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      if (eq > 2) {
        args[token.slice(2, eq)] = token.slice(eq + 1);
        continue;
      }
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith("--")) {
        args[token.slice(2)] = next;
        i++;
      } else {
        args[token.slice(2)] = true;
      }
    } else if (!command) {
      command = token;
    } else {
      throw new Error(`Unexpected argument: ${token}`);
    }
  }
  return { command, args };
}
