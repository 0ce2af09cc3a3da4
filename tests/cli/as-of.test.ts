import { describe, expect, it } from "vitest";
import { clockAsOf, parseAsOf } from "@/server/platform/clock/as-of";
import { runCommand } from "@/server/registries/cli/run-command";
import { commands } from "@/server/registries/cli/commands";
import { systemCtx } from "@/server/platform/context";

/** `--as-of` means one thing for every job and command (docs/api/operations.md, "The job clock"). */
describe("--as-of", () => {
  it("a date is the start of that day in UTC", () => {
    expect(parseAsOf("2026-11-21").toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(parseAsOf("2028-02-29").toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("a full ISO-8601 time with its zone is that instant", () => {
    expect(parseAsOf("2026-11-21T15:00:00Z").toISOString()).toBe("2026-11-21T15:00:00.000Z");
    expect(parseAsOf("2026-11-21T15:00Z").toISOString()).toBe("2026-11-21T15:00:00.000Z");
    expect(parseAsOf("2026-11-21T15:00:00.250Z").toISOString()).toBe("2026-11-21T15:00:00.250Z");
    expect(parseAsOf("2026-11-21T22:30:00-03:00").toISOString()).toBe("2026-11-22T01:30:00.000Z");
  });

  it.each([
    ["tomorrow"],
    [""],
    ["2026-02-30"],
    ["2027-02-29"],
    ["2026-13-01"],
    ["21/11/2026"],
    ["2026-11-21T15:00:00"],
    ["2026-11-21 15:00:00Z"],
    ["2026-11-21T25:00:00Z"],
    ["2026-02-30T10:00:00Z"],
    ["1700000000000"],
  ])("refuses %j, naming the flag", (value) => {
    expect(() => parseAsOf(value)).toThrow(/--as-of must be a date \(YYYY-MM-DD/);
    try {
      parseAsOf(value);
    } catch (e) {
      expect(e).toMatchObject({ type: "validation_error", param: "as_of" });
    }
  });

  it("the clock stands still at the instant for the whole run; without the flag it is the real one", () => {
    const real = () => new Date("2030-01-01T00:00:00Z");
    const clock = clockAsOf("2026-11-21T15:00:00Z", real);
    const first = clock();
    first.setUTCFullYear(1999);
    expect(clock().toISOString()).toBe("2026-11-21T15:00:00.000Z");
    expect(clockAsOf(undefined, real)).toBe(real);
    expect(clockAsOf(false, real)).toBe(real);
    expect(() => clockAsOf(true, real)).toThrow(/--as-of needs a value/);
  });

  it("every command that takes --as-of reads it the same way", async () => {
    const timed = commands.filter((c) => c.usage.includes("--as-of"));
    // Every job command with a clock takes the flag (new areas add theirs); these two always do.
    expect(timed.map((c) => c.name)).toEqual(expect.arrayContaining(["dispatch", "settle"]));
    for (const c of timed) {
      expect(c.usage).toContain("--as-of DATE|TIME");
      await expect(c.run({ "as-of": "2026-02-30" }, systemCtx())).rejects.toMatchObject({ param: "as_of" });
      await expect(c.run({ "as-of": "2026-11-21T15:00:00" }, systemCtx())).rejects.toMatchObject({ param: "as_of" });
    }
    // A time is an instant: 22:30 in São Paulo on the 21st is already the 22nd in UTC, the books' day.
    expect(await runCommand("settle", { "as-of": "2026-11-21T22:30:00-03:00" })).toMatchObject({
      as_of: "2026-11-22",
    });
    expect(await runCommand("settle", { "as-of": "2026-11-21" })).toMatchObject({ as_of: "2026-11-21" });
  });
});
