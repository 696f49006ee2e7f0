/**
 * The desk starts the next season, on a desk and a copy of content/ of its own (adding a
 * season changes what e2e/desk.spec.ts builds on): /desk/seasons numbers it after the last and ticks
 * its cast from everyone, a returning player marked with the seasons played; a form without players
 * is refused, nothing written. Added, the desk restarts with Season 2 as its current season: its
 * Episodes form takes EP01, Season 1's forms stay under their own names, and the preview shows the
 * new season, its returning player and its episode. Desktop only, like the other desk spec.
 */
import { existsSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { CONTENT, box, deskSpec, isSave, previewShows, read, visit } from './desk-harness.ts';
import { TIMEOUTS } from './timeouts.ts';

deskSpec('desk-seasons-e2e', 10);

const SEASON_2 = () => `${CONTENT}/seasons/2/season.yaml`;
const EP01 = () => `${CONTENT}/seasons/2/episodes/ep01-return-to-the-felt.yaml`;
/** Home's four featured players (content/home.yaml), all back: Home shows the current season's. */
const RETURNING = ['Dante Okonkwo', 'Hiroshi Tanabe', 'Ingrid Solberg', 'Mateo Ferreira'];

test('adds Season 2 in a form: the next number, returning players ticked, its facts; refused without players', async ({
  page,
}) => {
  await visit(page, '/desk/seasons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Season 2');
  expect(await axeViolations(page, { tags: AXE_TAGS })).toEqual([]);
  const cast = page.getByRole('group', { name: /^Cast/ });
  // A returning player is marked with the seasons they played; the host is in every season, not a box.
  await expect(cast.getByText('Dante Okonkwo · Season 1')).toBeVisible();
  await expect(cast.getByRole('checkbox', { name: /Marcus Vale/ })).toHaveCount(0);

  await box(page, 'Prize pool').fill('$2M');
  await page.getByRole('button', { name: 'Add Season 2' }).click();
  await expect(page.getByRole('alert')).toContainText('Cast: pick its players');
  expect(existsSync(SEASON_2()), 'nothing is written').toBe(false);

  for (const name of RETURNING) await cast.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await page.getByRole('spinbutton', { name: 'Starting stack' }).fill('150000');
  await page.getByRole('button', { name: 'Add Season 2' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Season 2 added', { timeout: TIMEOUTS.deskStep });
  expect(parse(read(SEASON_2()))).toEqual({
    number: 2,
    cast: ['dante-okonkwo', 'hiroshi-tanabe', 'ingrid-solberg', 'mateo-ferreira', 'marcus-vale'],
    players: 4,
    episodes: 12,
    prizePool: '$2M',
    startingStack: 150000,
  });
  // Until its first episode is written, the preview names the season as the build would refuse it.
  await previewShows({ path: '/cast/', status: 500, shows: 'season 2 has no episode yet' });
});

test("writes Season 2's EP01 in its Episodes form; the preview shows the season, its returning player and episode", async ({
  page,
}) => {
  // The desk restarted on the new season.yaml: its Episodes are Season 2's, Season 1's are named so.
  await expect(async () => {
    await visit(page, '/keystatic/collection/episodes/create');
    await expect(page.getByRole('link', { name: 'Episodes of Season 1' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: TIMEOUTS.server });
  await box(page, 'Number').fill('1');
  await box(page, 'Episode').fill('EP01');
  await box(page, 'Title').fill('Return to the Felt');
  await box(page, 'File name').fill('ep01-return-to-the-felt');
  await box(page, 'Description').fill('Four of Season 1 sit down again, and the host deals them in.');
  await box(page, 'Image').fill('../../../images/episodes/ep01-the-beginning.webp');
  const answer = page.waitForResponse((r) => isSave(r.url()), { timeout: TIMEOUTS.deskStep });
  await page.getByRole('button', { name: 'Create' }).click();
  expect((await answer).status()).toBe(200);
  await expect.poll(() => existsSync(EP01()), { timeout: TIMEOUTS.deskStep }).toBe(true);
  expect(parse(read(EP01()))).toMatchObject({ number: 1, episode: 'EP01', title: 'Return to the Felt' });

  await previewShows({ path: '/seasons/', shows: 'Season 2' });
  // Its page at its permanent URL: TBA, so the spec's "Episodes Coming Soon" under its code and title.
  await previewShows({ path: '/episodes/ep01-return-to-the-felt/', shows: 'Return to the Felt' });
  // Marked with the seasons he played ("Seasons 1 & 2", as HTML writes it).
  await previewShows({ path: '/cast/dante-okonkwo/', shows: 'Seasons 1 &amp; 2' });
  const castPage = await page.context().newPage();
  await castPage.goto(`${new URL('/cast/', page.url()).href}`);
  await expect(castPage.getByRole('heading', { level: 1 })).toHaveText('Meet The Players');
  await expect(castPage.locator('main')).toContainText('Season 2');
  await expect(castPage.getByRole('link', { name: /Dante Okonkwo/ }).first()).toBeVisible();
  await expect(castPage.getByRole('link', { name: /Tanner Voss/ })).toHaveCount(0);
});
