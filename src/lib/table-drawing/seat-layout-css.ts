/**
 * The drawn table's layout (seat-layout.ts) as the stylesheet that places everything, for every
 * number of players, tall below WIDE_FROM_REM and wide from it: served to the build as a module
 * (astro.config.mjs), so the drawing and the tested layout are one rule. A page keeps only the
 * rules of its own table (lib/delivery/page-css.ts).
 */
import type { Box, Size } from './table-geometry.ts';
import { TABLE_SHAPES, WIDE_FROM_REM, tableLayout, type TableShape } from './seat-layout.ts';

const pct = (part: number, whole: number) => `${Math.round((part / whole) * 10000) / 100}%`;
const px = (size: Size) => `width:${size.width}px;height:${size.height}px`;

/** The rules that place a layout's boxes in its frame, for tables of `players`. */
function placeRules(players: number, shape: TableShape): string {
  const l = tableLayout(players, shape);
  const { width: w, height: h } = l.frame;
  const at = (b: Box) => `left:${pct(b.cx, w)};top:${pct(b.cy, h)}`;
  const table = `.table-frame.seats-${players}`;
  return [
    `${table}{aspect-ratio:${w}/${h}}`,
    `${table} .table-felt{left:${pct(l.felt.cx - l.felt.rx, w)};top:${pct(l.felt.cy - l.felt.ry, h)};width:${pct(2 * l.felt.rx, w)};height:${pct(2 * l.felt.ry, h)}}`,
    ...l.seats.map((b, i) => `${table} .table-seat.at-${i}{${at(b)}}`),
    ...l.bets.map((b, i) => `${table} .table-bet.at-${i}{${at(b)}}`),
    `${table} .table-board{${at(l.board)}}`,
    `${table} .table-pots{${at(l.pots)}}`,
  ].join('');
}

function shapeRules(shape: TableShape): string {
  const spec = TABLE_SHAPES[shape];
  return [
    `.table-frame{max-width:${spec.maxWidth}px}`,
    `.table-seat{${px(spec.seat)}}`,
    `.table-bet{${px(spec.bet)}}`,
    `.table-board{${px(spec.board)}}`,
    `.table-pots{${px(spec.pots)}}`,
    ...Array.from({ length: 9 }, (_, i) => placeRules(i + 2, shape)),
  ].join('');
}

/** The stylesheet: the tall shape's rules, then the wide one's from the breakpoint. */
export function tableLayoutCss(): string {
  return `${shapeRules('tall')}@media (width >= ${WIDE_FROM_REM}rem){${shapeRules('wide')}}\n`;
}
