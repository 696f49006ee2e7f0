/**
 * Every hand the show deals, in a browser on the airing fixture: EP01's heads-up hand (a
 * PHH file: the button posts the small blind, the big blind the ante) and EP02's hand whose cards
 * are tabled on the flop, at 360 and 1440 px: the table as PHH seats it, the hand once opened, the
 * tabled cards on the street they were tabled, odds from then on, and axe on the page.
 */
import type { Page } from '@playwright/test';
import { airingURL, widthTag } from '../playwright.config.ts';
import { expect, renderAllSections, test } from './fixtures.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';

const HEADS_UP = '/episodes/ep01-the-beginning/hands/heads-up-for-the-button/';
const TABLED = '/episodes/ep02-first-blood/hands/cards-up-on-the-flop/';

async function axe(page: Page) {
  await renderAllSections(page);
  return axeViolations(page, { include: ['main'], tags: AXE_TAGS });
}

test.use({ baseURL: airingURL });

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, widthTag(width), () => {
    test.use({ viewport: { width, height: 900 } });

    test('the heads-up hand: the big blind is p1 and antes, the button posts the small blind and acts first', async ({
      page,
      guard,
    }) => {
      await page.goto(HEADS_UP);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heads-Up for the Button');
      await expect(page.getByText('Blinds 400/800, big-blind ante 400')).toBeVisible();
      const rows = page.getByRole('table', { name: 'Players at the table, in seat order' }).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(/Big blind\s*Chloé Marchand\s*48,000\s*Ante 400 · Big blind 800/);
      await expect(rows.nth(1)).toContainText(/Button, small blind\s*Dante Okonkwo\s*61,000\s*Small blind 400/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.locator('details[data-hand-stepper] > summary').click();
      const hand = page.locator('details[data-hand-stepper]');
      // The stepper shows a street's lines as they happen: the flop, then back a step to the preflop's close.
      const flop = hand.getByRole('link', { name: 'The flop', exact: true });
      await flop.click();
      // The jump lands on hashchange, a task of its own: a key pressed before it would step from the start.
      await expect(flop).toHaveAttribute('aria-current', 'step');
      await page.keyboard.press('ArrowLeft');
      // The button acts first before the flop: Dante Okonkwo raises, Chloé Marchand calls.
      await expect(hand.getByText('Dante Okonkwo raises to 2,000', { exact: true })).toBeVisible();
      await expect(hand.getByText('Chloé Marchand calls 1,200', { exact: true })).toBeVisible();
      await renderAllSections(page);
      await expect(hand.getByText('Chloé Marchand mucks', { exact: true })).toBeAttached();
      await expect(hand.getByText(/The pot of 48,400:\s+Dante Okonkwo wins it/)).toBeAttached();
      expect(await axe(page)).toEqual([]);
      expect(guard.consoleErrors).toEqual([]);
    });

    test('cards tabled on the flop show on the flop, with odds from then on', async ({ browser }) => {
      // Without JavaScript every street reads in order, so the flop's tabled cards are there to find.
      const context = await browser.newContext({
        baseURL: airingURL,
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(TABLED);
      await page.locator('details[data-hand-stepper] > summary').click();
      const flop = page.getByRole('region', { name: 'The flop', exact: true });
      await expect(flop.getByText('Nadia Haddad shows', { exact: true })).toBeVisible();
      await expect(flop.getByRole('group', { name: "Priya Raman's cards" })).toBeVisible();
      const turnOdds = page.getByRole('region', { name: 'The turn', exact: true }).locator('.hand-odds tbody tr');
      await expect(turnOdds).toHaveCount(2);
      await expect(turnOdds.first()).toContainText(/Priya Raman\s*27\.5% win/);
      await context.close();
    });

    test('the hand with cards tabled on the flop passes axe, opened', async ({ page }) => {
      await page.goto(TABLED);
      await page.locator('details[data-hand-stepper] > summary').click();
      expect(await axe(page)).toEqual([]);
    });
  });
}
