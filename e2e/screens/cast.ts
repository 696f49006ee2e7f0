/** The cast page and each profile as the spec has them: sections in order, conditional parts only when present. */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { cast, hrefs, type CastMember } from './content.ts';

export async function expectCastPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet The Players');
  const stats = page.getByRole('list', { name: 'The cast in figures' });
  for (const t of ['17', '50+', 'Championships', '$100M+', 'Career Winnings']) await expect(stats).toContainText(t);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(17);
  await expect(cards.locator('h3')).toHaveText(cast.map((m) => m.name));
  expect(await hrefs(cards.locator('h3 a'))).toEqual(cast.map((m) => `/cast/${m.slug}/`));
  // Every card has its portrait (the stand-in without one: e2e/portraits.spec.ts).
  for (const [i, m] of cast.entries()) {
    await expect(cards.nth(i).locator('img')).toHaveAttribute('alt', `Artwork of ${m.name}`);
  }
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'See the Episodes' })).toHaveAttribute('href', '/episodes/');
  await expect(main.getByRole('link', { name: 'About the Show' })).toHaveAttribute('href', '/about/');
}

export async function expectProfile(page: Page, m: CastMember): Promise<void> {
  const main = page.locator('main');
  const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Cast', m.name]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.name);
  if (m.nickname) await expect(main).toContainText(`“${m.nickname}”`);
  await expect(main.getByRole('list', { name: 'Role' }).getByRole('listitem')).toHaveText(
    m.role.split('•').map((r) => r.trim()),
  );
  await expect(main.locator('dl dt')).toHaveText(
    m.birthYear
      ? ['Nationality', 'Born', 'Years Active', 'Total Earnings']
      : ['Nationality', 'Years Active', 'Total Earnings'],
  );
  await expect(main.locator('h2:not(.sr-only)')).toHaveText([
    'Early Life & Background',
    'Poker Career Highlights',
    'Playing Style',
    ...(m.achievements.length ? ['Notable Achievements'] : []),
    'Media Presence & Personality',
    'Current Status',
    ...(m.funFacts.length ? ['Fun Facts & Trivia'] : []),
    ...(m.faqs.length ? ['Frequently Asked Questions'] : []),
    `Watch ${m.name} in Action`,
    'Never Miss a Hand',
    'More Players',
  ]);
  await expect(main.locator('table')).toHaveCount(m.achievements.length ? 1 : 0);
  if (m.achievements.length) {
    await expect(main.locator('table th')).toHaveText(['Year', 'Tournament', 'Placement', 'Winnings']);
    await expect(main.locator('table tbody tr')).toHaveCount(m.achievements.length);
  }
  const watch = main.locator('section[aria-labelledby="watch"]');
  // Issue 23: the way to the field, on every profile.
  expect(await hrefs(watch.getByRole('link'))).toEqual(['/episodes/', '/cast/', '/standings/']);
  await expect(main.locator('section[aria-labelledby="more-players"] article h3')).toHaveText(
    cast
      .filter((o) => o.slug !== m.slug)
      .slice(0, 6)
      .map((o) => o.name),
  );
  await expect(page).toHaveTitle(m.metaTitle);
  // The portrait (the flag beside the nationality is an image too).
  if (m.image) await expect(main.locator('header img:not(.flag)')).toHaveCount(1);
  else await expect(main.locator('header').getByRole('img', { name: m.name })).toBeVisible();
}
