import { describe, expect, it } from "vitest";
import { validate, version } from "uuid";
import { newId } from "@/server/platform/ids";

describe("newId", () => {
  it("makes valid, unique version-7 ids that sort in the order they were made, many per millisecond", () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Strictly increasing as text (and so as uuid in PostgreSQL): the outbox's order of a request's events.
    const outOfOrder = ids.findIndex((id, i) => i > 0 && id <= ids[i - 1]);
    expect(outOfOrder).toBe(-1);
    // Thousands of ids in one millisecond share their timestamp: the counter, not the clock, orders them.
    const stamps = new Set(ids.map((id) => id.slice(0, 13)));
    expect(stamps.size).toBeLessThan(ids.length / 10);
  });

  it("carries the clock's millisecond", () => {
    const before = Date.now();
    const id = newId();
    const ms = parseInt(id.replace(/-/g, "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });
});
