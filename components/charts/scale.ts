/**
 * The value axis of a bar chart: round tick values that cover every stacked total, and where a value
 * sits on it, in percent of the plot's height. Pure, so the chart draws the same on the server and in
 * the browser, and tests read it without a DOM.
 */
export interface ValueScale {
  lo: number;
  hi: number;
  ticks: number[];
  /** Height above the plot's bottom edge, in percent. */
  percentOf: (value: number) => number;
}

/** The 1-2-2.5-5-10 step that splits `span` into about `count` intervals. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const n = raw / magnitude;
  const nice = n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * A scale from min(0, lowest) to max(highest, floor), so bars always start at zero and an empty chart
 * still shows a plain axis up to `floor` instead of repeated zeros.
 */
export function valueScale(lowest: number, highest: number, { floor = 1, ticks = 4 } = {}): ValueScale {
  const min = Math.min(0, lowest);
  const max = Math.max(highest, floor);
  const step = niceStep(max - min, ticks);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const values: number[] = [];
  // Integer steps, so no 0.30000000000000004 creeps into a tick.
  for (let i = 0; lo + i * step <= hi + step / 1e6; i++) values.push(Math.round((lo + i * step) * 1e6) / 1e6);
  return { lo, hi, ticks: values, percentOf: (v) => ((v - lo) / (hi - lo)) * 100 };
}

/** The totals a stacked column reaches above and below zero. */
export function stackExtent(values: number[]): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const v of values) {
    if (v >= 0) up += v;
    else down += v;
  }
  return { up, down };
}

/**
 * Where each value of a stacked column runs: positive values stack up from zero and negative ones down
 * from it, in the given order; zeros are left out. `outer` marks the segment at each stack's far end.
 */
export function stackSegments<K extends string>(
  values: Array<{ key: K; value: number }>,
): Array<{ key: K; value: number; from: number; to: number; outer: boolean }> {
  const segments: Array<{ key: K; value: number; from: number; to: number; outer: boolean }> = [];
  let up = 0;
  let down = 0;
  for (const { key, value } of values) {
    if (value === 0) continue;
    const from = value > 0 ? up : down + value;
    if (value > 0) up += value;
    else down += value;
    segments.push({ key, value, from, to: from + Math.abs(value), outer: false });
  }
  const lastUp = segments.findLast((s) => s.value > 0);
  const lastDown = segments.findLast((s) => s.value < 0);
  for (const s of segments) s.outer = s === lastUp || s === lastDown;
  return segments;
}
