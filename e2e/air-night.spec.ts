/**
 * Air night, lived as a fan lives it: the airing fixture's EP03 (8:00 PM ET, 01:00 UTC, 45 minutes;
 * built that morning, announced) open from a minute before its air time to after its end, on the
 * visitor's clock alone: announced, then on air with where to watch it live, then aired with its
 * results said to be coming, without a reload or a rebuild, nothing moving and nothing focused.
 */
import type { Page } from '@playwright/test';
import { airingURL } from '../playwright.config.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { airTimesMounted, expect, networkQuiet, renderAllSections, test } from './fixtures.ts';

const EP03_AIRS = Date.parse('2026-01-21T01:00:00Z');
const EP03_ENDS = EP03_AIRS + 45 * 60_000;
const MINUTE = 60_000;

test.use({ baseURL: airingURL, timezoneId: 'Europe/Berlin', reducedMotion: 'reduce' });

/** Sums the page's layout shifts from now on (none may come of a flip). */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as Window & { __shift?: number };
    let total = 0;
    w.__shift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
      w.__shift = total;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as Window & { __shift?: number }).__shift ?? 0);
}

/** Until the page's fonts are in: a face arriving late reflows the text it sets, which no flip does. */
async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function axeClean(page: Page): Promise<void> {
  await page.clock.resume(); // axe waits on timers
  await renderAllSections(page);
  expect(await axeViolations(page, { tags: AXE_TAGS })).toEqual([]);
}

test('an episode page: announced, on air with the Watch links, then aired with its results to come', async ({
  page,
  guard,
}) => {
  await page.clock.install({ time: EP03_AIRS - 2 * MINUTE });
  await page.goto('/episodes/ep03-the-bluff/');
  await airTimesMounted(page);
  // What loading set off has landed (its frames run on the page's clock, so before it is paused).
  await networkQuiet(page, guard);
  await fontsLoaded(page);
  await page.clock.pauseAt(EP03_AIRS - MINUTE);
  const article = page.locator('main article').first();
  const watch = page.locator('[role="group"][aria-labelledby="watch-heading"]');
  const pending = page.getByText('Results and key hands are posted after the broadcast.');
  await expect(article).toHaveAttribute('data-air-state', 'announced');
  await expect(watch.getByText('Airs on Apex Sports · Streams next day on Apex+')).toBeVisible();
  await expect(watch.getByText('On now')).toBeHidden();
  // Said from the start, where the results will be: nothing appears there at a flip.
  await expect(pending).toBeVisible();
  // Focus somewhere a flip must leave it (the skip link shows on focus: before the shifts are counted).
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const shifts = await watchShifts(page);

  await page.clock.runFor(MINUTE + 1_000);
  await expect(article).toHaveAttribute('data-air-state', 'on-air');
  await expect(watch.getByText('On now')).toBeVisible();
  await expect(watch).toContainText('On now · until 8:45 PM ET');
  await expect(watch.locator('[data-local-time]').last()).toHaveText(
    'Wed, Jan 21, 2:45 AM in your time, Europe/Berlin',
  );
  const live = watch.getByRole('link', { name: /Watch live on Apex Sports/ });
  await expect(live).toBeVisible();
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(watch.getByRole('link', { name: /Watch on Apex\+/ })).toBeVisible();
  await expect(watch.getByText('Airs on Apex Sports')).toBeHidden();
  await expect(page.locator('main header')).toContainText('Started Tue, Jan 20 · 8:00 PM ET', { useInnerText: true });
  await expect(page.getByRole('link', { name: 'Skip to main content' }), 'a flip takes no focus').toBeFocused();
  await axeClean(page);

  await page.clock.pauseAt(EP03_ENDS - MINUTE);
  await expect(article).toHaveAttribute('data-air-state', 'on-air');
  await page.clock.runFor(MINUTE + 1_000);
  await expect(article).toHaveAttribute('data-air-state', 'aired');
  await expect(pending).toBeVisible();
  await expect(watch.getByText('On now')).toBeHidden();
  await expect(watch.getByRole('link', { name: /Watch now on Apex Sports/ })).toBeVisible();
  await expect(page.locator('main header')).toContainText('Aired Tue, Jan 20 · 8:00 PM ET', { useInnerText: true });
  await expect(page.getByText(/no results/i)).toHaveCount(0);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  expect(await shifts(), 'layout shift over both flips').toBe(0);
  await axeClean(page);
});

// The visitor's time fills the line kept for it under each air time, and nothing sits beside a time
// that it would widen (components/airing/AirTime.astro): filling it in moves nothing, at any width.
for (const path of [
  '/episodes/ep03-the-bluff/',
  '/episodes/ep01-the-beginning/',
  '/',
  '/schedule/',
  '/episodes/',
  '/cast/ingrid-solberg/',
]) {
  test(`${path}: the visitor's time fills in without moving the page`, async ({ page, guard }) => {
    // The page's clock stands still from before it loads, so what waits for the largest paint
    // (client/after-paint.ts) waits for the test: the page is measured whole first.
    await page.clock.install({ time: EP03_AIRS - 2 * MINUTE });
    await page.clock.pauseAt(EP03_AIRS - MINUTE);
    await page.goto(path);
    await fontsLoaded(page);
    await expect(page.locator('[data-local-time]').first()).toBeEmpty();
    const shifts = await watchShifts(page);
    await page.clock.resume();
    await airTimesMounted(page);
    await networkQuiet(page, guard);
    expect(await shifts()).toBe(0);
  });
}

// Where a countdown stood (Home, the schedule) the results are said to be coming once it ends; a
// list page's header line says nothing then (its card says aired), so opening it late moves nothing.
for (const [path, after] of [
  ['/', 'Results and key hands are posted after the broadcast.'],
  ['/schedule/', 'Results and key hands are posted after the broadcast.'],
  ['/episodes/', undefined],
] as const) {
  test(`${path}: "On now" with the Watch links while EP03 is on, then ${after ? 'its results to come' : 'nothing'}`, async ({
    page,
  }) => {
    await page.clock.install({ time: EP03_AIRS - 2 * MINUTE });
    await page.goto(path);
    await airTimesMounted(page);
    await page.clock.pauseAt(EP03_AIRS - MINUTE);
    const status = page.locator('.air-state:has(> [data-look="on-air"], > [data-show="on-air"])').first();
    await expect(status).toHaveAttribute('data-air-state', 'announced');
    await expect(status.getByText('EP03 is on now', { exact: false })).toBeHidden();

    await page.clock.runFor(MINUTE + 1_000);
    await expect(status).toHaveAttribute('data-air-state', 'on-air');
    await expect(status).toContainText(/on now · until\s+8:45 PM ET/i);
    await expect(status.getByRole('link', { name: /Watch live on Apex Sports/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('timer')).toBeHidden();
    await axeClean(page);

    await page.clock.pauseAt(EP03_ENDS - 1_000);
    await page.clock.runFor(2_000);
    await expect(status).toHaveAttribute('data-air-state', 'aired');
    if (after) await expect(status.getByText(after)).toBeVisible();
    else await expect(status).toBeHidden();
    await expect(status.getByRole('link', { name: /Watch live/ })).toBeHidden();
  });
}

test('loaded while EP03 is on air, a page built that morning says so at once', async ({ page }) => {
  await page.clock.install({ time: EP03_AIRS + 10 * MINUTE });
  await page.goto('/schedule/');
  await airTimesMounted(page);
  const ep03 = page.locator('section[aria-labelledby="upcoming-heading"] > ul > li').filter({ hasText: 'EP03' });
  await expect(ep03).toHaveAttribute('data-air-state', 'on-air');
  await expect(ep03.getByText('On Now', { exact: true })).toBeVisible();
  await expect(ep03).toContainText('On now · until 8:45 PM ET');
});
