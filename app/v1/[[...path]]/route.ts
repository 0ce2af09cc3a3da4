import { DomainError } from "@/server/platform/errors";
import { route } from "@/server/http/route";

/**
 * Any /v1 path that names no route: the JSON error envelope with a request id, like every other /v1
 * answer, instead of the dashboard's HTML "not found" page (docs/api/errors.md). More specific routes
 * always win over this catch-all, so it only ever answers paths that do not exist.
 */
async function unknownPath({ req }: { req: Request }): Promise<Response> {
  const path = new URL(req.url).pathname;
  throw new DomainError("not_found", "resource_not_found", `Unrecognized request URL (${req.method} ${path}).`);
}

export const dynamic = "force-dynamic";

type Params = { path?: string[] };

export const GET = route<Params>({ auth: "none" }, unknownPath);
export const POST = route<Params>({ auth: "none" }, unknownPath);
export const PUT = route<Params>({ auth: "none" }, unknownPath);
export const PATCH = route<Params>({ auth: "none" }, unknownPath);
export const DELETE = route<Params>({ auth: "none" }, unknownPath);
export const OPTIONS = route<Params>({ auth: "none" }, unknownPath);
