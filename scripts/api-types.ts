/**
 * `npm run api:types`: writes the TypeScript types of the published contract (GET /v1/openapi.json) to
 * sdk/api/payments-api.d.ts, which the SDK package publishes as `@pagamentos/sdk/api` for openapi-fetch.
 * tests/openapi/api-types.test.ts fails when the committed file differs from what the document generates,
 * so a change to the document is committed together with its types (docs/api/openapi.md).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

export const API_TYPES_FILE = path.join(import.meta.dirname, "..", "sdk", "api", "payments-api.d.ts");

const HEADER = `/**
 * The types of the Payments API, generated from GET /v1/openapi.json by openapi-typescript
 * (\`npm run api:types\`). Do not edit: the next generation overwrites it.
 *
 * import createClient from "openapi-fetch";
 * import type { paths } from "@pagamentos/sdk/api";
 * const client = createClient<paths>({ baseUrl, headers: { Authorization: "Basic ..." } });
 */
`;

/** The file's text for the document as the server publishes it now. */
export async function apiTypesSource(): Promise<string> {
  const { openApiDocument } = await import("../server/registries/openapi-document");
  // A copy through JSON, as a client downloads it: the generator sees no zod objects or shared references.
  const doc = JSON.parse(JSON.stringify(openApiDocument())) as OpenAPI3;
  // `defaultNonNullable: false`: a request field with a server-side default (`currency`, `capture`) stays one
  // the caller may leave out (docs/api/openapi.md).
  return HEADER + astToString(await openapiTS(doc, { defaultNonNullable: false }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL ??= "warn";
  fs.mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
  fs.writeFileSync(API_TYPES_FILE, await apiTypesSource());
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
