import { NotFoundError } from "@/server/platform/errors";
import { config } from "@/server/platform/config";
import { route, type RouteArgs } from "@/server/http/route";
import { handleSandboxPixRequest } from "@/server/payments/pix/sandbox/handle-request";

/**
 * The sandbox Pix PSP's API Pix (OPERATIONS.md, "The Pix provider"): what PIX_PSP_BASE_URL points at when
 * unset. Absent in production, where a real PSP answers.
 */
const options = { auth: "none", idempotency: false } as const;

function sandbox({ req, params }: RouteArgs<{ path: string[] }, unknown>): Promise<Response> {
  if (config().isProduction) throw new NotFoundError("No such route.");
  return handleSandboxPixRequest(req, params.path);
}

export const GET = route<{ path: string[] }>(options, sandbox);
export const PUT = route<{ path: string[] }>(options, sandbox);
export const POST = route<{ path: string[] }>(options, sandbox);
export const DELETE = route<{ path: string[] }>(options, sandbox);
