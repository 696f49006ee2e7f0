import { describe, expect, it } from 'vitest';
import {
  GAP,
  TABLE_SHAPES,
  WIDE_FROM_REM,
  atWidth,
  fitLayout,
  boxOnFelt,
  layoutBoxes,
  separation,
  tableLayout,
  type Box,
  type TableLayout,
  type TableShape,
} from './seat-layout.ts';

/**
 * The frame a viewport gives the table: the page's container less its padding (1rem each side, 1.5rem
 * from 40rem: styles/components.css .container-page), up to the shape's widest frame.
 */
function frameAt(viewport: number): { shape: TableShape; width: number } {
  const shape: TableShape = viewport >= WIDE_FROM_REM * 16 ? 'wide' : 'tall';
  const padding = viewport >= 640 ? 48 : 32;
  return { shape, width: Math.min(viewport - padding, TABLE_SHAPES[shape].maxWidth) };
}

const inFrame = (l: TableLayout, b: Box) =>
  b.cx - b.width / 2 >= -1e-9 &&
  b.cy - b.height / 2 >= -1e-9 &&
  b.cx + b.width / 2 <= l.frame.width + 1e-9 &&
  b.cy + b.height / 2 <= l.frame.height + 1e-9;

/** Boxes closer than `least` (px), by name. */
function overlaps(l: TableLayout, least = GAP): string[] {
  const boxes = layoutBoxes(l);
  const names = [...l.seats.map((_, i) => `seat ${i}`), ...l.bets.map((_, i) => `bet ${i}`), 'board', 'pots'];
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b, k) => {
      if (separation(a, b) < least - 1e-6) found.push(`${names[i]} and ${names[i + 1 + k]}`);
    }),
  );
  return found;
}

describe('tableLayout', () => {
  // The widths, and each shape's narrowest and widest frame.
  for (const viewport of [320, 360, 767, 768, 1024, 1440]) {
    const { shape, width } = frameAt(viewport);
    for (let players = 2; players <= 10; players++) {
      it(`${players} players at ${viewport} px (${shape}, a ${width} px frame): in the frame and on the felt, nothing overlapping`, () => {
        const l = atWidth(tableLayout(players, shape), width);
        expect(l.seats).toHaveLength(players);
        expect(l.seats.filter((s) => !inFrame(l, s))).toEqual([]);
        // Each seat's centre is on the rail; bets, board and pots lie wholly on the felt.
        for (const s of l.seats) expect(boxOnFelt(l.felt, { ...s, width: 0, height: 0 })).toBe(true);
        expect([...l.bets, l.board, l.pots].filter((b) => !boxOnFelt(l.felt, b))).toEqual([]);
        expect(overlaps(l)).toEqual([]);
        // The frame never scrolls sideways: it is as wide as the page gives it.
        expect(l.frame.width).toBeLessThanOrEqual(viewport);
      });
    }
  }

  it('seats clockwise from the bottom: the button last, in the bottom half; heads-up, p1 across from it', () => {
    for (const shape of ['tall', 'wide'] as const) {
      for (let players = 2; players <= 10; players++) {
        const l = tableLayout(players, shape);
        expect((l.seats[players - 1] as Box).cy, `${shape} ${players}`).toBeGreaterThan(l.felt.cy);
        // Screen y grows downwards, so the angle about the middle grows clockwise: from the button
        // on, each seat is further round, and the ring goes round once.
        const angle = (b: Box) => Math.atan2(b.cy - l.felt.cy, b.cx - l.felt.cx);
        const start = angle(l.seats[players - 1] as Box);
        const turns = l.seats.map((s) => (angle(s) - start + 4 * Math.PI) % (2 * Math.PI));
        expect(turns.slice(0, -1), `${shape} ${players}`).toEqual([...turns.slice(0, -1)].sort((a, b) => a - b));
      }
      const headsUp = tableLayout(2, shape);
      expect((headsUp.seats[0] as Box).cy).toBeLessThan(headsUp.felt.cy);
    }
  });

  it('each bet sits between its seat and the middle of the table', () => {
    for (const shape of ['tall', 'wide'] as const) {
      for (let players = 2; players <= 10; players++) {
        const l = tableLayout(players, shape);
        l.bets.forEach((bet, i) => {
          const seat = l.seats[i] as Box;
          const d = (b: Box) => Math.hypot(b.cx - l.felt.cx, b.cy - l.felt.cy);
          expect(d(bet), `${shape} ${players} seat ${i}`).toBeLessThan(d(seat));
        });
      }
    }
  });

  it('scales as one picture to fit a share card, staying clear', () => {
    for (let players = 2; players <= 10; players++) {
      const l = fitLayout(tableLayout(players, 'wide'), 1096, 470);
      expect(l.frame.width).toBeLessThanOrEqual(1096 + 1e-9);
      expect(l.frame.height).toBeLessThanOrEqual(470 + 1e-9);
      expect(Math.max(l.frame.width / 1096, l.frame.height / 470)).toBeCloseTo(1);
      expect(l.seats.filter((s) => !inFrame(l, s))).toEqual([]);
      // Scaled down, the gaps shrink with everything else, but nothing touches.
      expect(overlaps(l, 1)).toEqual([]);
    }
  });

  it('refuses a table it cannot draw', () => {
    expect(() => tableLayout(1, 'tall')).toThrow('a drawn table seats 2 to 10 players, not 1');
    expect(() => tableLayout(11, 'wide')).toThrow('not 11');
  });
});
