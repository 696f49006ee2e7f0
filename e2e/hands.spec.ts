/**
 * Key hands in a browser, on the airing fixture: EP01's three-way all-in (a side pot won
 * by another player than the main pot) and EP02's split pot. The page says what the hand is and
 * shows nothing more until "Show the hand" is opened, with JavaScript and without; with it, Back and
 * Next (and the arrow keys) step through the hand action by action, its code loaded only then; the
 * episode's and a player's lists of hands; the .phh download. The drawn table, Play, step links and
 * axe at every step: e2e/hand-table.spec.ts.
 */
import type { Page } from '@playwright/test';
import { airingURL, widthTag } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const ALL_IN = '/episodes/ep01-the-beginning/hands/three-way-all-in/';
const SPLIT = '/episodes/ep02-first-blood/hands/big-slick-standoff/';
const openHand = (page: Page) => page.locator('details[data-hand-stepper] > summary').click();

test.use({ baseURL: airingURL });

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, widthTag(width), () => {
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
          // Dealt, and at the showdown (the drawn tables are hidden from screen readers).
          await expect(hand.getByRole('img', { name: 'Ace of hearts' })).toHaveCount(2);
          for (const ace of await hand.getByRole('img', { name: 'Ace of hearts' }).all())
            await expect(ace).toBeVisible();
          await expect(hand.getByText('Tanner Voss moves all in for 12,000', { exact: true })).toBeVisible();
          await expect(hand.getByText('Chloé Marchand moves all in for 40,000', { exact: true })).toBeVisible();
          await expect(hand.getByText(/Main pot of 36,000:\s*Tanner Voss wins it/)).toBeVisible();
          await expect(hand.getByText(/Side pot of 56,000:\s*Chloé Marchand wins it/)).toBeVisible();
          // The showdown's words (the drawn table above them says it too, hidden from screen readers).
          await expect(hand.locator('section[data-street="showdown"] > ul').getByText('One Pair, Aces')).toBeVisible();
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

test('the stepper: action by action, by keyboard too, its code loaded only when the hand is opened', async ({
  page,
}) => {
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
  const label = hand.locator('[data-step-label]');
  await expect(next).toBeVisible();
  expect(scripts.filter((u) => u.includes('hand-stepper'))).toHaveLength(1);
  await expect(back).toBeDisabled();
  await expect(label).toHaveText('Step 1 of 14: The blinds are in: 500/1,000');
  await next.click();
  await expect(label).toHaveText('Step 2 of 14: The hole cards are dealt');
  // Each line of the street's text shows once it has happened.
  await expect(hand.getByText('Dante Okonkwo raises to 3,000', { exact: true })).toBeHidden();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(hand.getByText('Dante Okonkwo raises to 3,000', { exact: true })).toBeVisible();
  await expect(hand.getByText('Tanner Voss moves all in for 12,000', { exact: true })).toBeHidden();
  await hand.getByRole('link', { name: 'The flop', exact: true }).click();
  await expect(hand.getByRole('heading', { level: 3, name: 'The flop' })).toBeVisible();
  await expect(hand.getByRole('heading', { level: 3, name: 'Before the flop' })).toBeHidden();
  await expect(hand.getByRole('group', { name: 'The board: the flop' })).toBeVisible();
  // Back to the preflop's close: its odds, the aces against kings and queens, to one decimal, a number and a bar.
  await page.keyboard.press('ArrowLeft');
  await expect(label).toHaveText('Step 7 of 14: Dante Okonkwo calls 37,000');
  await expect(hand.getByRole('row', { name: /Tanner Voss/ }).first()).toContainText(/\d+\.\d% win/);
  await next.focus();
  await page.keyboard.press('End');
  await expect(label).toHaveText(/^Step 14 of 14: /);
  await expect(next).toBeDisabled();
  // Focus moved from the disabled Next to Back, so the keys keep working.
  await expect(back).toBeFocused();
  await expect(hand.getByText(/Side pot of 56,000:\s*Chloé Marchand wins it/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(label).toHaveText(/^Step 13 of 14: Dante Okonkwo shows/);
});

test('a split pot is divided to the chip, and the stacks after the hand are listed', async ({ page }) => {
  await page.goto(SPLIT);
  await openHand(page);
  const hand = page.locator('details[data-hand-stepper]');
  await hand.getByRole('link', { name: 'Showdown' }).click();
  await expect(
    hand.getByText(/The pot of 77,600:\s*split, Ingrid Solberg 38,800, Mateo Ferreira 38,800/),
  ).toBeVisible();
  await expect(hand.getByText('Two Pair, Kings and Eights').first()).toBeVisible();
  const stacks = hand.getByRole('table', { name: 'Stacks after the hand' });
  await expect(stacks.getByRole('row', { name: /Hiroshi Tanabe/ })).toContainText(/110,000\s*104,800/);
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
