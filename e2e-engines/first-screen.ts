/**
 * A page's first screen, compared across engines: the boxes of the header, the h1 and the first two
 * cards as layout places them, and how far they may sit from Chromium's (pure, unit-tested in
 * tests/engines-first-screen.test.ts).
 */

/** The size every page is opened at: a phone's (the other engines run on one viewport). */
export const VIEWPORT = { width: 360, height: 780 };

/** Chromium's first-screen boxes of each page, kept for the run (fixtures.ts chromiumBoxes). */
export const REFERENCE_DIR = '.tmp/engines-reference';

/** A box as layout places it (offsets, so a reveal's transform does not move it), in CSS px. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type Boxes = Record<string, Box | null>;

/**
 * Runs in the page: the boxes of the header, the h1 and the first two cards (a card: an article in
 * main), relative to the document. Sent as source text: it uses nothing from outside.
 */
export function firstScreenBoxes(): Record<string, { x: number; y: number; width: number; height: number } | null> {
  const box = (el: Element | null | undefined) => {
    if (!(el instanceof HTMLElement)) return null;
    let x = 0;
    let y = 0;
    for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) {
      x += node.offsetLeft;
      y += node.offsetTop;
    }
    return { x, y, width: el.offsetWidth, height: el.offsetHeight };
  };
  const cards = [...document.querySelectorAll('main article')];
  return {
    header: box(document.querySelector('body > header')),
    h1: box(document.querySelector('h1')),
    'first card': box(cards[0]),
    'second card': box(cards[1]),
  };
}

/**
 * How far a box may sit from Chromium's, in CSS px. Layout offsets are whole pixels, and every
 * first screen of every build matched Chromium's to the pixel in both engines when this was
 * written (the display face is the site's own file; body text is system-ui, the same font on one
 * machine): 1 px is left for rounding, so a line that wraps elsewhere or a box a column off fails.
 */
export const BOX_TOLERANCE = { x: 1, width: 1, y: 1, height: 1 };

/** A box cut to the first screen: what of it a visitor sees before scrolling. */
const onFirstScreen = (box: Box) => ({ ...box, height: Math.min(box.y + box.height, VIEWPORT.height) - box.y });

/**
 * The boxes whose first-screen part differs from Chromium's by more than BOX_TOLERANCE, named with
 * both. A box Chromium places below the first screen is not compared.
 */
export function boxDifferences(engine: Boxes, chromium: Boxes): string[] {
  const differences: string[] = [];
  for (const [name, expected] of Object.entries(chromium)) {
    if (expected && expected.y >= VIEWPORT.height) continue;
    const actual = engine[name] ?? null;
    if (!expected || !actual) {
      if (expected !== actual)
        differences.push(`${name}: ${JSON.stringify(actual)} (Chromium: ${JSON.stringify(expected)})`);
      continue;
    }
    const [seen, reference] = [onFirstScreen(actual), onFirstScreen(expected)];
    const off = (Object.keys(BOX_TOLERANCE) as (keyof typeof BOX_TOLERANCE)[]).filter(
      (k) => Math.abs(seen[k] - reference[k]) > BOX_TOLERANCE[k],
    );
    if (off.length > 0) differences.push(`${name}: ${JSON.stringify(actual)} (Chromium: ${JSON.stringify(expected)})`);
  }
  return differences;
}
