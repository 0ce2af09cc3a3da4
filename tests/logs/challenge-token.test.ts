import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLogSink } from "@/server/platform/log";
import { createTestMerchant } from "@/tests/support/fixtures";
import { authenticate, challengePage, challengeTokenOf, postChallenge } from "../three-ds/support";

/**
 * A 3-D Secure challenge token is the buyer's capability to answer the challenge, and it travels in the
 * URL (`/3ds/challenge/chl_…`): the access log's `path` must not carry it to whoever reads the logs
 * (server/platform/log/redact.ts). The `route` field is the template and never held it.
 */
const lines: string[] = [];
let remove: () => void;
beforeAll(() => {
  remove = addLogSink((line) => lines.push(line));
});
afterAll(() => remove());

function accessLines(): Array<Record<string, unknown>> {
  return lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === "request" && l.route === "/3ds/challenge/[token]");
}

describe("the access log and 3-D Secure challenge tokens", () => {
  it("logs the challenge page's GET and POST with the token redacted in `path`, and nowhere else in the line", async () => {
    const m = await createTestMerchant();
    const auth = (await authenticate(m, { number: "4000000000003220" })).body.data;
    const token = challengeTokenOf(auth.challenge_url);
    expect(token).toMatch(/^chl_[A-Za-z0-9_-]{20,}$/);
    lines.length = 0;

    expect((await challengePage(token)).status).toBe(200);
    expect((await postChallenge(token, { action: "submit", code: "000000" })).status).toBe(200);
    // A token nobody issued is logged the same way (it may be one a moment from being issued, or mistyped).
    const unknown = `chl_${"A".repeat(32)}`;
    expect((await challengePage(unknown)).status).toBe(404);

    const logged = accessLines();
    expect(logged.map((l) => [l.method, l.path, l.status])).toEqual([
      ["GET", "/3ds/challenge/chl_[redacted]", 200],
      ["POST", "/3ds/challenge/chl_[redacted]", 200],
      ["GET", "/3ds/challenge/chl_[redacted]", 404],
    ]);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(token.slice(4));
      expect(line).not.toContain(unknown);
    }
  });
});
