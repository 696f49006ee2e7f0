import { describe, expect, it } from 'vitest';
import {
  usesLatinExt,
  CONTROLS,
  CORE,
  LATIN,
  displayFontSubsets,
  latinExtSubsets,
  type FontSubset,
  inRanges,
  caseVariants,
  normalizeRanges,
  parseUnicodeRange,
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

describe('parseUnicodeRange', () => {
  it('reads what unicodeRange writes', () => {
    const ranges: [number, number][] = [
      [0x20, 0x7e],
      [0xe9, 0xe9],
      [0x2013, 0x2014],
    ];
    expect(parseUnicodeRange(unicodeRange(ranges).join(','))).toEqual(ranges);
  });
  it('rejects anything else', () => {
    expect(() => parseUnicodeRange('U+20-7E,latin')).toThrow(/not a unicode-range/);
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

describe('caseVariants', () => {
  it('adds each character in upper and lower case, as text-transform may draw it', () => {
    expect([...caseVariants('Cé')].sort()).toEqual(['C', 'c', 'É', 'é'].sort());
    expect(caseVariants('ß').has('S')).toBe(true);
  });
});

describe('displayFontSubsets', () => {
  const [core, extended] = displayFontSubsets('Chloé Marchand — “Siobhán”\n\tØ ♠ 漢');
  it('puts the core subset first, the one pages preload', () => {
    expect(core.name).toBe('core');
    expect(extended.name).toBe('extended');
  });
  it('adds the Latin letters the site text uses to the core, and nothing Latin does not cover', () => {
    for (const ch of 'éÉáÁØø') expect(inRanges(core.ranges, ch.codePointAt(0) ?? -1), ch).toBe(true);
    for (const ch of 'ñ♠漢') expect(inRanges(core.ranges, ch.codePointAt(0) ?? -1), ch).toBe(false);
    expect(inRanges(extended.ranges, 0xf1)).toBe(true);
  });
  it('covers exactly the Latin file between them, less control characters, with no code point in both', () => {
    const union = normalizeRanges([...core.ranges, ...extended.ranges]);
    expect(union).toEqual(subtractRanges(LATIN, CONTROLS));
    const overlap = extended.ranges.filter(([a, b]) => core.ranges.some(([c, d]) => a <= d && c <= b));
    expect(overlap).toEqual([]);
    expect(inRanges(extended.ranges, 0x0a)).toBe(false);
  });
  it('keeps the characters headings use in the core even for empty site text', () => {
    const [base] = displayFontSubsets('');
    expect(base.ranges).toEqual(normalizeRanges(CORE));
    for (const ch of 'THE LAST STACK: 16 Players, 12 Episodes — “Coming Soon” • A–Z’s…') {
      expect(inRanges(base.ranges, ch.codePointAt(0) ?? -1), ch).toBe(true);
    }
  });
});

describe('usesLatinExt', () => {
  it('is true for a letter only the latin-ext file draws, in either case', () => {
    expect(usesLatinExt('Radek Kubíček')).toBe(true);
    expect(usesLatinExt('ŁUKASZ')).toBe(true);
  });
  it('is false for text the latin file covers (today’s names), and for empty text', () => {
    expect(usesLatinExt('Chloé Marchand, Siobhán, Øystein, Großkopf, Villaseñor')).toBe(false);
    expect(usesLatinExt('')).toBe(false);
  });
});

describe('latinExtSubsets', () => {
  it("takes the text's letters only the latin-ext file draws, in both cases, and no other", () => {
    // č and Č: í and é are the latin file's.
    expect(latinExtSubsets('Radek Kubíček, Chloé')).toEqual([{ name: 'latin-ext-used', ranges: [[0x010c, 0x010d]] }]);
    const [used] = latinExtSubsets('ŁUKASZ, Kubíček') as readonly [FontSubset];
    expect(used.ranges).toEqual([
      [0x010c, 0x010d],
      [0x0141, 0x0142],
    ]);
  });
  it('is none for text the latin file covers', () => {
    expect(latinExtSubsets('Chloé Marchand, Øystein, Großkopf')).toEqual([]);
    expect(latinExtSubsets('')).toEqual([]);
  });
});
