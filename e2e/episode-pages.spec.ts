/**
 * Episode pages of the airing fixture (see e2e/airing.spec.ts): EP01 aired with a synopsis, players
 * and its own watch URLs; EP03 announced; EP04 TBA; and the profiles that link back.
 */
import { airingURL } from '../playwright.config.ts';
import { expect, renderAllSections, test } from './fixtures.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';

const BUILD_NOW = new Date('2026-01-20T12:00:00Z');

test.use({ baseURL: airingURL, timezoneId: 'America/New_York' });
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: BUILD_NOW });
});

test('an aired episode: breadcrumb, times, synopsis, players, Watch now, neighbours, newsletter', async ({ page }) => {
  await page.goto('/episodes/ep01-the-beginning/');
  await expect(page).toHaveTitle(/EP01: The Beginning/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home ›', 'Episodes ›', 'EP01']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('EP01');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Beginning');
  const main = page.getByRole('main');
  await expect(main).toContainText('Aired Tue, Jan 6 · 8:00 PM ET', { useInnerText: true });
  await expect(main.locator('[data-local-time]').first()).toHaveText('8:00 PM in your time, America/New_York');
  await expect(main).toContainText('45 min');
  await expect(main.getByRole('img', { name: 'Artwork of EP01: The Beginning' })).toBeVisible();
  const synopsis = page.locator('section[aria-labelledby="synopsis-heading"] .prose-body p');
  await expect(synopsis).toHaveCount(2);
  await expect(synopsis.first()).toContainText('one stack each, no rebuys');
  const featuring = page.locator('section[aria-labelledby="featuring-heading"] article a');
  await expect(featuring).toHaveCount(3);
  await expect(featuring.first()).toHaveAttribute('href', '/cast/marcus-vale/');
  const watch = main.getByRole('link', { name: /Watch now on/ });
  await expect(watch).toHaveCount(2);
  await expect(watch.first()).toHaveAttribute('href', 'https://apexsports.tv/shows/the-last-stack/s01e01');
  await expect(watch.first()).toHaveAttribute('target', '_blank');
  await expect(watch.first()).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.getByText(/Streams next day/)).toBeHidden();
  await expect(main.getByRole('link', { name: /Previous episode/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Next episode/ })).toHaveAttribute('href', '/episodes/ep02-first-blood/');
  await expect(page.locator('#episode-newsletter-form')).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og\/episodes\/ep01-the-beginning\.png$/,
  );
});

test('an announced episode: where it airs, add to calendar, a TBA neighbour shown as coming soon', async ({ page }) => {
  await page.goto('/episodes/ep03-the-bluff/');
  const main = page.getByRole('main');
  await expect(main).toContainText('Airs Tue, Jan 20 · 8:00 PM ET', { useInnerText: true });
  await expect(main.getByText('Airs on Apex Sports · Streams next day on Apex+')).toBeVisible();
  // Rendered for the flip at air time, hidden until then.
  await expect(main.locator('[data-look="aired"] a')).toHaveCount(2);
  await expect(main.locator('[data-look="aired"] a').first()).toBeHidden();
  await main.getByText('Add to calendar').click();
  await expect(main.getByRole('link', { name: /Google Calendar/ })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="synopsis-heading"] .prose-body p')).toHaveCount(2);
  await expect(main.getByRole('link', { name: /Previous episode/ })).toHaveAttribute(
    'href',
    '/episodes/ep02-first-blood/',
  );
  const next = main.getByRole('link', { name: /Next episode/ });
  await expect(next).toHaveAttribute('href', '/episodes/ep04-all-in/');
  await expect(next).toContainText('Coming Soon');
});

test('an aired episode without a synopsis or watch URLs falls back to its description and the partners', async ({
  page,
}) => {
  await page.goto('/episodes/ep02-first-blood/');
  await expect(page.locator('section[aria-labelledby="synopsis-heading"] .prose-body p')).toHaveText([
    /opening-night nerves are gone/,
  ]);
  await expect(page.getByRole('link', { name: /Watch now on Apex\+/ })).toHaveAttribute(
    'href',
    'https://plus.apexsports.tv',
  );
});

test('a TBA episode and an unknown slug still say Episodes Coming Soon', async ({ page }) => {
  await page.goto('/episodes/ep04-all-in/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episodes Coming Soon');
  const res = await page.goto('/episodes/ep99-nothing/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episodes Coming Soon');
});

test('profiles list the dated episodes that feature the player, in order; others have none', async ({ page }) => {
  await page.goto('/cast/ingrid-solberg/');
  const section = page.locator('section[aria-labelledby="profile-episodes"]');
  // Sections below the fold are rendered (and have inner text) once near the screen.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('link')).toHaveText(['EP01: The Beginning', 'EP02: First Blood', 'EP03: The Bluff']);
  await expect(section.locator('li').nth(2)).toContainText('Airs Tue, Jan 20 · 8:00 PM ET', { useInnerText: true });
  await expect(section.locator('li').first()).toContainText('Aired Tue, Jan 6 · 8:00 PM ET', { useInnerText: true });
  await page.goto('/cast/dante-okonkwo/');
  await expect(page.locator('#profile-episodes')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the aired page reads whole: times in the broadcaster zone, Watch now links', async ({ page }) => {
    await page.goto('/episodes/ep01-the-beginning/');
    await expect(page.getByRole('main')).toContainText('Aired Tue, Jan 6 · 8:00 PM ET', { useInnerText: true });
    await expect(page.getByRole('link', { name: /Watch now on Apex Sports/ })).toBeVisible();
    await expect(page.locator('[data-local-time]').first()).toBeHidden();
  });
});

test.describe('axe', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const path of ['/episodes/ep01-the-beginning/', '/episodes/ep03-the-bluff/', '/cast/ingrid-solberg/']) {
    test(`${path}: no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await renderAllSections(page);
      expect(await axeViolations(page, { tags: AXE_TAGS })).toEqual([]);
    });
  }
});
