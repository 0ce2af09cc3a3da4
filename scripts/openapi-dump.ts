/**
 * Writes the published contract (what GET /v1/openapi.json answers) to a file, for the tools that read a
 * document from disk: the linters of `npm run lint:openapi`. `tsx scripts/openapi-dump.ts <file>`.
 */
import fs from "node:fs";
import path from "node:path";

// Info logs would mix with the tools' output.
process.env.LOG_LEVEL ??= "warn";

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error("usage: tsx scripts/openapi-dump.ts <file>");
  const { openApiDocument } = await import("../server/registries/openapi-document");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(openApiDocument(), null, 2) + "\n");
}

await main();
