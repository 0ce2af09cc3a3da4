import { json } from "@/server/http/envelope";
import { openApiDocument } from "@/server/openapi/document";

export const GET = async () => json(openApiDocument(), 200, { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" });
