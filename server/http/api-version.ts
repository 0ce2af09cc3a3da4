import { ValidationError } from "@/server/platform/errors";
import { API_VERSION_HEADER, API_VERSIONS, CURRENT_API_VERSION, isApiVersion } from "@/server/universal/api-versions";
import type { ApiVersion } from "@/server/universal/api-versions";
import { withHeader } from "./with-header";

/**
 * The version a request asks for with `Pagamentos-Version`, or the current one. An unknown version is
 * refused rather than answered in another shape than the caller expects (docs/api/versioning.md).
 */
export function requestedApiVersion(req: Request): ApiVersion {
  const asked = req.headers.get(API_VERSION_HEADER)?.trim();
  if (!asked) return CURRENT_API_VERSION;
  if (isApiVersion(asked)) return asked;
  throw new ValidationError(
    `Unknown API version "${asked.slice(0, 40)}"; known versions: ${API_VERSIONS.join(", ")}.`,
    API_VERSION_HEADER,
    undefined,
    "unknown_api_version",
  );
}

/** Says on the answer which version shaped it. */
export function withApiVersion(res: Response, version: ApiVersion): Response {
  return withHeader(res, API_VERSION_HEADER, version);
}
