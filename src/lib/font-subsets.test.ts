import { describe, expect, it } from 'vitest';
import {
  CORE,
  DISPLAY_FONT_SUBSETS,
  LATIN,
  inRanges,
  normalizeRanges,
  rangeText,
  subtractRanges,
  unicodeRange,
} from './font-subsets.ts';

describe('normalizeRanges', () => {
  it('sorts and merges overlapping and adjacent ranges', () => {
    expect(
      normalizeRanges([
        [10, 12],
        [1, 3],
        [4, 5],
        [11, 20],
      ]),
    ).toEqual([
      [1, 5],
      [10, 20],
    ]);
  });
});

describe('subtractRanges', () => {
  it('cuts holes and trims ends', () => {
    expect(
      subtractRanges(
        [
          [0, 10],
          [20, 30],
        ],
        [
          [3, 4],
          [9, 22],
        ],
      ),
    ).toEqual([
      [0, 2],
      [5, 8],
      [23, 30],
    ]);
  });
  it('leaves nothing when everything is removed', () => {
    expect(subtractRanges([[5, 6]], [[0, 100]])).toEqual([]);
  });
});

describe('unicodeRange', () => {
  it('writes CSS unicode-range values, single code points without a dash', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0xa0, 0xa0],
      ]),
    ).toEqual(['U+0020-007E', 'U+00A0']);
  });
});

describe('rangeText and inRanges', () => {
  it('lists every character of the ranges', () => {
    expect(
      rangeText([
        [0x41, 0x43],
        [0x2026, 0x2026],
      ]),
    ).toBe('ABC…');
  });
  it('tells whether a code point is covered', () => {
    expect(inRanges(CORE, 0x51)).toBe(true);
    expect(inRanges(CORE, 0xe9)).toBe(false);
  });
});

describe('DISPLAY_FONT_SUBSETS', () => {
  const [core, extended] = DISPLAY_FONT_SUBSETS;
  it('puts the core subset first, the one pages preload', () => {
    expect(core?.name).toBe('core');
    expect(core?.ranges).toBe(CORE);
  });
  it('covers exactly the Latin file between them, with no code point in both', () => {
    const union = normalizeRanges(DISPLAY_FONT_SUBSETS.flatMap((s) => s.ranges));
    expect(union).toEqual(normalizeRanges(LATIN));
    const overlap = (extended?.ranges ?? []).filter(([a, b]) => CORE.some(([c, d]) => a <= d && c <= b));
    expect(overlap).toEqual([]);
  });
  it('keeps the characters headings use in the core', () => {
    for (const ch of 'THE LAST STACK: 16 Players, 12 Episodes — “Coming Soon” • A–Z’s…') {
      expect(inRanges(CORE, ch.codePointAt(0) ?? -1), ch).toBe(true);
    }
  });
});
