import { describe, expect, it } from 'vitest';
import { CARD_PICTURE_WIDTHS, cardSizes } from './grid-sizes.ts';

/** The width a sizes value gives at a viewport width (px), evaluated as a browser would. */
function widthAt(sizes: string, viewport: number): number {
  const rem = 16;
  for (const part of sizes.split(/,(?![^(]*\))/)) {
    const media = /^\(min-width:([\d.]+)rem\) (.*)$/.exec(part.trim());
    const length = (media ? (media[2] ?? '') : part).trim();
    if (media && viewport < Number(media[1]) * rem) continue;
    const calc = /^calc\((\d+)vw - (\d+)px\)$/.exec(length);
    if (calc) return (viewport * Number(calc[1])) / 100 - Number(calc[2]);
    if (length.endsWith('vw')) return (viewport * Number.parseFloat(length)) / 100;
    if (length.endsWith('rem')) return Number.parseFloat(length) * rem;
    throw new Error(`unexpected length ${length}`);
  }
  throw new Error('no length');
}

/** The grid's own arithmetic (CastGrid.astro, .container-page): a card's picture at a viewport width. */
function pictureWidth(viewport: number, wide: boolean): number {
  const [columns, pad, gap] =
    viewport >= 1024 ? [viewport >= 1280 && wide ? 4 : 3, 24, 20] : viewport >= 640 ? [2, 24, 20] : [2, 16, 12];
  const container = Math.min(viewport, 1280);
  return (container - 2 * pad - (columns - 1) * gap) / columns - 2;
}

describe('cardSizes', () => {
  it("gives a 360 px phone's two-column card's picture exactly: (360 - 2 x 16 - 12) / 2 - 2 = 156 px", () => {
    expect(widthAt(cardSizes({ wide: true }), 360)).toBe(156);
    expect(pictureWidth(360, true)).toBe(156);
  });

  it('stays within 15% of the grid at every width from 320 to 1920 px, never below it by more than 2%', () => {
    for (const wide of [true, false]) {
      for (let viewport = 320; viewport <= 1920; viewport += 8) {
        const ratio = widthAt(cardSizes({ wide }), viewport) / pictureWidth(viewport, wide);
        expect(ratio, `${viewport} px, wide ${wide}`).toBeGreaterThan(0.98);
        expect(ratio, `${viewport} px, wide ${wide}`).toBeLessThan(1.15);
      }
    }
  });

  it('has a file for a 360 px card at 2x and 3x without going far past it', () => {
    for (const dpr of [2, 3]) {
      const needed = 156 * dpr;
      const chosen = CARD_PICTURE_WIDTHS.find((w) => w >= needed);
      expect(chosen, `${dpr}x`).toBeDefined();
      expect((chosen ?? 0) / needed).toBeLessThan(1.05);
    }
  });

  it('is short: Home carries it six times in its first round trip', () => {
    expect(cardSizes({ wide: false }).length).toBeLessThan(70);
  });
});
