/**
 * The day before the premiere: the airing fixture built at SITE_NOW 2026-01-05T12:00Z
 * (dist-premiere/; scripts/build-airing.mjs). EP01 airs Tue, Jan 6, 8:00 PM ET (01:00 UTC Jan 7),
 * EP02 and EP03 the two Tuesdays after; the rest TBA.
 */
import { premiereURL } from '../playwright.config.ts';
import { airTimesMounted, expect, renderAllSections, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';

const BUILD_NOW = Date.parse('2026-01-05T12:00:00Z');
const PREMIERE = Date.parse('2026-01-07T01:00:00Z');

test.use({ baseURL: premiereURL, timezoneId: 'Europe/Berlin' });

const premiereBlock = (page: import('@playwright/test').Page) =>
  page.locator('section[aria-labelledby="premiere-heading"]');

test("Home's Series Premiere block: the date both ways, a countdown to EP01, add to calendar", async ({ page }) => {
  // A minute early, so the clock can still be paused at the build's instant after a slow load.
  await page.clock.install({ time: BUILD_NOW - 60_000 });
  await page.goto('/');
  await airTimesMounted(page);
  await page.clock.pauseAt(BUILD_NOW);
  const block = premiereBlock(page);
  await expect(block.getByText('Premiere date announced')).toBeVisible();
  await expect(block).toContainText('Premieres Tue, Jan 6 · 8:00 PM ET', { useInnerText: true });
  await expect(block.locator('[data-local-time]').first()).toHaveText(
    'Wed, Jan 7, 2:00 AM in your time, Europe/Berlin',
  );
  await expect(block.getByRole('timer')).toHaveText('1 day, 13 hours');
  await expect(block).toContainText('EP01 starts in');
  // The block's own add to calendar, and the EP01 card's.
  await expect(block.locator('details.add-to-calendar')).toHaveCount(2);
  await expect(block.locator('article').getByText('Upcoming')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="latest-heading"]')).toHaveCount(0);
  await page.clock.resume();
  await renderAllSections(page);
  expect(await axeViolations(page, { include: ['section[aria-labelledby="premiere-heading"]'] })).toEqual([]);
});

test('at the premiere the block says it is on now, then airing once it ends, with no rebuild', async ({ page }) => {
  await page.clock.install({ time: PREMIERE - 120_000 });
  await page.goto('/');
  const block = premiereBlock(page);
  await expect(block.getByRole('timer')).toHaveText('2 minutes');
  await page.clock.runFor(121_000);
  await expect(block.getByText('On now', { exact: true }).first()).toBeVisible();
  await expect(block).toContainText('EP01 is on now · until 8:45 PM ET');
  await expect(block.getByRole('link', { name: /Watch live on Apex Sports/ })).toBeVisible();
  await expect(block.getByText('Premiere date announced')).toBeHidden();
  await expect(block.locator('article')).toHaveAttribute('data-air-state', 'on-air');
  await page.clock.runFor(45 * 60_000);
  await expect(block.getByText('Now airing')).toBeVisible();
  await expect(block).toContainText('Premiered Tue, Jan 6 · 8:00 PM ET', { useInnerText: true });
  await expect(block.locator('article')).toHaveAttribute('data-air-state', 'aired');
});

test('the schedule before the premiere: the intro names it, three rows announced, the subscription offered', async ({
  page,
}) => {
  await page.clock.install({ time: BUILD_NOW });
  await page.goto('/schedule/');
  await expect(page.getByText('EP01 airs Tue, Jan 6 · 8:00 PM ET.')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="upcoming-heading"] li[data-air-state="announced"]')).toHaveCount(
    3,
  );
  await expect(page.getByRole('timer')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toBeVisible();
});

test('nothing has aired: the feed has no items, the episode page says Airs', async ({ page, request }) => {
  expect(await (await request.get('/episodes/rss.xml')).text()).not.toContain('<item>');
  await page.clock.install({ time: BUILD_NOW });
  await page.goto('/episodes/ep01-the-beginning/');
  await expect(page.getByRole('main')).toContainText('Airs Tue, Jan 6 · 8:00 PM ET', { useInnerText: true });
  await expect(page.getByText('Airs on Apex Sports · Streams next day on Apex+')).toBeVisible();
});
