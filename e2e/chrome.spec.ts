import { DESKTOP_ONLY } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const NAV = [
  ['Home', '/'],
  ['About', '/about/'],
  ['Cast', '/cast/'],
  ['Episodes', '/episodes/'],
  ['Schedule', '/schedule/'],
] as const;

const PAGES = [
  '/',
  '/about/',
  '/cast/',
  '/cast/ruslan-temirov/',
  '/episodes/',
  '/episodes/ep08-the-queen/',
  '/schedule/',
];

test.describe('shared chrome', () => {
  for (const path of PAGES) {
    test(`${path}: skip link, one h1, landmarks, footer`, async ({ page, guard }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('body > header')).toHaveCount(1);
      await expect(page.locator('main#main-content')).toHaveCount(1);
      await expect(page.locator('body > footer')).toHaveCount(1);

      const footer = page.locator('body > footer');
      const quick = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
      await expect(quick).toHaveText(['Episodes', 'Cast', 'Schedule', 'Blog']);
      expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/episodes/',
        '/cast/',
        '/schedule/',
        '/blog/',
      ]);
      for (const legal of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
        await expect(footer.getByText(legal, { exact: true })).toBeVisible();
        await expect(footer.getByRole('link', { name: legal })).toHaveCount(0);
      }
      const social = footer.getByRole('list', { name: 'Social media' });
      for (const name of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube']) {
        await expect(social.getByRole('img', { name })).toBeVisible();
      }
      await expect(social.getByRole('link')).toHaveCount(0);
      await expect(footer).toContainText('© 2025 The Last Stack');
      if (path === '/') {
        // Lazy images of one sprite: drawn once scrolled to, all from a single request.
        const sprites: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/icons.svg') sprites.push(r.url());
        });
        await social.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            social.getByRole('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
          )
          .toBe(true);
        expect(sprites.length).toBeLessThanOrEqual(1);
      }
      await expect(footer).toContainText('18+ · Play responsibly');
      expect(guard.consoleErrors).toEqual([]);
    });

    test(`${path}: sponsor banner ${path === '/' ? 'absent on Home' : 'between header and main'}`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('complementary', { name: 'Sponsor' });
      if (path === '/') {
        await expect(banner).toHaveCount(0);
        return;
      }
      await expect(banner).toBeVisible();
      const order = await page.evaluate(() => {
        const kids = [...document.body.children].map(
          (el) => el.tagName + (el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''),
        );
        return kids.filter((k) => /HEADER|ASIDE|MAIN/.test(k));
      });
      expect(order).toEqual(['HEADER', 'ASIDE[Sponsor]', 'MAIN']);
      const link = banner.getByRole('link', { name: /RiverHouse Poker/ });
      await expect(link).toHaveAttribute('href', 'https://riverhousepoker.com');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(banner).toContainText('18+ · Play responsibly');
    });
  }

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
