import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/v1/openapi.json/route";
import { call } from "../support/http";

type Doc = { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };

/**
 * Redocly's `recommended` ruleset, as integrators' tools and API portals judge a document, with the
 * changes written in docs/api/openapi.md:
 * - `info-license` and `info-license-strict` off: the service is proprietary and publishes no licence;
 *   naming one would be a false statement to integrators.
 * - `operation-tag-defined` raised to an error: every tag an operation uses is declared, with its
 *   description, at the document level (`tag-description` in the ruleset checks the description).
 */
const config = createConfig({
  extends: ["recommended"],
  rules: { "info-license": "off", "info-license-strict": "off", "operation-tag-defined": "error" },
});

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

describe("GET /v1/openapi.json under Redocly's recommended rules", () => {
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
        expect.stringMatching(/^warn operation-operationId #\/paths\/~1v1~1charges\/post/),
        expect.stringMatching(/^error operation-tag-defined #\/paths\/~1v1~1charges\/post\/tags\/0/),
      ]),
    );
  });
});
