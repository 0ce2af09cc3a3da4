import { describe, expect, it } from "vitest";
import { inTedWindow, isBusinessDay, nextTedWindow, scheduleFor } from "@/server/money/withdrawals/bank-calendar";

const at = (iso: string) => new Date(iso);

describe("the TED window (06:30–17:00 Brasília, business days)", () => {
  it("knows weekends and national and bank holidays from the calendar library", () => {
    expect(isBusinessDay({ year: 2026, month: 11, day: 18 })).toBe(true); // Wednesday
    expect(isBusinessDay({ year: 2026, month: 11, day: 21 })).toBe(false); // Saturday
    expect(isBusinessDay({ year: 2026, month: 11, day: 20 })).toBe(false); // Consciência Negra
    expect(isBusinessDay({ year: 2026, month: 4, day: 3 })).toBe(false); // Good Friday (moves every year)
    expect(isBusinessDay({ year: 2026, month: 2, day: 16 })).toBe(false); // Carnival Monday: banks close
    expect(isBusinessDay({ year: 2026, month: 6, day: 4 })).toBe(false); // Corpus Christi: banks close
    expect(isBusinessDay({ year: 2027, month: 9, day: 7 })).toBe(false); // Independence Day, another year
  });

  it("is open from 06:30 to before 17:00 in Brasília time", () => {
    expect(inTedWindow(at("2026-11-18T09:29:59Z"))).toBe(false); // 06:29:59
    expect(inTedWindow(at("2026-11-18T09:30:00Z"))).toBe(true); // 06:30
    expect(inTedWindow(at("2026-11-18T19:59:00Z"))).toBe(true); // 16:59
    expect(inTedWindow(at("2026-11-18T20:00:00Z"))).toBe(false); // 17:00
  });

  it("schedules a TED asked outside the window for the next opening", () => {
    // Wednesday before opening: the same day.
    expect(nextTedWindow(at("2026-11-18T08:00:00Z")).toISOString()).toBe("2026-11-18T09:30:00.000Z");
    // Wednesday after closing: Thursday.
    expect(nextTedWindow(at("2026-11-18T21:00:00Z")).toISOString()).toBe("2026-11-19T09:30:00.000Z");
    // Thursday 23:30 in Brasília is already Friday in UTC; Friday is a holiday, so Monday.
    expect(nextTedWindow(at("2026-11-20T02:30:00Z")).toISOString()).toBe("2026-11-23T09:30:00.000Z");
    // Before Carnival: Friday evening waits until Ash Wednesday.
    expect(nextTedWindow(at("2026-02-13T21:00:00Z")).toISOString()).toBe("2026-02-18T09:30:00.000Z");
    // New Year's Eve evening: 1 January is a holiday, 2 and 3 a weekend, so Monday the 4th.
    expect(nextTedWindow(at("2026-12-31T21:00:00Z")).toISOString()).toBe("2027-01-04T09:30:00.000Z");
    // Inside the window: now.
    expect(nextTedWindow(at("2026-11-18T13:00:00Z")).toISOString()).toBe("2026-11-18T13:00:00.000Z");
  });

  it("never delays a Pix", () => {
    const sunday = at("2026-11-22T03:00:00Z");
    expect(scheduleFor("pix", sunday)).toEqual(sunday);
    expect(scheduleFor("ted", sunday).toISOString()).toBe("2026-11-23T09:30:00.000Z");
  });
});
