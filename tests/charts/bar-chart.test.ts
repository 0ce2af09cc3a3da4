import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, narrowLabelStep, type BarChartProps } from "@/components/charts/bar-chart";
import { monthAxisLabel } from "@/components/charts/axis-labels";
import { niceStep, stackExtent, stackSegments, valueScale } from "@/components/charts/scale";

describe("the value axis", () => {
  it("steps by 1, 2, 2.5 or 5 of a power of ten", () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(1_000_000, 4)).toBe(250_000);
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(0, 4)).toBe(1);
  });

  it("starts at zero, covers the highest value and reaches at least the floor", () => {
    const s = valueScale(0, 123_456, { floor: 10_000 });
    expect(s.ticks[0]).toBe(0);
    expect(s.ticks.at(-1)).toBeGreaterThanOrEqual(123_456);
    expect(s.percentOf(0)).toBe(0);
    expect(s.percentOf(s.hi)).toBe(100);
    const empty = valueScale(0, 0, { floor: 10_000 });
    expect(empty.ticks).toEqual([0, 2500, 5000, 7500, 10_000]);
  });

  it("goes below zero for a negative value, with zero on a tick", () => {
    const s = valueScale(-3_000, 9_000);
    expect(s.lo).toBeLessThanOrEqual(-3_000);
    expect(s.ticks).toContain(0);
    expect(s.percentOf(0)).toBeGreaterThan(0);
  });

  it("stacks positives up and negatives down", () => {
    expect(stackExtent([5, -2, 3, -1, 0])).toEqual({ up: 8, down: -3 });
  });
});

function render(props: Partial<BarChartProps> & Pick<BarChartProps, "columns" | "series">): string {
  return renderToStaticMarkup(
    createElement(BarChart, {
      title: "Revenue",
      plotHeight: "h-60",
      formatTick: (v: number) => `t${v}`,
      formatValue: (v: number) => `v${v}`,
      ...props,
    }),
  );
}

/** The bar segments of one column, as `bottom%/height%/colour`. */
function segmentsOf(html: string, column: string): string[] {
  const li = html.split(`data-column="${column}"`)[1]?.split("</li>")[0] ?? "";
  return [...li.matchAll(/bottom:([\d.]+)%;height:max\(([\d.]+)%, 1px\);background-color:(#\w+)/g)].map(
    (m) => `${Number(m[1]).toFixed(1)}/${Number(m[2]).toFixed(1)}/${m[3]}`,
  );
}

describe("the bar chart", () => {
  const revenue = { key: "r", label: "Revenue", color: "#4f46e5", negativeColor: "#ef4444" };

  it("draws each value at its height, a negative one below zero in its own colour", () => {
    const html = render({
      series: [revenue],
      columns: [
        { key: "2026-01", label: "jan", values: { r: 10_000 } },
        { key: "2026-02", label: "feb", values: { r: -5_000 } },
      ],
    });
    // The axis runs from -5,000 to 10,000, so zero sits at a third of the height.
    expect(segmentsOf(html, "2026-01")).toEqual(["33.3/66.7/#4f46e5"]);
    expect(segmentsOf(html, "2026-02")).toEqual(["0.0/33.3/#ef4444"]);
  });

  it("stacks series in order and leaves out a zero", () => {
    const html = render({
      series: [
        { key: "a", label: "A", color: "#000001" },
        { key: "b", label: "B", color: "#000002" },
        { key: "c", label: "C", color: "#000003" },
      ],
      columns: [{ key: "x", label: "x", values: { a: 2_500, b: 0, c: 7_500 } }],
    });
    expect(segmentsOf(html, "x")).toEqual(["0.0/25.0/#000001", "25.0/75.0/#000003"]);
  });

  it("says each column's figures as text, and in the tooltip its details", () => {
    const html = render({
      series: [revenue],
      columns: [
        {
          key: "m",
          label: "nov. de 2026",
          values: { r: 700 },
          details: [
            { label: "Captured", value: "R$ 10,00" },
            { label: "Revenue", value: "R$ 7,00", strong: true },
          ],
        },
      ],
    });
    expect(html).toContain('<span class="sr-only">nov. de 2026: Captured R$ 10,00, Revenue R$ 7,00</span>');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-label="Revenue"');
  });

  it("labels months short, with the year under the first column and January", () => {
    expect(monthAxisLabel("2025-12", "en", 0)).toEqual({ axisLabel: "Dec", axisNote: "2025" });
    expect(monthAxisLabel("2026-01", "pt-BR", 1)).toEqual({ axisLabel: "jan.", axisNote: "2026" });
    expect(monthAxisLabel("2026-02", "pt-BR", 2)).toEqual({ axisLabel: "fev." });
  });
});

describe("stacked segments", () => {
  it("run from zero outwards and mark each stack's far end", () => {
    expect(
      stackSegments([
        { key: "a", value: 3 },
        { key: "b", value: -2 },
        { key: "c", value: 0 },
        { key: "d", value: 4 },
        { key: "e", value: -1 },
      ]),
    ).toEqual([
      { key: "a", value: 3, from: 0, to: 3, outer: false },
      { key: "b", value: -2, from: -2, to: 0, outer: false },
      { key: "d", value: 4, from: 3, to: 7, outer: true },
      { key: "e", value: -1, from: -3, to: -2, outer: true },
    ]);
  });
});

describe("the labels under the columns on a phone", () => {
  const column = (key: string, axisNote?: string) => ({ key, label: key, axisNote, values: { r: 1 } });
  const series = [{ key: "r", label: "R", color: "#000000" }];
  const months = ["2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07"];

  it("show about six, whatever the number of columns", () => {
    expect(narrowLabelStep(6)).toBe(1);
    expect(narrowLabelStep(8)).toBe(2);
    expect(narrowLabelStep(12)).toBe(2);
    expect(narrowLabelStep(24)).toBe(4);
  });

  it("move a hidden January's year to the next label shown", () => {
    const html = render({
      series,
      columns: months.map((m) => column(m, m === "2025-12" ? "2025" : m === "2026-01" ? "2026" : undefined)),
    });
    const labels = [...html.matchAll(/<li class="flex min-w-0 flex-1 flex-col[^"]*">(.*?)<\/li>/g)].map((m) => m[0]);
    expect(labels).toHaveLength(8);
    // Eight columns: every other label shows below md; January's is hidden, so its year goes under February.
    expect(labels[1]).toContain("invisible md:visible");
    expect(labels[1]).toContain('<span class="hidden md:block text-[0.625rem] text-slate-500">2026</span>');
    expect(labels[2]).not.toContain("invisible");
    expect(labels[2]).toContain('<span class="block md:hidden text-[0.625rem] text-slate-500">2026</span>');
    expect(labels[4]).not.toContain("2026</span>");
  });

  it("carry a year over several hidden columns", () => {
    // Twenty-four months from December: a label every fourth column (Dec, Apr, Aug…); January's year goes under April.
    const html = render({
      series,
      columns: Array.from({ length: 24 }, (_, i) => {
        const month = `${2025 + Math.floor((i + 11) / 12)}-${String(((i + 11) % 12) + 1).padStart(2, "0")}`;
        return column(month, i === 0 || month.endsWith("-01") ? month.slice(0, 4) : undefined);
      }),
    });
    const narrow = [
      ...html.matchAll(/<li class="flex[^"]*">([^<]*)(?:(?!<\/li>).)*?block md:hidden[^>]*>(\d{4})</g),
    ].map((m) => `${m[1]} ${m[2]}`);
    // December 2025 shows its own year at every width; each hidden January's year shows under April.
    expect(html).toContain('2025-12<span class="block text-[0.625rem] text-slate-500">2025</span>');
    expect(narrow).toEqual(["2026-04 2026", "2027-04 2027"]);
  });
});
