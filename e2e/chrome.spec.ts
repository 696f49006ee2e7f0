import { DESKTOP_ONLY } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const NAV = [
  ['Home', '/'],
  ['About', '/about/'],
  ['Cast', '/cast/'],
  ['Episodes', '/episodes/'],
  ['Schedule', '/schedule/'],
] as const;

/**
 * The chrome every page shares (one h1, landmarks, footer, the sponsor banner) is checked on each
 * page's one visit in e2e/every-url.spec.ts (e2e/page-chrome.ts); here, what takes a visit of its own.
 */
test.describe('shared chrome', () => {
  test('skip link is the first tab stop and moves focus to main', async ({ page }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  // The desktop bar: listed in the desktop project only (playwright.config.ts).
  test(
    'desktop nav has the five links in order and marks the current page',
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      await page.goto('/cast/ingrid-solberg/');
      const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      await expect(links).toHaveText(NAV.map(([label]) => new RegExp(`^\\s*${label}\\s*$`, 'i')));
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        NAV.map(([, href]) => href),
      );
      await expect(nav.getByRole('link', { name: 'Cast' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    },
  );
});
