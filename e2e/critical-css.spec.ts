/**
 * Pages past their first round trip (lib/delivery/critical-css.ts): the first screen's rules inline, the
 * rest in a stylesheet loaded without blocking paint. The first screen must not change when the
 * rest arrives (no layout shift, no restyle), and every page must be whole once it has, with
 * JavaScript on (the site script applies it) and off (the <noscript> import).
 * The pages come from the built season fixtures: today's content has none past the line.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { airingURL, finaleURL, premiereURL } from '../playwright.config.ts';
import { AIRING } from '../scripts/build-airing.mjs';
import { DEFERRED_CSS_ATTRIBUTE } from '../src/lib/delivery/deferred-css.ts';
import { expect, renderAllSections, test } from './fixtures.ts';

/** The season builds served to the browser (the finale evening is built for the dist tests only). */
const URLS: Record<string, string> = {
  'dist-airing': airingURL,
  'dist-premiere': premiereURL,
  'dist-finale': finaleURL,
};
const SITES = AIRING.builds.flatMap(({ outDir, now }) => {
  const url = URLS[outDir];
  return url ? [{ dir: outDir, url, now }] : [];
});
/** Pages of the season builds with a deferred stylesheet (Home in both today). */
const DEFERRED = SITES.flatMap(({ dir, url, now }) =>
  ['/', '/schedule/', '/episodes/', '/cast/ingrid-solberg/']
    .filter((path) => readFileSync(`${dir}/${path.slice(1)}index.html`, 'utf8').includes(DEFERRED_CSS_ATTRIBUTE))
    .map((path) => ({ name: `${dir}${path}`, url: `${url}${path}`, now })),
);

/** What a visitor sees of every element in the first viewport: its box and the styles that paint it. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const props = ['color', 'background-color', 'font-family', 'font-size', 'font-weight', 'display', 'border-color'];
    return [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.top < innerHeight && box.bottom > 0 && box.width > 0)
      .map(({ el, box }) => {
        const style = getComputedStyle(el);
        // The part inside the viewport: a box reaching below it may change height there unseen.
        const visible = Math.min(box.bottom, innerHeight) - box.top;
        const rounded = [box.x, box.y, box.width, visible].map(Math.round).join(',');
        return `${el.tagName}.${el.className} ${rounded} ${props.map((p) => style.getPropertyValue(p)).join(' ')}`;
      });
  });
}

test.use({ reducedMotion: 'reduce' });

test('the season builds have pages past the first round trip, so this spec tests something', () => {
  expect(DEFERRED.map((d) => d.name)).toContain('dist-airing/');
});

for (const { name, url, now } of DEFERRED) {
  test(`${name}: the first screen is the same before the deferred stylesheet arrives`, async ({ page }) => {
    // At the build's clock, so the page keeps the states it was built with.
    await page.clock.install({ time: new Date(now) });
    // Hold the deferred stylesheet back: what the first paint has is the inline CSS alone.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/page\.[\w]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.fonts.ready);
    const before = await firstScreen(page);
    release();
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => /\/page\.\w+\.css$/.test(s.href ?? ''))))
      .toBe(true);
    await expect(page.locator(`link[${DEFERRED_CSS_ATTRIBUTE}]`)).not.toHaveAttribute('disabled');
    expect(await firstScreen(page)).toEqual(before);
  });

  test(`${name}: below the first screen is styled once the page has loaded`, async ({ page }) => {
    await page.goto(url);
    // Not scrolled: the stylesheet must come after the largest paint by itself.
    await renderAllSections(page, { scrolled: false });
    const footer = page.locator('body > footer');
    // The footer's rules are in the deferred stylesheet only; unstyled, its top border would be 0 wide (preflight).
    await expect(footer).toHaveCSS('border-top-width', '1px');
  });
}

test('what only decorates or updates waits for the largest paint: the deferred stylesheet and the air times', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { __lcp: number[] }).__lcp = paints;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        if (e.element?.getAttribute('fetchpriority') === 'high') paints.push(e.startTime);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // Home mid-season: a deferred stylesheet, dated episodes, and the hero poster as its largest paint.
  await page.goto(`${airingURL}/`);
  const timing = await page.waitForFunction(() => {
    const started = (pattern: RegExp) =>
      performance.getEntriesByType('resource').find((r) => pattern.test(r.name))?.startTime;
    const css = started(/\/_astro\/page\.\w+\.css$/);
    const airTimes = started(/\/_astro\/air-times\./);
    const poster = (window as unknown as { __lcp: number[] }).__lcp[0];
    return css !== undefined && airTimes !== undefined && poster !== undefined ? { css, airTimes, poster } : undefined;
  });
  const t = await timing.jsonValue();
  if (!t) throw new Error('no timing');
  expect(t.css, 'the deferred stylesheet').toBeGreaterThanOrEqual(t.poster);
  expect(t.airTimes, 'the air-times script').toBeGreaterThanOrEqual(t.poster);
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const { name, url } of DEFERRED) {
    test(`${name}: the <noscript> import styles the whole page`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('body > footer')).toHaveCSS('border-top-width', '1px');
    });
  }
});
