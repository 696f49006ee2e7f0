/**
 * Where the end labels of lines that stop before the chart's last point may sit (lib/standings/
 * stack-chart.ts places them): just before the line's end, on its level or up to MAX_LIFT label
 * gaps above it, wherever the label's box clears every label already placed and stays inside the
 * chart; where none does, the line goes unlabelled (the table beside the chart names every player).
 * Late season, fifteen lines end on the floor a step apart, and a phone's chart has room for few
 * of their names: the most recent eliminations are placed first, as the ones a fan looks for.
 */

/** A label's box: its left and right edges and its baseline, in the chart's units. */
export interface LabelBox {
  left: number;
  right: number;
  y: number;
}

/** An end label to place: the point it belongs to and the words it says. */
export interface EarlyLabel {
  endX: number;
  endY: number;
  text: string;
}

/** The gap between a line's end and its label, as the chart draws it (StackChartSvg: x - 8). */
export const LABEL_OFFSET = 8;
/** How many label gaps a label may rise above its line's end before it would read as another's. */
export const MAX_LIFT = 2;
/**
 * A generous average glyph width, in ems, for the system UI face the chart's labels are set in
 * (players' names measure 0.52-0.56 in DejaVu Sans, less in the faces phones and desktops ship):
 * a box estimated too wide only leaves a label out, one too narrow would overlap another.
 */
const GLYPH_EM = 0.6;

/** The box of `text` ending LABEL_OFFSET before x (text-anchor end), on baseline y. */
export function boxBefore(text: string, x: number, y: number, fontSize: number): LabelBox {
  const right = x - LABEL_OFFSET;
  return { left: right - text.length * GLYPH_EM * fontSize, right, y };
}

/** The box of `text` starting LABEL_OFFSET after x (text-anchor start), on baseline y. */
export function boxAfter(text: string, x: number, y: number, fontSize: number): LabelBox {
  const left = x + LABEL_OFFSET;
  return { left, right: left + text.length * GLYPH_EM * fontSize, y };
}

const clash = (a: LabelBox, b: LabelBox, gap: number) =>
  a.left < b.right && b.left < a.right && Math.abs(a.y - b.y) < gap;

/**
 * Baselines for `labels` (in the order given; undefined where there is no room), each clear of
 * `placed` (the words already on the chart: the chip axis's, the labels after the latest point)
 * and of each other, inside the chart ([0, ...] across, [top, bottom] down).
 */
export function placeEarlyLabels(
  labels: readonly EarlyLabel[],
  placed: readonly LabelBox[],
  area: { top: number; bottom: number; gap: number; fontSize: number },
): (number | undefined)[] {
  const taken = [...placed];
  const order = labels.map((l, i) => ({ l, i })).sort((a, b) => b.l.endX - a.l.endX || a.i - b.i);
  const out = new Array<number | undefined>(labels.length).fill(undefined);
  for (const { l, i } of order) {
    for (let lift = 0; lift <= MAX_LIFT; lift++) {
      const y = Math.min(l.endY, area.bottom) - lift * area.gap;
      const box = boxBefore(l.text, l.endX, y, area.fontSize);
      if (y < area.top || box.left < 0 || taken.some((t) => clash(t, box, area.gap))) continue;
      taken.push(box);
      out[i] = y;
      break;
    }
  }
  return out;
}

/**
 * Which points get their name under the axis: every one where the names fit a step apart, else
 * every k-th counted back from the latest (which is always named), so no two names touch.
 */
export function namedTicks(points: readonly string[], step: number, fontSize: number): boolean[] {
  const widest = Math.max(0, ...points.map((p) => p.length)) * GLYPH_EM * fontSize;
  const every = Math.max(1, Math.ceil((widest + LABEL_OFFSET) / step));
  return points.map((_, i) => (points.length - 1 - i) % every === 0);
}
