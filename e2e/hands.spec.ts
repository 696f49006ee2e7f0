/**
 * Key hands (issue 30) in a browser, on the airing fixture: EP01's three-way all-in (a side pot won
 * by another player than the main pot) and EP02's split pot. The page says what the hand is and
 * shows nothing more until "Show the hand" is opened, with JavaScript and without; with it, Back and
 * Next (and the arrow keys) step through the streets, its code loaded only then; axe on the opened
 * hand; the episode's and a player's lists of hands; the .phh download.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { airingURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const ALL_IN = '/episodes/ep01-the-beginning/hands/three-way-all-in/';
const SPLIT = '/episodes/ep02-first-blood/hands/big-slick-standoff/';
const openHand = (page: Page) => page.locator('details[data-hand-stepper] > summary').click();

test.use({ baseURL: airingURL });

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const javaScriptEnabled of [true, false]) {
      test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: what the hand is, then the hand once opened`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          baseURL: airingURL,
          javaScriptEnabled,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(ALL_IN);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Three Stacks in the Middle');
        const seats = page.getByRole('table', { name: 'Players at the table, in seat order' });
        await expect(seats.locator('tbody tr')).toHaveCount(4);
        await expect(seats.locator('tbody tr').first()).toContainText(/Small blind\s*Tanner Voss\s*12,000/);
        await expect(page.getByText('Blinds 500/1,000')).toBeVisible();
        // Nothing of the hand shows before it is opened.
        for (const hidden of [
          page.getByRole('img', { name: 'Ace of hearts', includeHidden: true }),
          page.getByText('wins it'),
        ]) {
          expect(await hidden.count()).toBeGreaterThan(0);
          for (const each of await hidden.all()) await expect(each).toBeHidden();
        }
        await openHand(page);
        const hand = page.locator('details[data-hand-stepper]');
        await expect(hand).toHaveAttribute('open', '');
        if (!javaScriptEnabled) {
          // Every street in order, down to the showdown.
          await expect(hand.getByRole('heading', { level: 3 })).toHaveText([
            'Before the flop',
            'The flop',
            'The turn',
            'The river',
            'Showdown',
          ]);
          await expect(hand.getByRole('img', { name: 'Ace of hearts' })).toHaveCount(2);
          for (const ace of await hand.getByRole('img', { name: 'Ace of hearts' }).all())
            await expect(ace).toBeVisible();
          await expect(hand.getByText('Tanner Voss moves all in for 12,000')).toBeVisible();
          await expect(hand.getByText('Chloé Marchand moves all in for 40,000')).toBeVisible();
          await expect(hand.getByText(/Main pot of 36,000:\s*Tanner Voss wins it/)).toBeVisible();
          await expect(hand.getByText(/Side pot of 56,000:\s*Chloé Marchand wins it/)).toBeVisible();
          await expect(hand.getByText('One Pair, Aces')).toBeVisible();
        } else {
          await expect(hand.getByRole('heading', { level: 3, name: 'Before the flop' })).toBeVisible();
          await expect(hand.getByRole('heading', { level: 3, name: 'Showdown' })).toBeHidden();
        }
        // Nothing overflows the page sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
      });
    }
  });
}

test('the stepper: Back and Next, by keyboard too, its code loaded only when the hand is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(ALL_IN);
  await page.waitForLoadState('load');
  expect(scripts.filter((u) => u.includes('hand-stepper'))).toEqual([]);
  await openHand(page);
  const hand = page.locator('details[data-hand-stepper]');
  const next = hand.getByRole('button', { name: 'Next' });
  const back = hand.getByRole('button', { name: 'Back' });
  await expect(next).toBeVisible();
  expect(scripts.filter((u) => u.includes('hand-stepper'))).toHaveLength(1);
  await expect(back).toBeDisabled();
  await expect(hand.getByText('1 of 5: Before the flop')).toBeVisible();
  // Preflop odds: the aces against kings and queens, to one decimal, as a number and a bar.
  await expect(hand.getByRole('row', { name: /Tanner Voss/ }).first()).toContainText(/\d+\.\d% win/);
  await next.click();
  await expect(hand.getByRole('heading', { level: 3, name: 'The flop' })).toBeVisible();
  await expect(hand.getByRole('heading', { level: 3, name: 'Before the flop' })).toBeHidden();
  await expect(hand.getByRole('group', { name: 'The board: the flop' })).toBeVisible();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(hand.getByText('3 of 5: The turn')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(hand.getByText('5 of 5: Showdown')).toBeVisible();
  await expect(next).toBeDisabled();
  // Focus moved from the disabled Next to Back, so the keys keep working.
  await expect(back).toBeFocused();
  await expect(hand.getByText(/Side pot of 56,000:\s*Chloé Marchand wins it/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(hand.getByText('4 of 5: The river')).toBeVisible();
});

test('a split pot is divided to the chip, and the stacks after the hand are listed', async ({ page }) => {
  await page.goto(SPLIT);
  await openHand(page);
  const hand = page.locator('details[data-hand-stepper]');
  for (let i = 0; i < 4; i++) await hand.getByRole('button', { name: 'Next' }).click();
  await expect(
    hand.getByText(/The pot of 77,600:\s*split, Ingrid Solberg 38,800, Mateo Ferreira 38,800/),
  ).toBeVisible();
  await expect(hand.getByText('Two Pair, Kings and Eights').first()).toBeVisible();
  const stacks = hand.getByRole('table', { name: 'Stacks after the hand' });
  await expect(stacks.getByRole('row', { name: /Hiroshi Tanabe/ })).toContainText(/110,000\s*104,800/);
});

test('axe: WCAG 2.2 AA on the opened hand, every street shown', async ({ page }) => {
  await page.goto(ALL_IN);
  await openHand(page);
  for (const step of [0, 1, 2, 3, 4]) {
    const results = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `step ${step}`,
    ).toEqual([]);
    if (step < 4) await page.locator('details[data-hand-stepper]').getByRole('button', { name: 'Next' }).click();
  }
});

test("the episode's and a player's key hands, behind their disclosures; the hand history downloads", async ({
  page,
}) => {
  await page.goto('/episodes/ep01-the-beginning/');
  const list = page.locator('details.spoiler', { hasText: 'EP01 key hands' });
  await expect(list.getByRole('link', { name: 'Three Stacks in the Middle' })).toBeHidden();
  await list.locator('summary').click();
  await expect(list.getByRole('link', { name: 'Three Stacks in the Middle' })).toHaveAttribute('href', ALL_IN);

  await page.goto('/cast/ingrid-solberg/');
  const played = page.locator('details.spoiler', { hasText: "Ingrid Solberg's key hands" });
  await played.locator('summary').click();
  await expect(played.getByRole('link')).toHaveText([
    'Three Stacks in the Middle',
    'Big Slick Against Big Slick',
    'Aces Against the Straddle',
  ]);

  await page.goto(ALL_IN);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download hand history (.phh)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('three-way-all-in.phh');
});
