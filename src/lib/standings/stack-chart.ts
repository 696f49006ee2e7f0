/**
 * The chip-count chart of the field (/standings/), laid out at build time so it needs
 * no JavaScript: d3-scale places the points, d3-shape draws each player's line, and this module
 * only decides what the chart says: one line per player across the counted episodes, the players
 * still in picked out, each line labelled at its end (no legend to hunt) where there is room,
 * labels kept apart.
 * An Astro component renders the result as SVG; the table beside it carries the same numbers.
 */
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { boxAfter, boxBefore, namedTicks, placeEarlyLabels } from './chart-labels.ts';

export interface ChartSeries {
  slug: string;
  /** What the line is labelled with at its end (the player's name). */
  label: string;
  /** Chips at each point, undefined where the player had none counted (out, or not yet counted). */
  chips: readonly (number | undefined)[];
  /** Still in: drawn in the accent colour, labelled, above the others. */
  stillIn: boolean;
}

export interface ChartLine {
  slug: string;
  label: string;
  stillIn: boolean;
  /** SVG path data. */
  d: string;
  /**
   * Where the line ends, and where its label sits (nudged apart from its neighbours); no label
   * where none fits (lib/standings/chart-labels.ts).
   */
  end: { x: number; y: number };
  labelY: number | undefined;
  /**
   * Which side of its end the label sits: after it (start) for lines reaching the latest point,
   * before it (end) for lines that stop earlier, so the label does not run into the next point's.
   */
  labelAnchor: 'start' | 'end';
}

export interface StackChart {
  width: number;
  height: number;
  /** The labels' and axes' text size, in the chart's units. */
  fontSize: number;
  /** The plot area inside the chart's margins. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** The points named under the axis (every one, or every k-th back from the latest where they crowd). */
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  /** Players out first, so the lines still in are drawn over them. */
  lines: ChartLine[];
}

export interface ChartSize {
  width: number;
  height: number;
  /** Room on the right for the end labels. */
  labelWidth: number;
  /** The labels' text size, in the chart's units: how much room a label takes. */
  fontSize: number;
}

const MARGIN = { top: 12, bottom: 28, left: 52 };
/** The least distance between two end labels' baselines: a label's box (about 1.2em at 13 units) and a gap. */
export const LABEL_GAP = 16;

/** Chips in the axis's words: 250,000 -> 250K, 1,500,000 -> 1.5M. */
export function chipsLabel(n: number): string {
  if (n >= 1_000_000) return `${Number((n / 1_000_000).toFixed(2))}M`;
  if (n >= 1_000) return `${Number((n / 1_000).toFixed(1))}K`;
  return String(n);
}

/**
 * Label positions for line ends at `ys` (any order): each as near its line's end as it can be,
 * none closer than `gap` to another, all inside [top, bottom]. Returns them in the order given.
 */
export function dodge(ys: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const placed = order.map((o) => o.y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k] ?? 0, (placed[k - 1] ?? 0) + gap);
  // Pushed past the bottom: shift the run back up, then keep the top inside too.
  const overflow = (placed.at(-1) ?? bottom) - bottom;
  if (overflow > 0) for (let k = 0; k < placed.length; k++) placed[k] = (placed[k] ?? 0) - overflow;
  for (let k = 0; k < placed.length; k++) placed[k] = Math.max(placed[k] ?? 0, top + k * gap);
  const out = new Array<number>(ys.length);
  order.forEach((o, k) => (out[o.i] = placed[k] ?? o.y));
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function stackChart(points: readonly string[], series: readonly ChartSeries[], size: ChartSize): StackChart {
  if (points.length === 0) throw new Error('stack chart: no points to draw');
  const plot = {
    left: MARGIN.left,
    right: size.width - size.labelWidth,
    top: MARGIN.top,
    bottom: size.height - MARGIN.bottom,
  };
  const x = scalePoint<string>().domain(points).range([plot.left, plot.right]).padding(0.1);
  const most = Math.max(0, ...series.flatMap((s) => s.chips.filter((c): c is number => c !== undefined)));
  const y = scaleLinear()
    .domain([0, most || 1])
    .nice(4)
    .range([plot.bottom, plot.top]);
  const at = (i: number) => x(points[i] ?? '') ?? plot.left;
  const path = line<number | undefined>()
    .digits(1)
    .defined((c) => c !== undefined)
    .x((_, i) => at(i))
    .y((c) => y(c ?? 0));

  const drawn = series
    .map((s) => {
      const last = s.chips.findLastIndex((c) => c !== undefined);
      if (last < 0) return undefined;
      const d = path([...s.chips]);
      if (!d) return undefined;
      return { s, d, end: { x: round(at(last)), y: round(y(s.chips[last] ?? 0)) } };
    })
    .filter((l) => l !== undefined);
  const lastX = round(at(points.length - 1));
  const named = namedTicks(points, x.step(), size.fontSize);
  // The lines reaching the latest point are labelled after it, in the room kept for them, dodged
  // apart; the lines that stop earlier before their ends, where a label fits (chart-labels.ts).
  const labelY = new Map<string, number | undefined>();
  const reaching = drawn.filter((l) => l.end.x === lastX);
  const ys = dodge(
    reaching.map((l) => l.end.y),
    LABEL_GAP,
    plot.top,
    plot.bottom,
  );
  reaching.forEach((l, i) => labelY.set(l.s.slug, round(ys[i] ?? l.end.y)));
  const early = drawn.filter((l) => l.end.x !== lastX);
  const yTicks = y.ticks(4).map((v) => ({ y: round(y(v)), label: chipsLabel(v) }));
  const placed = placeEarlyLabels(
    early.map((l) => ({ endX: l.end.x, endY: l.end.y, text: l.s.label })),
    [
      ...yTicks.map((t) => boxBefore(t.label, plot.left, t.y, size.fontSize)),
      ...reaching.map((l) => boxAfter(l.s.label, l.end.x, labelY.get(l.s.slug) ?? l.end.y, size.fontSize)),
    ],
    { top: plot.top, bottom: plot.bottom, gap: LABEL_GAP, fontSize: size.fontSize },
  );
  early.forEach((l, i) => {
    const y = placed[i];
    labelY.set(l.s.slug, y === undefined ? undefined : round(y));
  });

  return {
    width: size.width,
    height: size.height,
    fontSize: size.fontSize,
    plot,
    xTicks: points.flatMap((label, i) => (named[i] ? [{ x: round(at(i)), label }] : [])),
    yTicks,
    lines: drawn
      .map(({ s, d, end }) => ({
        slug: s.slug,
        label: s.label,
        stillIn: s.stillIn,
        d,
        end,
        labelY: labelY.get(s.slug),
        labelAnchor: end.x < lastX ? ('end' as const) : ('start' as const),
      }))
      .sort((a, b) => Number(a.stillIn) - Number(b.stillIn)),
  };
}

/** A player's own stack across the points, for a profile: a small line, no axes. */
export interface Sparkline {
  width: number;
  height: number;
  d: string;
  /** Where the line ends (the latest count, or the floor where the player went out). */
  end: { x: number; y: number };
}

export function sparkline(
  chips: readonly (number | undefined)[],
  width: number,
  height: number,
): Sparkline | undefined {
  const last = chips.findLastIndex((c) => c !== undefined);
  if (last < 1) return undefined;
  const pad = 3;
  const x = scaleLinear()
    .domain([0, chips.length - 1])
    .range([pad, width - pad]);
  const most = Math.max(...chips.filter((c): c is number => c !== undefined));
  const y = scaleLinear()
    .domain([0, most || 1])
    .range([height - pad, pad]);
  const d = line<number | undefined>()
    .digits(1)
    .defined((c) => c !== undefined)
    .x((_, i) => x(i))
    .y((c) => y(c ?? 0))([...chips]);
  if (!d) return undefined;
  return { width, height, d, end: { x: round(x(last)), y: round(y(chips[last] ?? 0)) } };
}

/** Labels short enough for a phone's chart: each first name, or the whole name where two share one. */
export function shortLabels(names: readonly string[]): string[] {
  const first = names.map((n) => n.split(' ')[0] ?? n);
  return first.map((f, i) => (first.filter((g) => g === f).length > 1 ? (names[i] ?? f) : f));
}
