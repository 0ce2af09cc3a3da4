import { z } from "zod";
import { isValidCliToken } from "@/server/cli/endpoint";
import { cliError, runCommand } from "@/server/cli/run-command";
import { log } from "@/server/log";

export const dynamic = "force-dynamic";

const body = z.strictObject({ command: z.string().min(1).max(100), args: z.record(z.string(), z.union([z.string(), z.boolean()])) });

// The operator CLI, forwarded by scripts/admin.ts while this process holds the embedded database.
// Answers carry secrets (new keys, passwords): they are never logged, only the command name.
export async function POST(req: Request): Promise<Response> {
  const token = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!isValidCliToken(token)) return Response.json({ error: { type: "authentication_error", code: "invalid_credentials", message: "Invalid CLI token." } }, { status: 401 });
  const parsed = body.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: { type: "validation_error", code: "invalid_parameter", message: "Expected {command, args}." } }, { status: 400 });
  log.info("cli command", { command: parsed.data.command, via: "forwarded" });
  try {
    return Response.json({ result: await runCommand(parsed.data.command, parsed.data.args) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return Response.json(cliError(error), { status: 422, headers: { "Cache-Control": "no-store" } });
  }
}
