/**
 * The field in a browser: /standings/, an aired episode's Results and a profile's
 * season so far, on the airing fixture (EP01 and EP02 aired with results, two out in EP02; EP03's
 * results written but not aired), and /standings/ before any result (today's build and the
 * premiere eve). Results stay behind closed disclosures that open with and without JavaScript;
 * the chart is drawn at build time and reads at 360 and 1440 px.
 */
import { airingURL, premiereURL, widthTag } from '../playwright.config.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { overlappingLabels, summaryOf, visibleChart } from './field.ts';
import { expect, test } from './fixtures.ts';

test.describe('/standings/, season in progress', () => {
  test.use({ baseURL: airingURL });

  for (const { width, lines, fullNames } of [
    { width: 360, lines: 'narrow', fullNames: false },
    { width: 1440, lines: 'wide', fullNames: true },
  ]) {
    test(
      `${width} px: says what it is, shows nothing until opened, then the count, the leader, a readable chart (${lines}) and the table`,
      widthTag(width),
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/standings/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Field');
        await expect(page.getByRole('heading', { name: 'Results up to EP02' })).toBeVisible();
        const summary = summaryOf(page, 'results up to EP02');
        await expect(summary).toHaveText('Show results up to EP02', { useInnerText: true });
        await expect(page.getByText('13 players left', { exact: true })).toBeHidden();
        await expect(page.getByText('Ingrid Solberg, 214,000 chips', { exact: true })).toBeHidden();

        await summary.click();
        await expect(summary).toHaveText('Hide results up to EP02', { useInnerText: true });
        await expect(page.getByText('13 players left', { exact: true })).toBeVisible();
        await expect(page.getByText('Ingrid Solberg, 214,000 chips', { exact: true })).toBeVisible();

        const chart = visibleChart(page);
        await expect(chart).toHaveCount(1);
        await expect(page.getByRole('img', { name: 'Chips after each episode' })).toHaveAccessibleDescription(
          /13 players left; chip leader Ingrid Solberg, 214,000 chips\. The table below gives every number\./,
        );
        await expect(chart.locator('.stack-chart-line')).toHaveCount(16);
        await expect(chart.locator('.stack-chart-line.is-in')).toHaveCount(13);
        await expect(chart.locator('.stack-chart-labels .is-out')).toHaveText(
          fullNames
            ? ['Tanner Voss (out)', 'Oskar Lindqvist (out)', 'Ruslan Temirov (out)']
            : ['Tanner (out)', 'Oskar (out)', 'Ruslan (out)'],
        );
        await expect(chart.locator('.stack-chart-grid text')).toContainText([
          '0',
          '100K',
          '250K',
          'Start',
          'EP01',
          'EP02',
        ]);

        // Readable: inside the page, labels at least 11 px tall and apart from one another.
        const box = await chart.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const labelPx = await chart.evaluate((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return Number(svg.getAttribute('font-size')) * scale;
        });
        expect(labelPx).toBeGreaterThanOrEqual(11);
        expect(labelPx).toBeLessThanOrEqual(16);
        expect(await overlappingLabels(chart)).toEqual([]);

        const rows = page.getByRole('region', { name: /^Every player after EP02/ }).locator('tbody tr');
        await expect(rows).toHaveCount(16);
        await expect(rows.first()).toHaveText(/Ingrid Solberg\s*In\s*—\s*177,000\s*214,000/);
        await expect(rows.nth(13)).toHaveText(/Oskar Lindqvist\s*Out in EP02\s*14th\s*68,000\s*Out/);
        await expect(rows.nth(14)).toHaveText(/Ruslan Temirov\s*Out in EP02\s*15th\s*59,000\s*Out/);
        await expect(rows.last()).toHaveText(/Tanner Voss\s*Out in EP01\s*16th\s*Out\s*—/);
      },
    );
  }

  test('is reached from Home, /episodes/, aired episodes and profiles, not from the top navigation', async ({
    page,
  }) => {
    for (const path of [
      '/',
      '/episodes/',
      '/episodes/ep02-first-blood/',
      '/cast/ingrid-solberg/',
      '/cast/marcus-vale/',
    ]) {
      await page.goto(path);
      await expect(page.locator('main a[href="/standings/"]').first(), path).toHaveText('Who’s Still In');
    }
    await expect(page.locator('header a[href="/standings/"]')).toHaveCount(0);
    await page.goto('/episodes/ep03-the-bluff/');
    await expect(page.locator('#results-heading')).toHaveCount(0);
  });

  // One test a page: each is axe over a large opened disclosure (~4 s alone), and three in one test
  // took the whole of the old 30 s limit on a slow machine.
  for (const path of ['/standings/', '/episodes/ep02-first-blood/', '/cast/ingrid-solberg/']) {
    test(`axe: WCAG 2.2 AA on the opened results of ${path}`, async ({ page }) => {
      await page.goto(path);
      // The results' disclosure, and the key hands' where the page has them (e2e/hands.spec.ts).
      for (const summary of await page.locator('details.spoiler > summary').all()) await summary.click();
      expect(
        await axeViolations(page, {
          include: ['details.spoiler', 'section:has(> h2#results-heading), section:has(> h2#season-so-far)'],
          tags: AXE_TAGS,
        }),
        path,
      ).toEqual([]);
    });
  }
});

test.describe('Results behind a disclosure, JavaScript on and off', () => {
  test.use({ baseURL: airingURL });

  for (const javaScriptEnabled of [true, false]) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: EP02's results and a profile's season open on a tap`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: airingURL, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/episodes/ep02-first-blood/');
      const results = page.locator('section[aria-labelledby="results-heading"]');
      await expect(results.getByRole('heading', { name: 'Results' })).toBeVisible();
      const out = results.getByRole('list').filter({ hasText: 'Finished' });
      await expect(out).toBeHidden();
      const summary = summaryOf(results, 'EP02 results');
      await expect(summary).toHaveText('Show EP02 results', { useInnerText: true });
      await summary.click();
      await expect(out.getByRole('listitem')).toHaveText([
        /Ruslan Temirov\s*Finished 15th/,
        /Oskar Lindqvist\s*Finished 14th/,
      ]);
      const counts = results.getByRole('region', { name: 'Chip counts after EP02' }).locator('tbody tr');
      await expect(counts).toHaveCount(13);
      await expect(counts.first()).toHaveText(/1\s*Ingrid Solberg\s*214,000\s*\+37,000/);
      await expect(counts.last()).toHaveText(/13\s*Lukas Brenner\s*61,500\s*−15,000/);

      await page.goto('/cast/tanner-voss/');
      const season = page.locator('section[aria-labelledby="season-so-far"]');
      await expect(season.getByText('Finished 16th, out in EP01.')).toBeHidden();
      await summaryOf(season, 'results up to EP02').click();
      await expect(season.getByText('Finished 16th, out in EP01.')).toBeVisible();

      await page.goto('/cast/ingrid-solberg/');
      await summaryOf(page, 'results up to EP02').click();
      await expect(page.getByText('Ingrid Solberg is still in, with 214,000 chips after EP02.')).toBeVisible();
      await expect(
        page.getByRole('img', { name: "Ingrid Solberg's stack: Start 100,000, EP01 177,000, EP02 214,000" }),
      ).toBeVisible();
      await context.close();
    });
  }
});

test.describe('/standings/ before any result', () => {
  test("today's build: the sixteen players, all in, and the premiere's date to be announced", async ({ page }) => {
    await page.goto('/standings/');
    await expect(page.getByRole('heading', { name: 'All 16 players are in' })).toBeVisible();
    await expect(page.getByText('Premiere date TBA')).toBeVisible();
    const rows = page.getByRole('region', { name: 'Every player, before the first hand.' }).locator('tbody tr');
    await expect(rows).toHaveCount(16);
    for (const row of await rows.all()) await expect(row.locator('td').first()).toHaveText('In');
    await expect(page.locator('details.spoiler')).toHaveCount(0);
    await expect(page.locator('main a[href="/cast/marcus-vale/"]')).toHaveCount(0);
    await page.goto('/');
    await expect(page.locator('main a[href="/standings/"]')).toHaveText('Who’s Still In');
  });

  test('the premiere eve: when the premiere airs', async ({ page }) => {
    await page.goto(`${premiereURL}/standings/`);
    await expect(page.getByText('The premiere airs Tue, Jan 6 · 8:00 PM ET')).toBeVisible();
    await expect(page.locator('details.spoiler')).toHaveCount(0);
  });
});
