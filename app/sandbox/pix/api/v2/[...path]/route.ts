import { NotFoundError } from "@/server/platform/errors";
import { config } from "@/server/platform/config";
import { route } from "@/server/http/route";
import { handleSandboxPixRequest } from "@/server/payments/pix/sandbox/handle-request";

/**
 * The sandbox Pix PSP's API Pix (docs/api/pix.md): what PIX_PSP_BASE_URL points at when unset. Absent in
 * production, where a real PSP answers.
 */
const handler = route<{ path: string[] }>({ auth: "none", idempotency: false }, async ({ req, params }) => {
  if (config().isProduction) throw new NotFoundError("No such route.");
  return handleSandboxPixRequest(req, params.path);
});

export const GET = handler;
export const PUT = handler;
export const POST = handler;
export const DELETE = handler;
