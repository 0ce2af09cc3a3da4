import { API_VERSIONS, type ApiVersion } from "@/db/vocabularies";

/**
 * The API's versions, as the server and the dashboard read them (docs/api/versioning.md): the list is the
 * stored vocabulary, this module says which one is current. Everything outside db/ imports them from here.
 */
export { API_VERSIONS, type ApiVersion };

/** What an answer without a requested version is shaped as, and what a new webhook endpoint is pinned to. */
export const CURRENT_API_VERSION: ApiVersion = "2026-11-26";

/** The request header that asks for a version, and the answer header that says which one answered. */
export const API_VERSION_HEADER = "Pagamentos-Version";

export function isApiVersion(value: string): value is ApiVersion {
  return (API_VERSIONS as readonly string[]).includes(value);
}
