/**
 * Layout a fan meets at phone and desktop widths: the cast two a row, a tidy hero pill. No sideways
 * scroll at 320 px, and nothing cut off: e2e/keyboard.spec.ts ("zoom and narrow screens").
 */
import type { Page } from '@playwright/test';
import { widthTag } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/** The line boxes of the hero's partner pill, and of each phrase in it (a phrase split over lines has more than one). */
async function pillLines(page: Page): Promise<{ lines: number; phraseLines: number[] }> {
  const pill = page.locator('#hero-title').locator('xpath=preceding-sibling::a[1]');
  await expect(pill).toContainText('In partnership with');
  return pill.evaluate((a) => {
    const style = getComputedStyle(a);
    const content = a.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return {
      lines: Math.round(content / parseFloat(style.lineHeight)),
      phraseLines: [...a.querySelectorAll(':scope > .whitespace-nowrap')].map(
        (phrase) => phrase.getClientRects().length,
      ),
    };
  });
}

test.describe('phones', widthTag(360), () => {
  for (const width of [360, 412]) {
    test(`/cast/ at ${width} px: two cards a row, the page about half its one-a-row height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/cast/');
      const cards = page.locator('main ul:has(> li > article)').last().locator(':scope > li');
      await expect(cards).toHaveCount(17); // 16 players and the host
      const [first, second, third] = await cards.evaluateAll((items) =>
        items.slice(0, 3).map((li) => {
          const box = li.getBoundingClientRect();
          return { top: Math.round(box.top), left: box.left, width: box.width };
        }),
      );
      if (!first || !second || !third) throw new Error('fewer than three cast cards');
      expect(second.top).toBe(first.top);
      expect(second.left).toBeGreaterThan(first.left);
      expect(third.top).toBeGreaterThan(first.top);
      expect(first.width).toBeLessThan(width / 2);
      // One card a row made the page ~11,600 px tall at 412 px.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(6000);
    });

    test(`Home at ${width} px: the partner pill is at most two lines, each phrase whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/');
      const { lines, phraseLines } = await pillLines(page);
      expect(lines).toBeLessThanOrEqual(2);
      expect(phraseLines).toEqual([1, 1]);
    });
  }
});

test('Home at 1440 px: the partner pill is one line', widthTag(1440), async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const { lines, phraseLines } = await pillLines(page);
  expect(lines).toBe(1);
  expect(phraseLines).toEqual([1, 1]);
});
