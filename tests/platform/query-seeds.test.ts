import { describe, expect, it } from "vitest";
import { z } from "zod";
import { seededBody, seededQuery, seedQueries } from "@/server/http/query-seeds";
import { NotFoundError } from "@/server/platform/errors";

const cached = (state: Awaited<ReturnType<typeof seedQueries>>) =>
  Object.fromEntries(state.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));

describe("a page's seeded answers (server/http/query-seeds.ts)", () => {
  it("keeps each answer as the browser's request would get it: JSON, dates as strings", async () => {
    const state = await seedQueries([
      { key: ["one"], answer: async () => ({ data: { at: new Date("2026-11-28T12:00:00Z"), note: undefined } }) },
      { key: ["list", { page: 1 }], answer: async () => ({ data: [1, 2], pagination: { page: 1 } }) },
    ]);
    expect(cached(state)).toEqual({
      '["one"]': { data: { at: "2026-11-28T12:00:00.000Z" } },
      '["list",{"page":1}]': { data: [1, 2], pagination: { page: 1 } },
    });
  });

  it("seeds nothing for a refusal, so the browser asks and shows the API's error", async () => {
    const state = await seedQueries([
      { key: ["missing"], answer: async () => Promise.reject(new NotFoundError("merchant")) },
      {
        key: ["bad query"],
        answer: async () => ({ data: seededQuery(z.strictObject({ page: z.coerce.number() }), { x: 1 }) }),
      },
      { key: ["kept"], answer: async () => ({ data: 1 }) },
    ]);
    expect(Object.keys(cached(state))).toEqual(['["kept"]']);
  });

  it("does not hide a failure that is not a refusal", async () => {
    await expect(
      seedQueries([{ key: ["boom"], answer: async () => Promise.reject(new Error("boom")) }]),
    ).rejects.toThrow("boom");
  });

  it("parses a query and a body as the route does: empty values left out, strings coerced", () => {
    const schema = z.strictObject({ status: z.string().optional(), page: z.coerce.number() });
    expect(seededQuery(schema, { status: "", page: 2, other: undefined })).toEqual({ page: 2 });
    const body = z.strictObject({ from: z.string(), to: z.string().optional() });
    expect(seededBody(body, { from: "2026-11-29", to: undefined })).toEqual({ from: "2026-11-29" });
  });
});
