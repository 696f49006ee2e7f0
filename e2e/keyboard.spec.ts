/**
 * Keyboard and screen-reader quality beyond axe: tab walk, focus, zoom. Headings, landmarks and named
 * images: on every page's one visit in e2e/every-url.spec.ts (e2e/page-chrome.ts).
 */
import { widthTag } from '../playwright.config.ts';
import { axeViolations } from './axe.ts';
import { expect, isMobile, renderAllSections, test } from './fixtures.ts';

const ROUTES = [
  '/',
  '/about/',
  '/cast/',
  '/cast/ingrid-solberg/',
  '/cast/ruslan-temirov/',
  '/episodes/',
  '/episodes/ep01-the-beginning/',
  '/schedule/',
];

test.describe('keyboard walk', () => {
  // Reduced motion turns off smooth scrolling, so a focused element is in view the moment it is focused.
  test.use({ reducedMotion: 'reduce' });
  for (const path of ROUTES) {
    test(`${path}: Tab reaches every control in order, focus always visible, no trap`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const expected = await page.evaluate(() => {
        const selector = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
        return [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
          if (el.closest('[inert]')) return false;
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
        }).length;
      });
      const seen: string[] = [];
      let previousTop = -Infinity;
      let backwards = 0;
      for (let i = 0; i < expected + 1; i++) {
        await page.keyboard.press('Tab');
        // Measure what the user sees: after the next rendered frames. Sections below the fold use
        // content-visibility: auto, so a section the focus scrolled past gets its real height in a
        // later frame; one CI run measured in between and found the focused link off screen
        // (/about/, mobile). A link that stays off screen after those frames still fails.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const rect = el.getBoundingClientRect();
          return {
            key: `${el.tagName}:${el.getAttribute('href') ?? el.textContent?.trim().slice(0, 30) ?? ''}`,
            top: rect.top + window.scrollY,
            visible: rect.width > 0 && rect.height > 0,
            // The ring is on the element, or on the card that wraps a whole-card link.
            ring: [el, el.closest('article')].some((box) => {
              if (!box) return false;
              const s = getComputedStyle(box);
              return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
            }),
            inViewport: rect.bottom > 0 && rect.top < window.innerHeight,
          };
        });
        if (!info) break;
        expect(info.visible, info.key).toBe(true);
        expect(info.ring, `${info.key} has no visible focus indicator`).toBe(true);
        expect(info.inViewport, `${info.key} is focused off screen`).toBe(true);
        if (info.top < previousTop - 200) backwards += 1;
        previousTop = info.top;
        seen.push(info.key);
      }
      // Every control was reached (the walk ends when focus leaves the page: no trap).
      expect(seen.length).toBeGreaterThanOrEqual(expected - 1);
      // Visual order follows DOM order (a little leeway for side-by-side columns).
      expect(backwards).toBeLessThanOrEqual(3);
    });
  }
});

test.describe('zoom and narrow screens', () => {
  for (const [label, width] of [
    ['200% zoom of a 1280 px window', 640],
    ['320 px', 320],
  ] as const) {
    for (const path of ROUTES) {
      // Each width in its own project (widthTag): both projects are Chromium, and ran it alike.
      test(`${path} at ${label}: nothing cut off, no sideways scroll`, widthTag(width), async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const clipped = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          return [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
            .filter((el) => {
              if (el.closest('[aria-hidden="true"], .overflow-x-auto, .sr-only, astro-island [class*="fixed"]'))
                return false;
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.right > vw + 1 || r.left < -1);
            })
            .map((el) => `${el.tagName}.${el.className.toString().slice(0, 40)}`);
        });
        expect(clipped).toEqual([]);
      });
    }
  }
});

test.describe('axe with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const path of ROUTES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await renderAllSections(page);
      expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] })).toEqual([]);
    });
  }
});

test('the menu, the accordion and the video control announce their state', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', /.+/);
  }
  const question = page.locator('section[aria-labelledby="faq-heading"]').getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.hero-video-toggle')).toHaveAttribute('aria-pressed', 'false');
});
