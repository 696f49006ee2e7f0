/**
 * Flags render on every machine: images from the one sprite, not emoji (this machine,
 * like Windows, has no flag emoji font), sized to their text, named by their country where the
 * nationality is not written beside them, and no regional-indicator emoji left in what a page shows.
 */
import type { Page } from '@playwright/test';
import { expect, renderAllSections, test } from './fixtures.ts';

/** Regional indicator symbols: two of them make a flag emoji. */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

/** Each flag image on the page once drawn: its name, its rendered box and the sprite's pixels. */
async function drawnFlags(page: Page) {
  await renderAllSections(page);
  const flags = page.locator('img[src^="/flags.svg#"]');
  for (const flag of await flags.all()) {
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toHaveJSProperty('complete', true);
  }
  return flags.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      const fontSize = parseFloat(getComputedStyle(img).fontSize);
      return { alt: img.alt, width: box.width, height: box.height, fontSize, natural: img.naturalWidth };
    }),
  );
}

test('Home: the featured players’ flags are drawn, named by their country, a text line tall', async ({ page }) => {
  await page.goto('/');
  const flags = await drawnFlags(page);
  expect(flags.length).toBeGreaterThan(0);
  expect(flags.map((f) => f.alt)).toContain('Norway');
  for (const f of flags) {
    expect(f.natural, f.alt).toBeGreaterThan(0);
    expect(f.height, f.alt).toBeCloseTo(f.fontSize * 0.75, 0);
    expect(f.width / f.height, f.alt).toBeCloseTo(1.5, 1);
  }
  expect(REGIONAL_INDICATOR.test(await page.locator('body').innerText())).toBe(false);
});

test('a profile: the flag beside the nationality is drawn and left unnamed (the nationality says it)', async ({
  page,
}) => {
  await page.goto('/cast/hiroshi-tanabe/');
  const flags = await drawnFlags(page);
  expect(flags).toHaveLength(1);
  expect(flags[0]?.alt).toBe('');
  expect(flags[0]?.natural).toBeGreaterThan(0);
  await expect(page.locator('dd', { has: page.locator('img[src="/flags.svg#JP"]') })).toHaveText('Japanese');
  expect(REGIONAL_INDICATOR.test(await page.locator('body').innerText())).toBe(false);
});

test('the sprite is one request, whatever the number of flags', async ({ page }) => {
  const sprites: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/flags.svg') sprites.push(r.url());
  });
  await page.goto('/');
  await drawnFlags(page);
  expect(sprites).toHaveLength(1);
});
