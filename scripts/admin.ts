/**
 * The operator CLI: `npm run admin -- <command> [--flag value]`. JSON on stdout; errors as JSON
 * on stderr with exit code 1. On the embedded database, while the app holds the data folder,
 * the command is forwarded to the app: the folder is never opened by two processes.
 */
// Info logs would mix with the JSON on stdout; warnings and errors go to stderr anyway.
process.env.LOG_LEVEL ??= "warn";

async function forward(
  port: number,
  token: string,
  command: string | undefined,
  args: Record<string, string | boolean>,
): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}/internal/cli`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ command: command ?? "help", args }),
  });
  const body = (await res.json()) as { result?: unknown; error?: unknown };
  if (!res.ok) throw Object.assign(new Error("forwarded command failed"), { json: body });
  return body.result;
}

async function main(): Promise<number> {
  const { parseArgs } = await import("../server/registries/cli/parse-args");
  const { config } = await import("../server/platform/config");
  const { dataFolderOwner } = await import("../db/client");
  const { readCliEndpoint } = await import("../server/registries/cli/endpoint");
  const { cliError, runCommand } = await import("../server/registries/cli/run-command");
  const print = (value: unknown) => process.stdout.write(JSON.stringify(value, null, 2) + "\n");
  const fail = (value: unknown) => {
    process.stderr.write(JSON.stringify(value, null, 2) + "\n");
    return 1;
  };

  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (e) {
    return fail({ error: { type: "validation_error", code: "invalid_arguments", message: (e as Error).message } });
  }
  const cfg = config();
  const owner = cfg.embedded && !cfg.dataDir.startsWith("memory://") ? dataFolderOwner(cfg.dataDir) : undefined;
  if (owner) {
    const endpoint = readCliEndpoint(cfg.dataDir);
    if (!endpoint || endpoint.pid !== owner) {
      return fail({
        error: {
          type: "api_error",
          code: "data_folder_busy",
          message: `The embedded database in ${cfg.dataDir} is open in process ${owner}, which does not accept CLI commands (a worker?). Stop it, or run the app and retry.`,
        },
      });
    }
    try {
      print(await forward(endpoint.port, endpoint.token, parsed.command, parsed.args));
      return 0;
    } catch (e) {
      const json = (e as { json?: unknown }).json;
      return fail(
        json ?? {
          error: {
            type: "api_error",
            code: "app_unreachable",
            message: `The app (pid ${owner}) holds the data folder but did not answer on port ${endpoint.port}: ${(e as Error).message}`,
          },
        },
      );
    }
  }

  const { databaseHandle, closeDatabase } = await import("../server/platform/db");
  try {
    const handle = await databaseHandle();
    await handle.migrate();
    print(await runCommand(parsed.command, parsed.args));
    return 0;
  } catch (e) {
    return fail(cliError(e));
  } finally {
    await closeDatabase();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(
      JSON.stringify({ error: { type: "api_error", code: "internal_error", message: String(e) } }) + "\n",
    );
    process.exit(1);
  },
);

export {};
