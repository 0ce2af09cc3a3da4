import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/registries/openapi-document";

describe("OpenAPI", () => {
  it("publishes POST /tokenize with the public-key scheme and the SDK's camelCase field names", () => {
    const doc = openApiDocument();
    const op = doc.paths?.["/tokenize"]?.post;
    expect(op).toBeDefined();
    expect(op?.security).toEqual([{ publicKey: [] }]);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "401", "429"]));
    const json = JSON.stringify(doc);
    for (const name of ["holderName", "expirationMonth", "expirationYear", "lastFourDigits", "firstSixDigits"])
      expect(json).toContain(name);
  });
});
