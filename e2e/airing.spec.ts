/**
 * The season in progress: the airing fixture (tests/fixtures/content-airing, built by
 * scripts/build-airing.mjs at SITE_NOW 2026-01-20T12:00Z into dist-airing/): EP01 and EP02 aired,
 * EP03 announced for 8:00 PM ET that evening (01:00 UTC), EP04 to EP12 TBA.
 */
import ical, { type VEvent } from 'node-ical';
import { airingURL } from '../playwright.config.ts';
import { airTimesMounted, expect, renderAllSections, test } from './fixtures.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';

const BUILD_NOW = new Date('2026-01-20T12:00:00Z');
const EP03_AIRS = Date.parse('2026-01-21T01:00:00Z');

test.use({ baseURL: airingURL, timezoneId: 'Atlantic/Canary' });

/** The VEVENTs of an .ics file, parsed by an independent parser. */
const eventsOf = (text: string): VEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

const row = (page: import('@playwright/test').Page, code: string) =>
  page.locator('section[aria-labelledby="upcoming-heading"] > ul > li').filter({ hasText: code });

test.describe('Schedule, season in progress', () => {
  test.beforeEach(async ({ page }) => {
    // A minute before the build's instant, so a test can still pause the clock at it after a slow load.
    await page.clock.install({ time: BUILD_NOW.getTime() - 60_000 });
    await page.goto('/schedule/');
    await airTimesMounted(page);
  });

  test('each row by state: aired, announced with its times both ways, TBA as the spec has it', async ({ page }) => {
    await expect(page.locator('section[aria-labelledby="upcoming-heading"] > ul > li')).toHaveCount(4);
    const ep01 = row(page, 'EP01');
    await expect(ep01).toHaveAttribute('data-air-state', 'aired');
    await expect(ep01).toContainText('Aired Tue, Jan 6 · 8:00 PM ET');
    await expect(ep01.getByRole('link', { name: /Watch Now/ })).toHaveAttribute(
      'href',
      '/episodes/ep01-the-beginning/',
    );
    await expect(row(page, 'EP02').getByRole('heading')).toHaveText('First Blood');

    const ep03 = row(page, 'EP03');
    await expect(ep03).toHaveAttribute('data-air-state', 'announced');
    await expect(ep03.getByRole('heading')).toHaveText('The Bluff');
    await expect(ep03.locator('time').first()).toHaveText('Tue, Jan 20 · 8:00 PM ET');
    await expect(ep03.locator('time').first()).toHaveAttribute('datetime', '2026-01-20T20:00:00-05:00');
    // The visitor's own time beside it: the next day in the Canaries.
    await expect(ep03.locator('[data-local-time]').first()).toHaveText(
      'Wed, Jan 21, 1:00 AM in your time, Atlantic/Canary',
    );
    await expect(ep03.getByRole('link', { name: /Episode Details/ })).toHaveAttribute(
      'href',
      '/episodes/ep03-the-bluff/',
    );
    await expect(ep03.getByText('Watch Now')).toBeHidden();

    const ep04 = row(page, 'EP04');
    await expect(ep04).not.toHaveAttribute('data-air-state');
    await expect(ep04).toContainText('Coming Soon');
    await expect(ep04).toContainText('Premiere Date TBA');
    await expect(ep04.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(page.getByText('EP03 airs Tue, Jan 20 · 8:00 PM ET.')).toBeVisible();
  });

  test('the countdown says days, hours and minutes, quietly, and moves once a minute', async ({ page }) => {
    // Stop the clock at the build's instant, so the minutes are exact.
    await page.clock.pauseAt(BUILD_NOW.getTime() + 1);
    const timer = row(page, 'EP03').getByRole('timer');
    await expect(timer).toHaveText('13 hours');
    await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
    await page.clock.runFor(58_000);
    await expect(timer).toHaveText('13 hours');
    await page.clock.runFor(2_000);
    await expect(timer).toHaveText('12 hours, 59 minutes');
    // Only the next episode counts down.
    await expect(page.getByRole('timer')).toHaveCount(1);
    await page.clock.resume(); // axe waits on timers
    await renderAllSections(page);
    expect(await axeViolations(page, { include: ['section[aria-labelledby="upcoming-heading"]'] })).toEqual([]);
  });

  test('flips EP03 on air at its air time and aired at its end, without a reload or a rebuild', async ({ page }) => {
    await page.clock.pauseAt(EP03_AIRS - 60_000);
    const ep03 = row(page, 'EP03');
    await expect(ep03).toHaveAttribute('data-air-state', 'announced');
    await expect(ep03.getByRole('timer')).toHaveText('1 minute');
    await page.clock.runFor(61_000);
    await expect(ep03).toHaveAttribute('data-air-state', 'on-air');
    await expect(ep03.getByText('On Now', { exact: true })).toBeVisible();
    await page.clock.runFor(45 * 60_000);
    await expect(ep03).toHaveAttribute('data-air-state', 'aired');
    await expect(ep03.getByRole('link', { name: /Watch Now/ })).toBeVisible();
    await expect(ep03.getByText('Episode Details')).toBeHidden();
    await expect(ep03).toContainText('Aired Tue, Jan 20 · 8:00 PM ET');
  });

  test('add to calendar: Google, Outlook and the episode .ics', async ({ page, request }) => {
    const ep03 = row(page, 'EP03');
    await ep03.getByText('Add to calendar').click();
    const google = ep03.getByRole('link', { name: /Google Calendar/ });
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    const g = new URL((await google.getAttribute('href')) ?? '');
    expect(g.host).toBe('calendar.google.com');
    expect(g.searchParams.get('dates')).toBe('20260121T010000Z/20260121T014500Z');
    expect(g.searchParams.get('text')).toBe('The Last Stack · EP03: The Bluff');
    const o = new URL((await ep03.getByRole('link', { name: /Outlook/ }).getAttribute('href')) ?? '');
    expect(o.host).toBe('outlook.live.com');
    expect(o.searchParams.get('startdt')).toBe('2026-01-21T01:00:00Z');
    const download = ep03.getByRole('link', { name: /Download \.ics/ });
    await expect(download).toHaveAttribute('download', '');
    const res = await request.get((await download.getAttribute('href')) ?? '');
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(eventsOf(await res.text()).map((e) => e.uid)).toEqual(['s01e03@thelaststack.tv']);
    // Aired rows offer no calendar.
    await expect(row(page, 'EP01').getByText('Add to calendar')).toHaveCount(0);
  });

  test('season subscription: webcal link, the https address and a working copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      'webcal://thelaststack.tv/schedule.ics',
    );
    // The button works once the page's script has run (it writes the local times).
    await expect(page.locator('[data-local-time]').first()).not.toBeEmpty();
    const field = page.getByLabel(/Or add it by address/);
    await expect(field).toHaveValue('https://thelaststack.tv/schedule.ics');
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://thelaststack.tv/schedule.ics');
  });
});

test('loaded after EP03 aired, the page shows it aired although the build said announced', async ({ page }) => {
  await page.clock.install({ time: new Date(EP03_AIRS + 3_600_000) });
  await page.goto('/schedule/');
  await expect(row(page, 'EP03')).toHaveAttribute('data-air-state', 'aired');
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('times in the broadcaster zone, no countdown, no local time, calendars still open', async ({ page }) => {
    await page.goto('/schedule/');
    const ep03 = row(page, 'EP03');
    await expect(ep03.locator('time').first()).toHaveText('Tue, Jan 20 · 8:00 PM ET');
    await expect(ep03.locator('[data-local-time]').first()).toBeHidden();
    await expect(ep03.locator('.countdown')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeHidden();
    await ep03.getByText('Add to calendar').click();
    await expect(ep03.getByRole('link', { name: /Google Calendar/ })).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the date alone: no countdown', async ({ page }) => {
    await page.clock.install({ time: BUILD_NOW });
    await page.goto('/schedule/');
    await expect(row(page, 'EP03').locator('time').first()).toBeVisible();
    await expect(row(page, 'EP03').locator('[data-local-time]').first()).not.toBeEmpty();
    await expect(page.locator('.countdown')).toBeHidden();
  });
});

test('Home: once the premiere has aired, the latest episode and the next with its countdown', async ({ page }) => {
  await page.clock.install({ time: BUILD_NOW });
  await page.goto('/');
  await expect(page.locator('#premiere-heading')).toHaveCount(0);
  const block = page.locator('section[aria-labelledby="latest-heading"]');
  const latest = block.locator('article').first();
  const next = block.locator('article').nth(1);
  await expect(block.locator('article')).toHaveCount(2);
  await expect(latest.getByRole('link', { name: 'First Blood' })).toHaveAttribute(
    'href',
    '/episodes/ep02-first-blood/',
  );
  await expect(latest.getByText('Watch now')).toBeVisible();
  // EP02 has no watch URL of its own: the streaming service's home.
  await expect(block.getByRole('link', { name: /Watch now on Apex\+/ })).toHaveAttribute(
    'href',
    'https://plus.apexsports.tv',
  );
  await expect(next.getByRole('link', { name: 'The Bluff' })).toBeVisible();
  await expect(block.getByRole('timer')).toHaveText('13 hours');
  await expect(block).toContainText('EP03 starts in');
  await page.clock.runFor(EP03_AIRS - BUILD_NOW.getTime() + 1_000);
  await expect(next, 'the next card turns on air at air time').toHaveAttribute('data-air-state', 'on-air');
  await page.clock.runFor(45 * 60_000);
  await expect(next, 'and aired at its end').toHaveAttribute('data-air-state', 'aired');
});

test('Episodes: aired, upcoming and Coming Soon cards; badge and stats as the spec has them', async ({ page }) => {
  await page.clock.install({ time: BUILD_NOW });
  await page.goto('/episodes/');
  await expect(page.getByText('Season 1 Complete')).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(12);
  await expect(page.locator('main article[data-air-state="aired"]')).toHaveCount(2);
  await expect(page.locator('main article[data-air-state="announced"]')).toHaveCount(1);
  await expect(page.locator('main article:not([data-air-state])').filter({ hasText: 'Coming Soon' })).toHaveCount(9);
  for (const aired of await page.locator('main article[data-air-state="aired"]').all()) {
    await expect(aired.getByText('Watch now')).toBeVisible();
    await expect(aired.getByText('Upcoming')).toBeHidden();
  }
  const ep03 = cards.filter({ hasText: 'The Bluff' });
  await expect(ep03.getByText('Upcoming')).toBeVisible();
  await expect(ep03.getByText('Watch now')).toBeHidden();
  await expect(ep03.locator('[data-local-time]')).toHaveText('Wed, Jan 21, 1:00 AM in your time, Atlantic/Canary');
  // The calendar control sits above the card's whole-card link.
  await ep03.getByText('Add to calendar').click();
  await expect(ep03.getByRole('link', { name: /Outlook/ })).toBeVisible();
});

test('the season calendar leaves TBA episodes out', async ({ request }) => {
  const res = await request.get('/schedule.ics');
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(eventsOf(await res.text()).map((e) => [e.uid, e.start.toISOString()])).toEqual([
    ['s01e01@thelaststack.tv', '2026-01-07T01:00:00.000Z'],
    ['s01e02@thelaststack.tv', '2026-01-14T01:00:00.000Z'],
    ['s01e03@thelaststack.tv', '2026-01-21T01:00:00.000Z'],
  ]);
});

test.describe('axe on the pages that changed', () => {
  // Reveals wait on the faked clock and would be caught mid-fade; the countdown test runs axe with motion.
  test.use({ reducedMotion: 'reduce' });
  for (const path of ['/', '/schedule/', '/episodes/']) {
    test(`${path}: no WCAG 2.2 AA violations, calendars open`, async ({ page }) => {
      await page.clock.install({ time: BUILD_NOW });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const details of await page.locator('details.add-to-calendar').all()) {
        await details.evaluate((d) => ((d as HTMLDetailsElement).open = true));
      }
      await renderAllSections(page);
      expect(await axeViolations(page, { tags: AXE_TAGS })).toEqual([]);
    });
  }
});
