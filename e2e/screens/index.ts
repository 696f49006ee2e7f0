/**
 * Every screen of the spec in today's build: texts, counts, order, links and conditional sections,
 * checked on e2e/every-url.spec.ts's one visit of each page (at both widths), before it is scrolled.
 * Each page of today's sitemap has its screen here, or names the spec that reads it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectCastPage, expectProfile } from './cast.ts';
import { cast, hrefs, season1, site } from './content.ts';
import { expectHome } from './home.ts';

/** Pages of today's sitemap whose screen another spec reads, with it. */
const ELSEWHERE: Record<string, string> = { '/standings/': 'e2e/standings.spec.ts' };

async function expectEpisodes(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByText('Season 1 Complete', { exact: true })).toBeVisible();
  const stats = main.getByRole('list', { name: 'Season 1 in figures' });
  for (const t of ['12', 'Episodes', '45', 'Min Each', '$1M', 'Prize Pool']) await expect(stats).toContainText(t);
  const cards = main.locator('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.filter({ hasText: 'Coming Soon' })).toHaveCount(12);
  await expect(cards.first()).toContainText('EP01');
  await expect(cards.last()).toContainText('The End Game');
  const clamp = await cards
    .first()
    .locator('p.line-clamp-2')
    .evaluate((p) => getComputedStyle(p).webkitLineClamp);
  expect(clamp).toBe('2');
}

/** An episode page while no episode is announced. */
async function expectEpisodeComingSoon(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episodes Coming Soon');
  await expect(main).toContainText('Individual episode pages are being prepared');
  await expect(main.getByRole('link', { name: /Apex Sports/ })).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('link', { name: /Apex\+/ })).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('link', { name: 'All Episodes' })).toHaveAttribute('href', '/episodes/');
  await expect(main.getByRole('link', { name: 'Watch Schedule' })).toHaveAttribute('href', '/schedule/');
}

async function expectAbout(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is The Last Stack?');
  await expect(main.locator('section[aria-labelledby="features-heading"] li')).toHaveCount(4);
  const stats = main.getByRole('list', { name: 'Season 1 at a glance' });
  for (const t of ['16', 'Players', '12', 'Episodes', '1', 'Champion']) await expect(stats).toContainText(t);
  await expect(main.locator('section[aria-labelledby="format-heading"] article')).toHaveCount(2);
  const watch = main.locator('section[aria-labelledby="watch-heading"]');
  await expect(watch.getByRole('heading', { name: 'Watch Season 1 Now' })).toBeVisible();
  expect(await hrefs(watch.getByRole('link'))).toEqual([
    'https://www.youtube.com/@TheLastStackTV',
    'https://redlineproductions.tv',
    '/episodes/',
    '/schedule/',
  ]);
  const champion = main.locator('section[aria-labelledby="champion-heading"]');
  await expect(champion.getByRole('link', { name: /profile/ })).toHaveAttribute('href', `/cast/${season1.champion}/`);
  await expect(main.getByRole('heading', { name: 'Credits' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Partners' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Press Kit/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${site.pressEmail}`),
  );
  await expect(main).toContainText('4.8');
  await expect(main).toContainText('1,250 ratings');
}

async function expectSchedule(page: Page): Promise<void> {
  const main = page.locator('main');
  const watch = main.getByRole('link', { name: /Watch Now/ });
  await expect(watch).toHaveCount(2);
  expect(await hrefs(watch)).toEqual(['https://apexsports.tv', 'https://plus.apexsports.tv']);
  for (const link of await watch.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const upcoming = main.locator('section[aria-labelledby="upcoming-heading"] li.grid');
  await expect(upcoming).toHaveCount(3);
  await expect(upcoming.locator('h3')).toHaveText(['The Beginning', 'Coming Soon', 'Coming Soon']);
  for (const row of await upcoming.all()) {
    await expect(row).toContainText('Coming Soon');
    await expect(row).toContainText('Premiere Date TBA');
    await expect(row).toContainText('Apex Sports & Apex+');
    await expect(row.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  }
  await expect(main.getByRole('link', { name: 'Get Notified' })).toHaveAttribute('href', '#newsletter');
  const newsletter = main.locator('section#newsletter');
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('required', '');
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
}

/** The screen's checks for `path` of today's build, by the page type its path names. */
function screenOf(path: string): { name: string; check: (page: Page) => Promise<void> } | undefined {
  if (path === '/') return { name: 'Home', check: expectHome };
  if (path === '/about/') return { name: 'About', check: expectAbout };
  if (path === '/cast/') return { name: 'Cast page', check: expectCastPage };
  if (path === '/episodes/') return { name: 'Episodes', check: expectEpisodes };
  if (path === '/schedule/') return { name: 'Schedule', check: expectSchedule };
  if (/^\/episodes\/[^/]+\/$/.test(path)) return { name: 'Episode page', check: expectEpisodeComingSoon };
  const member = cast.find((m) => path === `/cast/${m.slug}/`);
  if (member) return { name: 'Cast member page', check: (page) => expectProfile(page, member) };
  return undefined;
}

/** Checks the screen of `path` in today's build, as loaded; fails for a page that has none and is read nowhere else. */
export async function expectScreen(page: Page, path: string): Promise<void> {
  if (path in ELSEWHERE) return;
  const screen = screenOf(path);
  expect(
    screen,
    `${path}: a page of today's sitemap with no screen in e2e/screens/ (or a spec in ELSEWHERE)`,
  ).toBeDefined();
  if (screen) await test.step(`the spec's screen: ${screen.name}`, () => screen.check(page));
}
