import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { EVENT_NAMES } from "@/server/platform/events/record-event";
import { TEST_EVENT_NAME } from "@/server/delivery/webhooks/schemas";
import { API_VERSIONS } from "@/server/universal/api-versions";
import { openApiDocument } from "@/server/registries/openapi-document";
import { webhookPayloadProblems } from "@/tests/support/openapi-contract";
import { fixturePath } from "./payload-shape";

/**
 * The document's `webhooks` (OpenAPI 3.1) describe every event the service sends, in every version: each
 * recorded payload (tests/webhooks/fixtures/<version>/<event>.json, which payload-shapes.test.ts holds the real
 * deliveries to) validates against its event's request body, strictly (no field the document does not list).
 */
const EVENTS = [...EVENT_NAMES, TEST_EVENT_NAME];

function fixture(version: string, event: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(fixturePath(version, event), "utf8")) as Record<string, unknown>;
}

describe("the OpenAPI webhooks", () => {
  it("name every event, and no other", () => {
    expect(Object.keys(openApiDocument().webhooks ?? {}).sort()).toEqual([...EVENTS].sort());
  });

  it("describe every recorded payload of every version", () => {
    for (const version of API_VERSIONS)
      for (const event of EVENTS) {
        expect(fs.existsSync(fixturePath(version, event)), `fixture ${version}/${event}`).toBe(true);
        expect(webhookPayloadProblems(event, fixture(version, event)), `${version}/${event}`).toEqual([]);
      }
  });

  it("refuse a payload that is not what the event sends (the check can fail)", () => {
    const [version] = API_VERSIONS;
    const captured = fixture(version, "charge.captured");
    const data = captured.data as Record<string, unknown>;
    expect(webhookPayloadProblems("charge.captured", { ...captured, data: { ...data, risk_score: 3 } })).toEqual([
      "charge.captured: body/data must NOT have additional properties 'risk_score'",
    ]);
    expect(webhookPayloadProblems("charge.refunded", captured)).toEqual([
      "charge.refunded: body/event must be equal to constant",
    ]);
    expect(webhookPayloadProblems("charge.captured", { ...captured, api_version: "2020-01-01" })).toEqual([
      "charge.captured: body/api_version must be equal to constant",
    ]);
    const { amount: _amount, ...withoutAmount } = data;
    expect(webhookPayloadProblems("charge.captured", { ...captured, data: withoutAmount })).toEqual([
      "charge.captured: body/data must have required property 'amount'",
    ]);
    expect(webhookPayloadProblems("charge.settled", captured)).toEqual([
      "the document's webhooks do not describe charge.settled",
    ]);
  });
});
