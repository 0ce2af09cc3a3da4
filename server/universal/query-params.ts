/**
 * A query as the dashboard sends it to /v1: empty values (undefined, null, "") are left out. The dashboard's
 * api-fetch builds its URLs with it, and a page that reads a screen's first answers on the server parses the same
 * query (server/http/query-seeds.ts), so both ask for the same thing.
 */
export function queryParams(query: Record<string, string | number | boolean | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  return params;
}
