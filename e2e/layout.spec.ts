/**
 * Layout a fan meets at phone and desktop widths: the cast two a row, a tidy hero pill. No sideways
 * scroll at 320 px, and nothing cut off: e2e/keyboard.spec.ts ("zoom and narrow screens").
 */
import type { Page } from '@playwright/test';
import { airingURL, widthTag } from '../playwright.config.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
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

/**
 * Where scrollbars take room (Windows, most Linux desktops; Playwright's Chromium hides them, so this
 * test starts one that shows them): a page near the window's height must not move sideways as a
 * scrollbar comes or goes while its sections render. A key hand's page did, at Lighthouse's desktop
 * size, on 11 loads of 12 (CLS 0.005 each way, 0.011 in the gate). The desktop nav did too, ~1 load in
 * 15, while it sat after the wordmark: the display face arriving after the first paint changed the
 * wordmark's width (now the nav is packed right). A box that changes size as its
 * font or styles arrive (the sponsor banner's line, ~0.001) is not this shift, and the gate's CLS
 * limit holds it.
 */
test(
  'a page whose height crosses the window as it renders does not shift sideways (scrollbars that take room)',
  widthTag(1350),
  async ({ playwright }) => {
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Each shifted box that moved sideways keeping its width: the page moved, not a box changing.
        const moved: string[] = [];
        (window as unknown as { __moved: string[] }).__moved = moved;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { sources } = entry as unknown as {
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            for (const { node, previousRect: was, currentRect: is } of sources) {
              if (Math.abs(was.x - is.x) >= 1 && Math.abs(was.width - is.width) < 1) {
                moved.push(`${(node as Element | undefined)?.className ?? node?.nodeName}: x ${was.x} -> ${is.x}`);
              }
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${airingURL}/episodes/ep01-the-beginning/hands/three-way-all-in/`);
      await page.waitForLoadState('networkidle');
      // The scrollbar takes room here: the test is not vacuous.
      expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
    } finally {
      await browser.close();
    }
  },
);
