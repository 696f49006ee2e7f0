/**
 * Where things sit on the drawn table (components/hands/HandTable.astro): an oval felt (a capsule,
 * as card tables are), 2 to 10 seats around its rail in seat order, each seat's bet in front of it,
 * the board in the middle and the pots beside it (the dealer button is drawn on its seat). Two
 * shapes: tall for a phone held upright (below 48rem), wide from 48rem.
 *
 * Boxes have fixed sizes in px per shape. A layout is computed once per shape and number of
 * players, at the narrowest frame the shape is drawn at, and written as percentages of the frame
 * (tableLayoutCss): a wider frame only moves the centres apart by one factor while the boxes keep
 * their size, so what is clear at the narrowest frame is clear at every width of the shape
 * (seat-layout.test.ts checks the widths too). The frame's height is the least, in steps, that
 * keeps everything clear: a table of more players is a longer oval.
 *
 * The seats go clockwise from the bottom, as a broadcast's table reads: p1 (left of the button)
 * first and the button last, at the bottom, spaced evenly along the rail; the ring is turned by up
 * to a quarter of a seat, and the board moved up or down, where the boxes need it.
 */

import {
  GAP,
  boxOnFelt,
  inward,
  railPoint,
  separation,
  tightest,
  type Box,
  type Felt,
  type Size,
} from './table-geometry.ts';

export type { Box, Felt } from './table-geometry.ts';
export { GAP, boxOnFelt, separation } from './table-geometry.ts';

export type TableShape = 'tall' | 'wide';

export interface ShapeSpec {
  /** The narrowest and widest frame (px) the shape is drawn at. */
  minWidth: number;
  maxWidth: number;
  /** The boxes, in px: a seat (portrait, cards, name, stack, a note), its bet, the board, the pots. */
  seat: Size;
  bet: Size;
  board: Size;
  pots: Size;
}

/** Below this the tall shape, from it the wide one (rem, as the stylesheet's breakpoints). */
export const WIDE_FROM_REM = 48;

export const TABLE_SHAPES: Record<TableShape, ShapeSpec> = {
  // A 320 px phone's frame is 288 px (the page's 1rem padding each side); 26rem at most.
  tall: {
    minWidth: 288,
    maxWidth: 416,
    seat: { width: 80, height: 100 },
    bet: { width: 50, height: 18 },
    board: { width: 118, height: 32 },
    pots: { width: 118, height: 30 },
  },
  // 48rem less the page's 1.5rem padding each side is 720 px; 60rem at most.
  wide: {
    minWidth: 720,
    maxWidth: 960,
    seat: { width: 140, height: 116 },
    bet: { width: 84, height: 24 },
    board: { width: 212, height: 50 },
    pots: { width: 200, height: 40 },
  },
};

export interface TableLayout {
  shape: TableShape;
  frame: Size;
  felt: Felt;
  seats: Box[];
  /** Each seat's bet, between it and the middle. */
  bets: Box[];
  board: Box;
  pots: Box;
}

/** Every box of a layout, for the overlap checks. */
export const layoutBoxes = (l: TableLayout): Box[] => [...l.seats, ...l.bets, l.board, l.pots];

/** Turns of the ring tried, in eighths of a seat either way (up to a quarter), the untouched ring first. */
const TURNS = [0, 1, -1, 2, -2];
/** Where the board may sit: the middle, or moved up or down in steps of GAP (px), nearest first. */
const BOARD_SHIFTS = [0, ...Array.from({ length: 16 }, (_, i) => (i % 2 ? -1 : 1) * GAP * (Math.floor(i / 2) + 1))];

/** A bet's place tried, nearest its seat first: further in along the normal, then sideways along the rail (px). */
const BET_MOVES = [0, 6, 12, 18, 24].flatMap((inwards) =>
  [0, 12, -12, 24, -24].map((sideways) => [inwards, sideways] as const),
);

/**
 * The ring turned by `turn` eighths of a seat, with each place for the board and the pots that
 * clears the seats, and the bets placed seat by seat where each first clears all placed before it
 * (undefined when some bet has no clear place).
 */
function* rings(players: number, shape: TableShape, frame: Size, turn: number): Generator<TableLayout> {
  const spec = TABLE_SHAPES[shape];
  const felt = {
    cx: frame.width / 2,
    cy: frame.height / 2,
    rx: (frame.width - spec.seat.width) / 2,
    ry: (frame.height - spec.seat.height) / 2,
  };
  const points = Array.from({ length: players }, (_, i) => railPoint(felt, (i + 1 + turn / 8) / players));
  const seats = points.map((p) => ({ cx: p.x, cy: p.y, ...spec.seat }));
  if (tightest(seats) < GAP - 1e-9) return;
  const up = (spec.board.height + spec.pots.height) / 2 + GAP;
  const aside = (spec.board.width + spec.pots.width) / 2 + GAP;
  const clear = (box: Box, placed: readonly Box[]) =>
    boxOnFelt(felt, box) && placed.every((other) => separation(box, other) >= GAP - 1e-9);
  for (const shift of BOARD_SHIFTS) {
    const board = { cx: felt.cx, cy: felt.cy + shift, ...spec.board };
    if (!clear(board, seats)) continue;
    for (const [dx, dy] of [
      [0, -up],
      [0, up],
      [-aside, 0],
      [aside, 0],
    ] as const) {
      const pots = { cx: board.cx + dx, cy: board.cy + dy, ...spec.pots };
      const placed: Box[] = [...seats, board];
      if (!clear(pots, placed)) continue;
      placed.push(pots);
      const bets: Box[] = [];
      for (const p of points) {
        const t = inward(spec.seat, spec.bet, p.nx, p.ny);
        const bet = BET_MOVES.map(([inwards, sideways]) => ({
          cx: p.x + p.nx * (t + inwards) - p.ny * sideways,
          cy: p.y + p.ny * (t + inwards) + p.nx * sideways,
          ...spec.bet,
        })).find((b) => clear(b, placed));
        if (!bet) break;
        bets.push(bet);
        placed.push(bet);
      }
      if (bets.length === players) yield { shape, frame, felt, seats, bets, board, pots };
    }
  }
}

/** The frame's height over width tried for a shape, shortest first: a table of more players is a longer oval. */
const ASPECTS: Record<TableShape, number[]> = {
  tall: Array.from({ length: 25 }, (_, i) => 1 + i * 0.05),
  wide: Array.from({ length: 19 }, (_, i) => 0.45 + i * 0.025),
};

/**
 * The layout of a table of `players` in `shape`, at the shape's narrowest frame: the shortest frame
 * in which a turn of the ring (the untouched one first) keeps everything clear. Throws when none does.
 */
export function tableLayout(players: number, shape: TableShape): TableLayout {
  if (!Number.isInteger(players) || players < 2 || players > 10) {
    throw new Error(`a drawn table seats 2 to 10 players, not ${players}`);
  }
  const width = TABLE_SHAPES[shape].minWidth;
  for (const aspect of ASPECTS[shape]) {
    const frame = { width, height: Math.round(width * aspect) };
    for (const turn of TURNS) for (const layout of rings(players, shape, frame, turn)) return layout;
  }
  throw new Error(`no clear ${shape} layout for ${players} players: the shape's boxes are too large for its frame`);
}

/**
 * A layout as the stylesheet draws it in a frame `width` px wide: every centre (and the felt) at the
 * same percentage of the frame, every box its own size.
 */
export function atWidth(layout: TableLayout, width: number): TableLayout {
  const k = width / layout.frame.width;
  const move = (b: Box): Box => ({ ...b, cx: b.cx * k, cy: b.cy * k });
  return {
    ...layout,
    frame: { width, height: layout.frame.height * k },
    felt: { cx: layout.felt.cx * k, cy: layout.felt.cy * k, rx: layout.felt.rx * k, ry: layout.felt.ry * k },
    seats: layout.seats.map(move),
    bets: layout.bets.map(move),
    board: move(layout.board),
    pots: move(layout.pots),
  };
}

/**
 * A layout scaled as one picture, boxes and all, to fit in `width` x `height` (a share card draws the
 * table so, lib/seo/og-table-card.ts): one factor for everything keeps everything as clear as it was.
 */
export function fitLayout(layout: TableLayout, width: number, height: number): TableLayout {
  const k = Math.min(width / layout.frame.width, height / layout.frame.height);
  const scale = (b: Box): Box => ({ cx: b.cx * k, cy: b.cy * k, width: b.width * k, height: b.height * k });
  return {
    ...layout,
    frame: { width: layout.frame.width * k, height: layout.frame.height * k },
    felt: { cx: layout.felt.cx * k, cy: layout.felt.cy * k, rx: layout.felt.rx * k, ry: layout.felt.ry * k },
    seats: layout.seats.map(scale),
    bets: layout.bets.map(scale),
    board: scale(layout.board),
    pots: scale(layout.pots),
  };
}
