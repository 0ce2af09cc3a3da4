import { z } from "zod";
import { isValidCliToken } from "@/server/registries/cli/endpoint";
import { cliError, runCommand } from "@/server/registries/cli/run-command";
import { AuthenticationError, NotFoundError } from "@/server/platform/errors";
import { isLoopbackRequest } from "@/server/http/loopback";
import { parseBody } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { log } from "@/server/platform/log";

export const dynamic = "force-dynamic";

const body = z.strictObject({
  command: z.string().min(1).max(100),
  args: z.record(z.string(), z.union([z.string(), z.boolean()])),
});

// The operator CLI, forwarded by scripts/admin.ts while this process holds the embedded database.
// Its own bearer token (a file in DATA_DIR) authenticates it, not an API key. Answers carry secrets
// (new keys, passwords): they are never logged, only the command name.
// Loopback only: from any other address it does not exist (404), token or not.
export const POST = route({ auth: "none" }, async ({ req }) => {
  if (!isLoopbackRequest(req)) throw new NotFoundError("page");
  const token = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!isValidCliToken(token)) throw new AuthenticationError("Invalid CLI token.");
  const parsed = await parseBody(req, body);
  log.info("cli command", { command: parsed.command, via: "forwarded" });
  try {
    return Response.json(
      { result: await runCommand(parsed.command, parsed.args) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return Response.json(cliError(error), { status: 422, headers: { "Cache-Control": "no-store" } });
  }
});
