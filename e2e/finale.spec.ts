/**
 * The season over: the finale fixture a week after EP12 aired (dist-finale/,
 * scripts/build-airing.mjs), the field down to Ingrid Solberg with every chip. Home, /schedule/,
 * /standings/, two profiles and the final hand at 360 and 1440 px, JavaScript on and off: what each
 * says once the season is over, results only behind the disclosures fans know, nothing wider than
 * the screen. Then the season calendar and the feed, and axe on the opened disclosures (every URL
 * of the build, closed: e2e/every-url.spec.ts). Sizes are set here, so it runs in one project.
 */
import type { Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import ical, { type VEvent } from 'node-ical';
import { finaleURL } from '../playwright.config.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { overlappingLabels, summaryOf, visibleChart } from './field.ts';
import { expect, test } from './fixtures.ts';

const FINAL_HAND = '/episodes/ep12-the-end-game/hands/the-last-hand/';

// Sizes are set per test: one project is enough (playwright.config.ts runs this file in the desktop one).
test.use({ baseURL: finaleURL });

/** Nothing sticks out sideways at this width. */
async function fitsTheScreen(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [360, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled, reducedMotion: 'reduce' });

      test('Home: the season complete, where to watch all 12, the final standings and hand, nobody named', async ({
        page,
      }) => {
        await page.goto('/');
        const block = page.locator('section[aria-labelledby="season-heading"]');
        await expect(block.getByText('Season 1 Complete')).toBeVisible();
        await expect(block.getByRole('heading', { name: 'All 12 Episodes, On Demand' })).toBeVisible();
        for (const [name, href] of [
          ['Apex+', 'https://plus.apexsports.tv'],
          ['Apex Sports', 'https://apexsports.tv'],
          ['The Last Stack on YouTube', 'https://www.youtube.com/@TheLastStackTV'],
        ] as const) {
          await expect(block.getByRole('link', { name: new RegExp(`^${name.replace('+', '\\+')} `) })).toHaveAttribute(
            'href',
            href,
          );
        }
        await expect(block.getByRole('link', { name: 'Final Standings' })).toHaveAttribute('href', '/standings/');
        await expect(block.getByRole('link', { name: 'The Final Hand' })).toHaveAttribute('href', FINAL_HAND);
        await expect(block.getByRole('link', { name: 'The End Game' })).toHaveAttribute(
          'href',
          '/episodes/ep12-the-end-game/',
        );
        await expect(block).not.toContainText(/Ingrid|Mateo|Champion/);
        await expect(page.getByRole('timer')).toHaveCount(0);
        await expect(page.locator('#battle-heading')).toHaveCount(0);
        await fitsTheScreen(page, width);
      });

      test('/schedule/: nothing upcoming, where it all is on demand, no countdown or subscription', async ({
        page,
      }) => {
        await page.goto('/schedule/');
        await expect(
          page.getByText('Season 1 has aired on Apex Sports and Apex+. All 12 episodes are on demand on Apex+.'),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'The Season Has Aired' })).toBeVisible();
        const rows = page.locator('section[aria-labelledby="upcoming-heading"] > ul > li');
        await expect(rows).toHaveCount(12);
        await expect(
          page.locator('section[aria-labelledby="upcoming-heading"] li[data-air-state="aired"]'),
        ).toHaveCount(12);
        await expect(rows.last()).toContainText('Aired Tue, Mar 24 · 8:00 PM ET');
        await expect(rows.last().getByRole('link', { name: /Watch Now/ })).toHaveAttribute(
          'href',
          '/episodes/ep12-the-end-game/',
        );
        await expect(page.getByRole('timer')).toHaveCount(0);
        await expect(page.getByText('Add to calendar')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveCount(0);
        await expect(page.getByText('Be the first to hear what comes next.')).toBeVisible();
        await fitsTheScreen(page, width);
      });

      test('/standings/: final results behind their disclosure, the chart to its end, the table by finish', async ({
        page,
      }) => {
        await page.goto('/standings/');
        await expect(page.getByRole('heading', { level: 2, name: 'Final Results' })).toBeVisible();
        const champion = page.getByText('Ingrid Solberg, with all 1,600,000 chips', { exact: true });
        await expect(champion).toBeHidden();
        await summaryOf(page, 'results up to EP12').click();
        await expect(champion).toBeVisible();
        await expect(page.getByText('Season 1 Champion', { exact: true })).toBeVisible();
        await expect(page.getByText('Mateo Ferreira, out in EP12', { exact: true })).toBeVisible();

        const chart = visibleChart(page);
        await expect(chart.locator('.stack-chart-line')).toHaveCount(16);
        await expect(chart.locator('.stack-chart-line.is-in')).toHaveCount(1);
        await expect(chart.locator('.stack-chart-labels .is-in')).toHaveText(width < 640 ? 'Ingrid' : 'Ingrid Solberg');
        await expect(chart.locator('.stack-chart-grid text').last()).toHaveText('EP12');
        expect(await overlappingLabels(chart)).toEqual([]);
        const box = await chart.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);

        const rows = page.getByRole('region', { name: /^Every player by finishing place/ }).locator('tbody tr');
        await expect(rows).toHaveCount(16);
        await expect(rows.nth(0)).toHaveText(/Ingrid Solberg\s*Champion\s*1st\s*177,000/);
        await expect(rows.nth(1)).toHaveText(/Mateo Ferreira\s*Out in EP12\s*2nd/);
        await expect(rows.nth(4)).toHaveText(/Priya Raman\s*Out in EP09\s*5th/);
        await expect(rows.last()).toHaveText(/Tanner Voss\s*Out in EP01\s*16th/);
        await fitsTheScreen(page, width);
      });

      test('profiles: where each finished, the champion’s "Season 1 Champion", behind the disclosure', async ({
        page,
      }) => {
        for (const [slug, line] of [
          ['priya-raman', 'Finished 5th, out in EP09.'],
          [
            'ingrid-solberg',
            'Season 1 Champion: Ingrid Solberg is the last player in, with all 1,600,000 chips after EP12.',
          ],
        ] as const) {
          await page.goto(`/cast/${slug}/`);
          const season = page.locator('section[aria-labelledby="season-so-far"]');
          await expect(season.getByRole('heading', { name: 'Final Result' })).toBeVisible();
          await expect(season.getByText(line)).toBeHidden();
          await summaryOf(season, 'results up to EP12').click();
          await expect(season.getByText(line)).toBeVisible();
          await fitsTheScreen(page, width);
        }
      });

      test('profiles: In Aired Hands, the count said, the figures behind the disclosure', async ({ page }) => {
        await page.goto('/cast/ingrid-solberg/');
        const record = page.locator('section[aria-labelledby="in-aired-hands"]');
        await expect(record).toContainText(/Ingrid Solberg played \d+ of the key hands the show has aired\./);
        const table = record.getByRole('table', { name: 'Ingrid Solberg in the aired key hands' });
        await expect(table).toBeHidden();
        await summaryOf(record, "Ingrid Solberg's figures").click();
        await expect(table.getByRole('row', { name: /Pots won/ })).toHaveText(/Pots won\s*\d+/);
        await expect(record.getByRole('link', { name: 'Mateo Ferreira' })).toHaveAttribute(
          'href',
          '/cast/mateo-ferreira/',
        );
        // axe runs as a script in the page: with JavaScript on only (off, the markup is the same).
        if (javaScriptEnabled) {
          const include = ['section[aria-labelledby="in-aired-hands"]'];
          expect(await axeViolations(page, { include, tags: AXE_TAGS })).toEqual([]);
        }
        await fitsTheScreen(page, width);
      });

      test('the final hand: its table and players first, the hand behind its disclosure, a head that tells nothing', async ({
        page,
      }) => {
        await page.goto(FINAL_HAND);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Last Hand');
        const table = page.locator('section[aria-labelledby="table-title"]');
        await expect(table).toContainText('Ingrid Solberg');
        await expect(table).toContainText('Mateo Ferreira');
        const hand = page.locator('details[data-hand-stepper]');
        await expect(hand).not.toHaveAttribute('open');
        await expect(hand.getByText('1,600,000').first()).toBeHidden();
        await hand.locator('summary').click();
        await expect(hand).toHaveAttribute('open');
        // Without JavaScript every street reads in order; with it the stepper starts at the deal, and
        // End goes to the showdown, where the last chip has gone to the champion.
        if (javaScriptEnabled) {
          await hand.getByRole('button', { name: 'Next' }).focus();
          await page.keyboard.press('End');
          await expect(hand.locator('[data-step-label]')).toHaveText(/^Step (\d+) of \1: /);
        }
        await expect(hand.getByText('1,600,000').first()).toBeVisible();
        for (const meta of ['description', 'og:image:alt', 'og:title']) {
          const content = await page
            .locator(`meta[name="${meta}"], meta[property="${meta}"]`)
            .first()
            .getAttribute('content');
          expect(content, meta).not.toMatch(/1,600,000|wins|champion/i);
        }
        await fitsTheScreen(page, width);
      });
    });
  }
}

test('the season calendar holds all 12 as aired, and the feed all 12, newest first', async ({ request }) => {
  const ics = await request.get('/schedule.ics');
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = Object.values(ical.sync.parseICS(await ics.text())).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events.map((e) => e.uid)).toEqual(
    Array.from({ length: 12 }, (_, i) => `s01e${String(i + 1).padStart(2, '0')}@thelaststack.tv`),
  );
  expect(events.at(-1)?.start.toISOString()).toBe('2026-03-25T00:00:00.000Z');
  const feed = new XMLParser({ isArray: (name) => name === 'item' }).parse(
    await (await request.get('/episodes/rss.xml')).text(),
  ) as { rss: { channel: { item: { title: string }[] } } };
  expect(feed.rss.channel.item.map((i) => i.title)).toEqual([
    'EP12: The End Game',
    'EP11: Squid Game',
    'EP10: Life or Death',
    'EP09: The Final Prayer',
    'EP08: The Queen',
    'EP07: Quick and Easy',
    'EP06: The Turning Point',
    'EP05: High Stakes',
    'EP04: All In',
    'EP03: The Bluff',
    'EP02: First Blood',
    'EP01: The Beginning',
  ]);
});

// The opened final results, the champion's profile and the final hand: one test a page.
for (const path of ['/standings/', '/cast/ingrid-solberg/', FINAL_HAND]) {
  test(`axe: WCAG 2.2 AA on the opened disclosures of ${path}`, async ({ page }) => {
    await page.goto(path);
    for (const summary of await page.locator('details.spoiler > summary').all()) await summary.click();
    expect(await axeViolations(page, { include: ['details.spoiler'], tags: AXE_TAGS }), path).toEqual([]);
  });
}
