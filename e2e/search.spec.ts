/**
 * The site search on the three-season build (dist-seasons/), served as production serves
 * it: "/" and Ctrl/⌘K take a fan to its field from any page, typing finds players, seasons, episodes
 * and key hands grouped by kind, the query lives in the URL, the keyboard walks the results; nothing
 * loads for it until a search starts; axe on the open results; without JavaScript the page leads to the
 * lists. Chromium here; Firefox and WebKit in e2e-engines/season.spec.ts.
 */
import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, seasonsURL } from '../playwright.config.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { expect, siteScriptRan, test } from './fixtures.ts';

test.use({ baseURL: seasonsURL });

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the show' });
const status = (page: Page) => page.locator('[data-search-status]');
const results = (page: Page) => page.locator('[data-search-results] a');
/** Every request for the search's code or index, as they are made. */
const searchRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/pagefind\/|\/site-search\./.test(r.url())) urls.push(new URL(r.url()).pathname);
  });
  return urls;
};

test.describe('the site search', { tag: DESKTOP_ONLY }, () => {
  test('"/" from a page, typing, the groups, the URL and the keyboard path through the results', async ({ page }) => {
    const loaded = searchRequests(page);
    await page.goto('/');
    await siteScriptRan(page);
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(field(page)).toBeFocused();
    await page.waitForLoadState('load');
    // Nothing of the search is fetched before a fan starts one, on its page either.
    expect(loaded).toEqual([]);

    await page.keyboard.type('ingrid');
    await expect(status(page)).toHaveText(/^\d+ results? for “ingrid”\.$/);
    await expect(page).toHaveURL(/\/search\/\?q=ingrid$/);
    expect(loaded.some((u) => u === '/pagefind/pagefind.js')).toBe(true);
    const groups = page.locator('[data-search-results] h2');
    await expect(groups.first()).toHaveText('Players');
    await expect(results(page).first()).toHaveAttribute('href', '/cast/ingrid-solberg/');
    expect(await axeViolations(page, { include: ['main'], tags: AXE_TAGS })).toEqual([]);

    const count = await results(page).count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cast\/ingrid-solberg\/$/);
  });

  test('Ctrl+K from a season’s page; a shared link searches at once; a search that finds nothing says so', async ({
    page,
  }) => {
    await page.goto('/seasons/2/');
    await siteScriptRan(page);
    await page.keyboard.press('Control+K');
    await expect(page).toHaveURL(/\/search\/$/);

    await page.goto('/search/?q=tilt');
    await expect(field(page)).toHaveValue('tilt');
    await expect(status(page)).toHaveText(/^\d+ results? for “tilt”\.$/);
    await expect(page.locator('[data-search-results] h2')).toContainText(['Episodes']);

    await field(page).fill('zzzqqq');
    await expect(status(page)).toHaveText('No result for “zzzqqq”.');
    await expect(results(page)).toHaveCount(0);
    await field(page).fill('');
    await expect(page).toHaveURL(/\/search\/$/);
  });

  test('a slash typed in a field is a slash', async ({ page }) => {
    await page.goto('/hands/');
    await page.getByLabel('Player', { exact: true }).focus();
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/hands\/$/);
  });
});

test.describe('the search index as served', { tag: DESKTOP_ONLY }, () => {
  test('its code is JavaScript and its index bytes, neither with a document policy', async ({ request }) => {
    const entry = (await (await request.get('/pagefind/pagefind-entry.json')).json()) as {
      languages: Record<string, { hash: string; wasm: string }>;
    };
    const { hash, wasm } = Object.values(entry.languages)[0] ?? { hash: '', wasm: '' };
    const types: Record<string, RegExp> = {
      '/pagefind/pagefind.js': /^(application|text)\/javascript/,
      '/pagefind/pagefind-worker.js': /^(application|text)\/javascript/,
      [`/pagefind/wasm.${wasm}.pagefind`]: /^application\/octet-stream$/,
      [`/pagefind/pagefind.${hash}.pf_meta`]: /^application\/octet-stream$/,
    };
    for (const [path, type] of Object.entries(types)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(type);
      expect(res.headers()['content-security-policy'], path).toBeUndefined();
    }
  });
});

test.describe('the site search without JavaScript', { tag: DESKTOP_ONLY }, () => {
  test.use({ javaScriptEnabled: false });

  test('the control leads to a page that leads to the key hands and the cast', async ({ page }) => {
    await page.goto('/cast/');
    await page.locator('header').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Every key hand' })).toHaveAttribute('href', '/hands/');
    await expect(page.getByRole('link', { name: 'The cast' })).toHaveAttribute('href', '/cast/');
  });
});
