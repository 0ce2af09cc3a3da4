import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The screens Lighthouse measures on a phone must have their text in the first paint: no loading
 * boundary may wrap the overview (a `loading.tsx` in app/ or app/(dashboard)/ would) or the charges,
 * receivables and anticipations lists, while every other screen keeps its skeleton in a `loading.tsx`
 * of its area (components/layout/screen-skeleton.tsx says why).
 */
const FIRST_PAINT_AREAS = ["charges", "receivables", "anticipations"];
const app = path.resolve(import.meta.dirname, "../../app");
const dashboard = path.join(app, "(dashboard)");

function hasPage(dir: string): boolean {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some((e) => (e.isDirectory() ? hasPage(path.join(dir, e.name)) : e.name === "page.tsx"));
}

describe("loading boundaries", () => {
  it("leave the overview's first paint alone", () => {
    expect(fs.existsSync(path.join(app, "loading.tsx"))).toBe(false);
    expect(fs.existsSync(path.join(dashboard, "loading.tsx"))).toBe(false);
  });

  it("leave the measured lists' first paint alone, and keep the skeleton of the screens under them", () => {
    for (const area of FIRST_PAINT_AREAS) expect(fs.existsSync(path.join(dashboard, area, "loading.tsx"))).toBe(false);
    for (const screen of ["charges/[id]", "charges/reviews"])
      expect(fs.existsSync(path.join(dashboard, screen, "loading.tsx"))).toBe(true);
  });

  it("give every other area of the dashboard its skeleton", () => {
    const areas = fs
      .readdirSync(dashboard, { withFileTypes: true })
      // The catch-all only answers the dashboard's 404: it has nothing to load.
      .filter((e) => e.isDirectory() && !e.name.startsWith("[") && hasPage(path.join(dashboard, e.name)))
      .filter((e) => !FIRST_PAINT_AREAS.includes(e.name))
      .map((e) => e.name);
    expect(areas.length).toBeGreaterThan(5);
    expect(areas.filter((a) => !fs.existsSync(path.join(dashboard, a, "loading.tsx")))).toEqual([]);
  });
});
