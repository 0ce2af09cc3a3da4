import path from "node:path";
import { lintFromString, loadConfig, type NormalizedProblem } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/v1/openapi.json/route";
import { call } from "../support/http";

type Doc = { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };

/**
 * The ruleset `npm run lint:openapi` runs with the Redocly CLI (redocly.yaml: `recommended-strict`, every
 * warning an error, each change written there with its reason). Read from the file, so the test and the CLI
 * cannot judge the document by two rulesets.
 */
const config = loadConfig({ configPath: path.join(import.meta.dirname, "../../redocly.yaml") });

async function lint(doc: unknown): Promise<string[]> {
  const problems: NormalizedProblem[] = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: "openapi.json",
    config: await config,
  });
  return problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`);
}

async function liveDocument(): Promise<Doc> {
  const res = await call<Doc>(GET, "GET", "/v1/openapi.json");
  expect(res.status).toBe(200);
  return res.body;
}

describe("GET /v1/openapi.json under redocly.yaml (Redocly's recommended rules, strict)", () => {
  it("has no error and no warning", async () => {
    expect(await lint(await liveDocument())).toEqual([]);
  });

  it("the linter reports what an integrator's tool would trip on (the check can fail)", async () => {
    const doc = await liveDocument();
    const createCharge = doc.paths["/v1/charges"].post;
    delete createCharge.operationId;
    createCharge.tags = ["Undeclared"];
    const problems = await lint(doc);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error operation-operationId #\/paths\/~1v1~1charges\/post/),
        expect.stringMatching(/^error operation-tag-defined #\/paths\/~1v1~1charges\/post\/tags\/0/),
      ]),
    );
  });
});
