import { z } from "zod";
import { API_VERSION_HEADER, API_VERSIONS, CURRENT_API_VERSION } from "@/server/universal/api-versions";

const version = z.enum(API_VERSIONS);

/** The optional request header that asks for a version (docs/api/versioning.md). */
export const apiVersionRequestHeader = {
  [API_VERSION_HEADER]: version.optional().meta({
    // Published once under components.parameters and referenced by every operation.
    param: { id: "ApiVersionRequest" },
    description: `The API version to answer in; without it, the current one (\`${CURRENT_API_VERSION}\`). An unknown version is refused with 400 \`unknown_api_version\`.`,
    example: CURRENT_API_VERSION,
  }),
};

/** The header every /v1 answer carries: the version that shaped it. */
export const apiVersionResponseHeaders = z.object({
  [API_VERSION_HEADER]: version.meta({
    header: { id: "ApiVersion" },
    description: "The API version this answer is shaped in (docs/api/versioning.md).",
    example: CURRENT_API_VERSION,
  }),
});
