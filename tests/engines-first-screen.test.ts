/** The other engines' first screen against Chromium's (e2e-engines/first-screen.ts): what counts as the same layout. */
import { describe, expect, it } from 'vitest';
import { BOX_TOLERANCE, boxDifferences, VIEWPORT } from '../e2e-engines/first-screen.ts';

const chromium = {
  header: { x: 0, y: 0, width: 360, height: 64 },
  h1: { x: 16, y: 120, width: 328, height: 88 },
  'first card': { x: 16, y: 700, width: 328, height: 500 },
  'second card': { x: 16, y: 1220, width: 328, height: 500 },
};

describe('boxDifferences', () => {
  it('holds the phone viewport and a pixel of rounding', () => {
    expect(VIEWPORT).toEqual({ width: 360, height: 780 });
    expect(BOX_TOLERANCE).toEqual({ x: 1, width: 1, y: 1, height: 1 });
  });

  it('passes the same boxes, and boxes a pixel apart', () => {
    expect(boxDifferences(chromium, chromium)).toEqual([]);
    expect(boxDifferences({ ...chromium, h1: { x: 17, y: 121, width: 327, height: 87 } }, chromium)).toEqual([]);
  });

  it('names a box that moved, grew or is missing on the first screen', () => {
    expect(boxDifferences({ ...chromium, h1: { x: 16, y: 144, width: 328, height: 88 } }, chromium)).toEqual([
      'h1: {"x":16,"y":144,"width":328,"height":88} (Chromium: {"x":16,"y":120,"width":328,"height":88})',
    ]);
    expect(boxDifferences({ ...chromium, header: { x: 0, y: 0, width: 375, height: 64 } }, chromium)).toHaveLength(1);
    expect(boxDifferences({ ...chromium, h1: null }, chromium)).toEqual([
      'h1: null (Chromium: {"x":16,"y":120,"width":328,"height":88})',
    ]);
  });

  it('compares only what the first screen shows: a card running past it, by its visible part; one below it, not at all', () => {
    // The first card starts at 700: its first 80 px are on screen, however tall the rest is.
    expect(boxDifferences({ ...chromium, 'first card': { x: 16, y: 700, width: 328, height: 900 } }, chromium)).toEqual(
      [],
    );
    expect(
      boxDifferences({ ...chromium, 'first card': { x: 16, y: 720, width: 328, height: 500 } }, chromium),
    ).toHaveLength(1);
    expect(boxDifferences({ ...chromium, 'second card': { x: 0, y: 2000, width: 10, height: 10 } }, chromium)).toEqual(
      [],
    );
  });
});
