import { describe, expect, it } from 'vitest';
import { CARD_PICTURE_WIDTHS, cardSizes } from './grid-sizes.ts';

/** The width a sizes value gives at a viewport width (px), evaluated as a browser would. */
function widthAt(sizes: string, viewport: number): number {
  const rem = 16;
  for (const part of sizes.split(/,\s*(?![^(]*\))/)) {
    const media = /^\(min-width: ([\d.]+)rem\) (.*)$/.exec(part);
    const length = media ? media[2] : part;
    if (media && viewport < Number(media[1]) * rem) continue;
    const calc = /^calc\(\((\S+) - ([\d.]+)rem\) \/ (\d) - (\d+)px\)$/.exec(length ?? '');
    if (!calc) throw new Error(`unexpected length ${length}`);
    const whole = calc[1] === '100vw' ? viewport : Number.parseFloat(calc[1] ?? '') * rem;
    return (whole - Number(calc[2]) * rem) / Number(calc[3]) - Number(calc[4]);
  }
  throw new Error('no length');
}

describe('cardSizes', () => {
  it("gives a 360 px phone's two-column card's picture: (360 - 2 x 16 - 12) / 2 - 2 x 1 = 156 px", () => {
    expect(widthAt(cardSizes({ wide: true }), 360)).toBe(156);
    expect(widthAt(cardSizes({ wide: false }), 360)).toBe(156);
  });

  it('follows the grid to three columns at lg and, for the full cast, four at xl', () => {
    expect(widthAt(cardSizes({ wide: true }), 1100)).toBeCloseTo((1100 - 48 - 40) / 3 - 2);
    expect(widthAt(cardSizes({ wide: true }), 1440)).toBeCloseTo((1280 - 48 - 60) / 4 - 2);
    expect(widthAt(cardSizes({ wide: false }), 1440)).toBeCloseTo((1280 - 48 - 40) / 3 - 2);
  });

  it('has a file for a 360 px card at 1x, 2x and 3x without going far past it', () => {
    for (const dpr of [1, 2, 3]) {
      const needed = 156 * dpr;
      const chosen = CARD_PICTURE_WIDTHS.find((w) => w >= needed);
      expect(chosen, `${dpr}x`).toBeDefined();
      expect((chosen ?? 0) / needed).toBeLessThan(1.35);
    }
  });
});
