/**
 * What every page shares, checked on every-url.spec.ts's one visit of it (each page loaded once per
 * viewport, with all its checks): its structure (one h1, headings in order, the landmarks, every
 * image named or hidden), the skip link's target, the footer, and the sponsor banner between the
 * header and main on every page but Home. Split from e2e/chrome.spec.ts and keyboard.spec.ts, which
 * loaded eight of the pages again each for these.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Heading levels of the page as read (shown, or for screen readers only), in document order. */
const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.getClientRects().length > 0 || h.classList.contains('sr-only'))
      .map((h) => Number(h.tagName[1])),
  );

/** One h1, first; no heading skips a level going down; the three landmarks once each; no image unnamed. */
export async function expectStructure(page: Page): Promise<void> {
  const levels = await headingLevels(page);
  expect(
    levels.filter((l) => l === 1),
    `h1s among ${levels.join(',')}`,
  ).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) {
    expect((levels[i] ?? 0) - (levels[i - 1] ?? 0), `heading levels ${levels.join(',')}`).toBeLessThanOrEqual(1);
  }
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.locator('body > header')).toHaveCount(1);
  await expect(page.locator('main#main-content')).toHaveCount(1);
  await expect(page.locator('body > footer')).toHaveCount(1);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('img, svg')]
      .filter(
        (el) =>
          !el.closest('[aria-hidden="true"]') &&
          !el.hasAttribute('alt') &&
          !el.getAttribute('aria-label') &&
          !el.getAttribute('aria-labelledby'),
      )
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
}

/**
 * The footer as every page has it: quick links, the legal lines (text, not links until their pages
 * exist), the social icons (images, not links until the accounts exist), the copyright and the
 * responsible-play line. Call it once the page has been scrolled to its end: the icons are lazy.
 */
export async function expectFooter(page: Page): Promise<void> {
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
  // Lazy images of one sprite, drawn once scrolled to.
  await expect
    .poll(() =>
      social.getByRole('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await expect(footer).toContainText('© 2025 The Last Stack');
  await expect(footer).toContainText('18+ · Play responsibly');
}

/** The sponsor banner: none on Home (its hero has the partner pill); elsewhere between the header and main. */
export async function expectSponsorBanner(page: Page, path: string): Promise<void> {
  const banner = page.getByRole('complementary', { name: 'Sponsor' });
  if (path === '/') {
    await expect(banner).toHaveCount(0);
    return;
  }
  await expect(banner).toBeVisible();
  const order = await page.evaluate(() =>
    [...document.body.children]
      .map((el) => el.tagName + (el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''))
      .filter((k) => /HEADER|ASIDE|MAIN/.test(k)),
  );
  expect(order).toEqual(['HEADER', 'ASIDE[Sponsor]', 'MAIN']);
  const link = banner.getByRole('link', { name: /RiverHouse Poker/ });
  await expect(link).toHaveAttribute('href', 'https://riverhousepoker.com');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(banner).toContainText('18+ · Play responsibly');
}
