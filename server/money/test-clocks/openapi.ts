import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { advanceTestClockBody, testClockAdvanceSchema, testClockSchema } from "./schemas";

const tag: ApiTag = {
  name: "Test clocks",
  description:
    "Sandbox only. Each sandbox merchant has a clock of its own that runs its automatic work ahead of time: " +
    "advancing it settles that merchant's receivables due by then, runs its automatic anticipation, releases its " +
    "rolling-reserve holds and pays out its due withdrawals, and nothing of any other merchant. Entries are dated " +
    "at the clock's time (`created_at`) and keep the real time in `posted_at` (docs/api/test-clocks.md).",
};

export const testClockTags: ApiTag[] = [tag];

const sandboxOnly = "A live deployment, whose merchants have no test clock (`test_clocks_sandbox_only`).";

export const testClockPaths: ZodOpenApiPathsObject = {
  "/v1/merchants/{id}/test-clock": {
    get: operation({
      tag,
      operationId: "getTestClock",
      summary: "Get a merchant's test clock",
      description:
        "The clock's `current_time` and where it was last advanced to. A merchant reads its own; another merchant's " +
        "id is 404.",
      path: idPath,
      response: testClockSchema,
      errors: { "404": "No such merchant (or another merchant).", "422": sandboxOnly },
    }),
  },
  "/v1/merchants/{id}/test-clock/advance": {
    post: operation({
      tag,
      operationId: "advanceTestClock",
      summary: "Advance a merchant's test clock",
      description:
        "Moves the clock to `frozen_time` (later than its `current_time`; earlier is 400 on `frozen_time`) and runs, " +
        "as of that time, the merchant's own automatic work: automatic anticipation, settlement of receivables due " +
        "on or before that day, release of rolling-reserve holds due, and due payouts. Answers when the work is done, " +
        "with what it did. Events and webhooks follow as usual; the advance is audited (`test_clock.advanced`).",
      path: idPath,
      body: advanceTestClockBody,
      response: testClockAdvanceSchema,
      errors: { "404": "No such merchant (or another merchant).", "422": sandboxOnly },
    }),
  },
};
