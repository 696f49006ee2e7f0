/**
 * The list of every key hand (/hands/) on the three-season build (dist-seasons/): the
 * filters narrow the list in place and say so in their live region, live in the URL (a shared link
 * opens filtered, in its order), say when nothing is left and clear, keep a link to a player with no
 * aired hand yet and say so; axe on the filtered list; with
 * JavaScript off the whole list reads, without the filters. Chromium here; Firefox and WebKit in
 * e2e-engines/season.spec.ts.
 */
import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, seasonsURL } from '../playwright.config.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ baseURL: seasonsURL });

const ALL = 15;
const listed = (page: Page) => page.locator('li[data-hand]:visible');
const count = (page: Page) => page.locator('[data-hand-count]');

test.describe('the key-hand list', { tag: DESKTOP_ONLY }, () => {
  test('filters by player in place, keeps it in the URL, and clears', async ({ page }) => {
    await page.goto('/hands/');
    await expect(count(page)).toHaveText(`${ALL} key hands`);
    await expect(listed(page)).toHaveCount(ALL);
    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Ingrid Solberg' });
    await expect(page).toHaveURL(/\/hands\/\?player=ingrid-solberg$/);
    const shown = await listed(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(ALL);
    await expect(count(page)).toHaveText(`${shown} of ${ALL} key hands`);
    for (const players of await listed(page).evaluateAll((li) => li.map((l) => l.getAttribute('data-players')))) {
      expect(players?.split(' ')).toContain('ingrid-solberg');
    }
    // A season with none of the other filters' hands goes, heading and all.
    await expect(page.locator('[data-hand-group]:visible h2')).not.toHaveCount(0);
    expect(await axeViolations(page, { include: ['main'], tags: AXE_TAGS })).toEqual([]);
    // "Show the hands" takes a keyboard or screen-reader user past the form, to the count.
    await page.getByRole('button', { name: 'Show the hands' }).press('Enter');
    await expect(count(page)).toBeFocused();

    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page).toHaveURL(/\/hands\/$/);
    await expect(listed(page)).toHaveCount(ALL);
    await expect(page.getByLabel('Player', { exact: true })).toHaveValue('');
  });

  test('a shared link opens filtered and in its order; nothing left says so', async ({ page }) => {
    await page.goto('/hands/?player=ingrid-solberg&sort=pot');
    await expect(page.getByLabel('Player', { exact: true })).toHaveValue('ingrid-solberg');
    await expect(page.getByLabel('Order', { exact: true })).toHaveValue('pot');
    await expect(page.locator('[data-hand-groups]')).toBeHidden();
    const pots = await listed(page).evaluateAll((li) => li.map((l) => Number(l.getAttribute('data-pot'))));
    expect(pots.length).toBeGreaterThan(1);
    expect(pots).toEqual([...pots].sort((a, b) => b - a));

    await page.getByLabel('Order', { exact: true }).selectOption('newest');
    await expect(page.locator('[data-hand-groups]')).toBeVisible();
    const order = await listed(page).evaluateAll((li) => li.map((l) => Number(l.getAttribute('data-order'))));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await page.getByLabel('Pot', { exact: true }).selectOption({ label: 'Under 25 BB' });
    await page.getByLabel('All in', { exact: true }).check();
    await page.getByLabel('Showdown', { exact: true }).check();
    await page.getByLabel('Season', { exact: true }).selectOption('3');
    await expect(count(page)).toHaveText('No key hand matches these filters.');
    await expect(listed(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\?season=3&player=ingrid-solberg&pot=under-25&allin=1&showdown=1$/);
  });

  test('a link to a player of the show with no aired hand keeps the filter and says so, and clears', async ({
    page,
  }) => {
    await page.goto('/hands/');
    // A player of the show (the form knows everyone's name) with no hand on the list.
    const [slug, name] = await page.evaluate(() => {
      const cast = JSON.parse(document.querySelector<HTMLElement>('[data-hand-filters]')?.dataset['cast'] ?? '{}');
      const playing = new Set(
        [...document.querySelectorAll<HTMLElement>('li[data-hand]')].flatMap((li) => li.dataset['players']?.split(' ')),
      );
      return Object.entries(cast as Record<string, string>).find(([s]) => !playing.has(s)) ?? ['', ''];
    });
    expect(slug).not.toBe('');
    await page.goto(`/hands/?player=${slug}`);
    await expect(count(page)).toHaveText(`No key hand of ${name} has aired yet.`);
    await expect(listed(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/hands/\\?player=${slug}$`));
    await expect(page.getByLabel('Player', { exact: true })).toHaveValue(slug);
    expect(await axeViolations(page, { include: ['main'], tags: AXE_TAGS })).toEqual([]);
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page).toHaveURL(/\/hands\/$/);
    await expect(listed(page)).toHaveCount(ALL);
    await expect(count(page)).toHaveText(`${ALL} key hands`);
  });

  test('a link with a player who is not listed shows every hand', async ({ page }) => {
    await page.goto('/hands/?player=nobody-here&sort=sideways');
    await expect(listed(page)).toHaveCount(ALL);
    await expect(page).toHaveURL(/\/hands\/$/);
  });
});

test.describe('the key-hand list without JavaScript', { tag: DESKTOP_ONLY }, () => {
  test.use({ javaScriptEnabled: false });

  test('reads whole, every hand a link, the results closed, no filters that could not act', async ({ page }) => {
    await page.goto('/hands/?player=ingrid-solberg');
    await expect(page.locator('form[data-hand-filters]')).toBeHidden();
    await expect(listed(page)).toHaveCount(ALL);
    await expect(page.locator('li[data-hand] details[open]')).toHaveCount(0);
    await expect(page.locator('li[data-hand] a:visible')).toHaveCount(ALL);
  });
});
