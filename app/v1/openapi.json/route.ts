import { json } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { openApiDocument } from "@/server/registries/openapi-document";

export const GET = route({ auth: "none" }, async () =>
  json(openApiDocument(), 200, { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" }),
);
