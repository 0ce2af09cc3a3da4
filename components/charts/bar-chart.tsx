import { stackExtent, stackSegments, valueScale } from "./scale";

/**
 * A stacked bar chart drawn with plain elements: no script, no measuring, the same markup on the server
 * and in the browser. It replaced recharts on the dashboard because recharts' 116 KB of JS, evaluated on
 * a phone's first screen, cost the overview, receivables and anticipations pages their Lighthouse score
 * (BENCHMARKS.md, "Issue 30"). Columns share the width; bars sit at percent heights of a fixed-height
 * plot, so the chart follows its box without a resize observer. A column shows its figures on hover,
 * and on focus, which is how a tap reaches them on a phone; screen readers read them as text.
 */
export interface BarSeries {
  key: string;
  label: string;
  color: string;
  /** Colour of a value below zero (a month with more refunds than captures). */
  negativeColor?: string;
}

export interface BarColumn {
  key: string;
  label: string;
  /** Under the column, when shorter than `label`; `axisNote` is a second, smaller line (a year). */
  axisLabel?: string;
  axisNote?: string;
  values: Record<string, number>;
  /** The lines of the column's tooltip; by default each series with its value. */
  details?: Array<{ label: string; value: string; strong?: boolean }>;
}

export interface BarChartProps {
  title: string;
  series: BarSeries[];
  columns: BarColumn[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** Tailwind height of the plot, e.g. "h-60". */
  plotHeight: string;
  /** The axis reaches at least this value, so an empty chart shows a plain axis. */
  floor?: number;
  legend?: boolean;
}

/**
 * Below `md`, a label is shown under every n-th column only, so that about six show: a phone's plot is
 * some 280 px wide, and twelve or twenty-four Portuguese month names (`dez.`, `2025`) do not fit one per
 * column. A shown label may run past its own column's edges into its hidden neighbours'.
 */
const NARROW_LABELS = 6;
export function narrowLabelStep(columns: number): number {
  return Math.max(1, Math.ceil(columns / NARROW_LABELS));
}

const AXIS = "w-16 shrink-0 sm:w-20";

export function BarChart(props: BarChartProps) {
  const { series, columns, formatTick, formatValue } = props;
  const extents = columns.map((c) => stackExtent(series.map((s) => c.values[s.key] ?? 0)));
  const scale = valueScale(Math.min(0, ...extents.map((e) => e.down)), Math.max(0, ...extents.map((e) => e.up)), {
    floor: props.floor,
  });
  const every = narrowLabelStep(columns.length);

  return (
    // Inline-size containment: the column labels never widen the chart's box (a grid track sized to its
    // content, as on a phone, would otherwise grow past the screen by the sum of twelve month names).
    <figure className="w-full contain-inline-size" aria-label={props.title}>
      <div className="flex">
        <div className={`relative ${AXIS} ${props.plotHeight}`} aria-hidden="true">
          {scale.ticks.map((v) => (
            <span
              key={v}
              className="absolute right-2 translate-y-1/2 text-xs whitespace-nowrap text-slate-500 tabular-nums"
              style={{ bottom: `${scale.percentOf(v)}%` }}
            >
              {formatTick(v)}
            </span>
          ))}
        </div>
        <div className={`relative min-w-0 flex-1 ${props.plotHeight}`}>
          {scale.ticks.map((v) => (
            <div
              key={v}
              aria-hidden="true"
              className={`absolute inset-x-0 border-t ${v === 0 ? "border-slate-300" : "border-slate-200"}`}
              style={{ bottom: `${scale.percentOf(v)}%` }}
            />
          ))}
          <ol className="absolute inset-0 flex">
            {columns.map((c, i) => (
              <Column
                key={c.key}
                column={c}
                series={series}
                percentOf={scale.percentOf}
                format={formatValue}
                // The tooltip shows in the other half of the plot, clear of the column it describes.
                side={i >= columns.length / 2 ? "right" : "left"}
              />
            ))}
          </ol>
        </div>
      </div>
      <div className="flex" aria-hidden="true">
        <div className={AXIS} />
        <ol className="flex min-w-0 flex-1">
          {columns.map((c, i) => (
            <li
              key={c.key}
              className={`flex min-w-0 flex-1 flex-col items-center pt-2 text-xs whitespace-nowrap text-slate-500 ${
                i % every === 0 ? "" : "invisible md:visible"
              }`}
            >
              {c.axisLabel ?? c.label}
              <AxisNote wide={c.axisNote} narrow={narrowNoteOf(columns, i, every)} />
            </li>
          ))}
        </ol>
      </div>
      {props.legend && (
        <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/**
 * A column's note below `md`, where only every `every`-th label shows: its own, or else the latest note
 * of the hidden columns since the last label shown (January's year goes under April), so no year is lost.
 */
function narrowNoteOf(columns: BarColumn[], i: number, every: number): string | undefined {
  if (i % every !== 0) return undefined;
  for (let j = i; j > i - every && j >= 0; j--) if (columns[j].axisNote) return columns[j].axisNote;
  return undefined;
}

function AxisNote({ wide, narrow }: { wide?: string; narrow?: string }) {
  const style = "text-[0.625rem] text-slate-500";
  if (wide === narrow) return wide ? <span className={`block ${style}`}>{wide}</span> : null;
  return (
    <>
      {wide && <span className={`hidden md:block ${style}`}>{wide}</span>}
      {narrow && <span className={`block md:hidden ${style}`}>{narrow}</span>}
    </>
  );
}

function Column({
  column,
  series,
  percentOf,
  format,
  side,
}: {
  column: BarColumn;
  series: BarSeries[];
  percentOf: (v: number) => number;
  format: (v: number) => string;
  side: "left" | "right";
}) {
  const lines =
    column.details ?? series.map((s) => ({ label: s.label, value: format(column.values[s.key] ?? 0), strong: false }));
  const segments = stackSegments(series.map((s) => ({ key: s.key, value: column.values[s.key] ?? 0 })));
  const colors = new Map(series.map((s) => [s.key, s]));
  return (
    <li
      tabIndex={0}
      // Not positioned itself: its tooltip is placed in the plot (the list), so it never leaves the chart.
      className="group flex-1 rounded-sm outline-none hover:bg-slate-100/70 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
      data-column={column.key}
    >
      <span className="relative block h-full" aria-hidden="true">
        <span className="absolute inset-y-0 left-1/2 w-3/5 max-w-10 -translate-x-1/2">
          {segments.map((g) => {
            const s = colors.get(g.key)!;
            const bottom = percentOf(g.from);
            return (
              <span
                key={g.key}
                className={`absolute inset-x-0 ${g.outer ? (g.value > 0 ? "rounded-t" : "rounded-b") : ""}`}
                style={{
                  bottom: `${bottom}%`,
                  height: `max(${percentOf(g.to) - bottom}%, 1px)`,
                  backgroundColor: g.value < 0 && s.negativeColor ? s.negativeColor : s.color,
                }}
              />
            );
          })}
        </span>
      </span>
      <span className="sr-only">
        {column.label}: {lines.map((l) => `${l.label} ${l.value}`).join(", ")}
      </span>
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-0 z-10 hidden w-max max-w-56 rounded-md bg-white px-3 py-2 text-xs shadow-lg ring-1 ring-slate-200 group-hover:block group-focus:block ${
          side === "left" ? "right-1" : "left-1"
        }`}
      >
        <span className="mb-1 block font-semibold text-slate-900">{column.label}</span>
        {lines.map((l) => (
          <span key={l.label} className={`block ${l.strong ? "font-medium text-slate-900" : "text-slate-600"}`}>
            {l.label}: {l.value}
          </span>
        ))}
      </span>
    </li>
  );
}
