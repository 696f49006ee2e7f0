/**
 * The display face (Oswald 600) is split by Unicode range, like Google Fonts does by script,
 * but finer: the "core" file holds ASCII, the typographic punctuation the copy uses and every
 * other Latin letter the site's text contains (a name like Chloé), so it is the only file
 * pages need and the one each preloads, ~7.7 KB instead of the 12.7 KB of Fontsource's Latin
 * file. The rest of that Latin file is the "extended" file, which a browser fetches only if
 * some display text uses one of those characters (the @font-face unicode-range): new copy
 * is covered from the first build, the core simply grows with it at the next.
 * Together they cover exactly what the Latin file covers, so no glyph is lost.
 */

/** An inclusive range of code points. */
export type CodePointRange = readonly [first: number, last: number];

export interface FontSubset {
  /** Part of the generated file's name. */
  name: string;
  ranges: readonly CodePointRange[];
}

/** Fontsource's "latin" unicode-range, the coverage of the file being split. */
export const LATIN: readonly CodePointRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Fontsource's "latin-ext" unicode-range (Google Fonts' own), the coverage of Oswald's second Latin
 * file: letters such as č, ł, ő that the "latin" file lacks. Overlapping code points (U+0304, U+0308,
 * U+0329) are drawn by the latin file, which comes first.
 */
export const LATIN_EXT: readonly CodePointRange[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

/**
 * Whether the site's text has a letter only the latin-ext file draws (a name like Kubíček): then that
 * file is a third face, fetched by the pages that show one; otherwise there is none, and a browser
 * would draw such a letter in the fallback face.
 */
export const usesLatinExt = (siteText: string): boolean => latinExtSubsets(siteText).length > 0;

/** Printable ASCII, no-break space, dashes, curly quotes, bullet, ellipsis, single guillemets. */
export const CORE: readonly CodePointRange[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
];

/** `ranges` less `remove`, merged and sorted. */
export function subtractRanges(ranges: readonly CodePointRange[], remove: readonly CodePointRange[]): CodePointRange[] {
  const out: CodePointRange[] = [];
  for (const [first, last] of normalizeRanges(ranges)) {
    let pieces: CodePointRange[] = [[first, last]];
    for (const [rFirst, rLast] of remove) {
      pieces = pieces.flatMap(([a, b]): CodePointRange[] => {
        if (rLast < a || rFirst > b) return [[a, b]];
        const kept: CodePointRange[] = [];
        if (rFirst > a) kept.push([a, rFirst - 1]);
        if (rLast < b) kept.push([rLast + 1, b]);
        return kept;
      });
    }
    out.push(...pieces);
  }
  return normalizeRanges(out);
}

/** Sorted, with overlapping and adjacent ranges merged. */
export function normalizeRanges(ranges: readonly CodePointRange[]): CodePointRange[] {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [first, last] of sorted) {
    const prev = out.at(-1);
    if (prev && first <= prev[1] + 1) prev[1] = Math.max(prev[1], last);
    else out.push([first, last]);
  }
  return out;
}

/** Control characters: never drawn, so in neither file (a newline must not fetch a font). */
export const CONTROLS: readonly CodePointRange[] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
];

/**
 * The characters of `text` in both cases: headings are set with text-transform, so "Chloé"
 * is drawn with "É".
 */
export function caseVariants(text: string): Set<string> {
  const out = new Set<string>();
  for (const ch of new Set(text))
    for (const v of [ch, ch.toUpperCase(), ch.toLowerCase()]) for (const c of v) out.add(c);
  return out;
}

/**
 * The two subsets for a site whose text is `siteText`: the core first (the one pages
 * preload), then the extended file with the rest of Latin.
 */
export function displayFontSubsets(siteText: string): readonly [core: FontSubset, extended: FontSubset] {
  const used: CodePointRange[] = [];
  for (const ch of caseVariants(siteText)) {
    const c = ch.codePointAt(0) ?? 0;
    if (inRanges(LATIN, c) && !inRanges(CONTROLS, c)) used.push([c, c]);
  }
  const core = normalizeRanges([...CORE, ...used]);
  return [
    { name: 'core', ranges: core },
    { name: 'extended', ranges: subtractRanges(LATIN, [...core, ...CONTROLS]) },
  ];
}

/**
 * The part of Oswald's latin-ext file a site whose display text (names, titles) is `displayText`
 * needs: the letters of it only that file draws (Kubíček's č), in both cases. A page that shows such
 * a name fetches ~1 KB for a letter or two, not the whole 12 KB file its first paint waited for. The
 * rest of that file is not declared at all: the build knows every name and title the display face
 * draws, and each @font-face costs every page of the build its bytes (three-season Home sits at the
 * edge of its first round trip). None when the text has no such letter (usesLatinExt).
 */
export function latinExtSubsets(displayText: string): readonly [used: FontSubset] | readonly [] {
  const used: CodePointRange[] = [];
  for (const ch of caseVariants(displayText)) {
    const c = ch.codePointAt(0) ?? 0;
    if (inRanges(LATIN_EXT, c) && !inRanges(LATIN, c)) used.push([c, c]);
  }
  return used.length === 0 ? [] : [{ name: 'latin-ext-used', ranges: normalizeRanges(used) }];
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** CSS unicode-range values, e.g. ["U+0020-007E", "U+00A0"]. */
export function unicodeRange(ranges: readonly CodePointRange[]): string[] {
  return normalizeRanges(ranges).map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`));
}

/** Every character in the ranges, the text a subsetter keeps the glyphs of. */
export function rangeText(ranges: readonly CodePointRange[]): string {
  let text = '';
  for (const [a, b] of normalizeRanges(ranges)) for (let c = a; c <= b; c++) text += String.fromCodePoint(c);
  return text;
}

/** Whether a code point falls in any of the ranges. */
export function inRanges(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([a, b]) => codePoint >= a && codePoint <= b);
}

/** Ranges from a CSS unicode-range value ("U+0020-007E,U+00A0"); the inverse of unicodeRange. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value.split(',').map((part) => {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range value: ${part}`);
    const first = parseInt(m[1] ?? '', 16);
    return [first, m[2] ? parseInt(m[2], 16) : first];
  });
}
