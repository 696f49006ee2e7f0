/**
 * The drawn table of a key hand, on the airing fixture: EP01's three-way all-in (a side
 * pot), EP02's split pot and EP01's heads-up hand, at 360 px (the mobile project) and 1440 px (the
 * desktop one), JavaScript off and on. Off: each street reads in order with its table as the street
 * closes, and a shared link to a street opens the hand there. On: step by step by mouse and keys,
 * Play and Pause at two speeds, a link to a street or a step (the hand open there on load; each
 * step's link copied), motion and reduced motion; axe and "nothing overlapping, nothing cut off" at every step. Screenshots of
 * the start, the flop and the showdown go to test-results/hand-table/ (kept after the run).
 */
import type { Browser, Page } from '@playwright/test';
import { airingURL, DESKTOP_ONLY, PHONE_ONLY } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';

const HANDS = [
  { id: 'all-in', path: '/episodes/ep01-the-beginning/hands/three-way-all-in/', steps: 14, flop: 8, players: 4 },
  { id: 'split', path: '/episodes/ep02-first-blood/hands/big-slick-standoff/', steps: 18, flop: 7, players: 3 },
  {
    id: 'heads-up',
    path: '/episodes/ep01-the-beginning/hands/heads-up-for-the-button/',
    steps: 18,
    flop: 5,
    players: 2,
  },
] as const;
const WIDTHS = [
  { width: 360, project: 'mobile' },
  { width: 1440, project: 'desktop' },
] as const;

const hand = (page: Page) => page.locator('details[data-hand-stepper]');
const openHand = (page: Page) => hand(page).locator('> summary').click();
const label = (page: Page) => hand(page).locator('[data-step-label]');
const shown = (page: Page) => hand(page).locator('figure[data-table-step]:visible');

/**
 * What the opened hand shows, read in one go (each step of the every-step tests checks it): the
 * stepper's label, the steps of the tables shown (visible as Playwright counts it: a box, and not
 * visibility: hidden), the shown table's caption, how many streets show, and whether anything is
 * still moving.
 */
function stepOnShow(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('details[data-hand-stepper]');
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    // As toHaveText reads text: white space folded.
    const text = (el: Element | null | undefined) => el?.textContent.replace(/\s+/g, ' ').trim() ?? null;
    const tables = [...(box?.querySelectorAll<HTMLElement>('figure[data-table-step]') ?? [])].filter(visible);
    return {
      label: text(box?.querySelector('[data-step-label]')),
      shown: tables.map((figure) => figure.dataset['tableStep']),
      caption: text(tables[0]?.querySelector('figcaption')),
      streets: [...(box?.querySelectorAll('section[data-street]') ?? [])].filter(visible).length,
      moving: document.getAnimations().some((a) => a.playState === 'running'),
    };
  });
}

/** Every drawn box of the visible tables: inside its figure and the page, none overlapping another. */
async function drawingFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const pageWidth = document.documentElement.clientWidth;
    for (const figure of document.querySelectorAll<HTMLElement>('figure[data-table-step]')) {
      if (figure.offsetParent === null) continue;
      const frame = figure.querySelector('.table-frame')?.getBoundingClientRect();
      if (!frame) continue;
      const boxes = [...figure.querySelectorAll<HTMLElement>('.table-seat, .table-bet, .table-board, .table-pots')]
        .filter((el) => el.childElementCount > 0 || el.textContent.trim() !== '')
        .map((el) => ({ name: `${figure.dataset['tableStep']} ${el.className}`, r: el.getBoundingClientRect() }));
      for (const { name, r } of boxes) {
        if (
          r.left < frame.left - 0.5 ||
          r.right > frame.right + 0.5 ||
          r.top < frame.top - 0.5 ||
          r.bottom > frame.bottom + 0.5
        )
          faults.push(`${name}: outside the table`);
        if (r.left < 0 || r.right > pageWidth) faults.push(`${name}: cut off by the page`);
      }
      // Nothing spills out of its seat (a name too long is cut with an ellipsis inside it, on purpose).
      for (const seat of figure.querySelectorAll<HTMLElement>('.table-seat')) {
        const r = seat.getBoundingClientRect();
        for (const part of seat.querySelectorAll<HTMLElement>(':scope > *, .seat-stack > *, .seat-note > *')) {
          const p = part.getBoundingClientRect();
          if (p.width === 0) continue;
          if (p.left < r.left - 0.5 || p.right > r.right + 0.5 || p.top < r.top - 0.5 || p.bottom > r.bottom + 0.5)
            faults.push(
              `${figure.dataset['tableStep']} ${seat.className}: "${part.textContent.trim()}" spills out of its seat`,
            );
        }
      }
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const apart = Math.max(
            b.r.left - a.r.right,
            a.r.left - b.r.right,
            b.r.top - a.r.bottom,
            a.r.top - b.r.bottom,
          );
          if (apart < 0) faults.push(`${a.name} overlaps ${b.name}`);
        }),
      );
    }
    return faults;
  });
}

async function axe(page: Page): Promise<string[]> {
  return axeViolations(page, { include: ['details[data-hand-stepper]'], tags: AXE_TAGS });
}

/**
 * axe on what a step changes: the street on show (its table and lines) and the stepper's controls,
 * after `axe` has checked the whole opened hand once (axe-core stays in the page: e2e/axe.ts).
 */
async function axeStep(page: Page): Promise<string[]> {
  return axeViolations(page, {
    include: ['details[data-hand-stepper] section[data-street]:not([hidden])', '[data-stepper-controls]'],
    tags: AXE_TAGS,
  });
}

async function pageAt(
  browser: Browser,
  width: number,
  javaScriptEnabled: boolean,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
) {
  const context = await browser.newContext({
    baseURL: airingURL,
    javaScriptEnabled,
    viewport: { width, height: 900 },
    reducedMotion,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: airingURL });
  return { context, page: await context.newPage() };
}

for (const { width, project } of WIDTHS) {
  // Each width once: 360 px in the mobile project (a phone's touch and pixel ratio), 1440 px in the
  // desktop one (playwright.config.ts lists each in its project only).
  test.describe(`at ${width} px`, { tag: project === 'mobile' ? PHONE_ONLY : DESKTOP_ONLY }, () => {
    for (const h of HANDS) {
      test(`${h.id}, JavaScript off: each street with its table as it closes, then its text`, async ({ browser }) => {
        const { context, page } = await pageAt(browser, width, false);
        await page.goto(h.path);
        await expect(hand(page)).not.toHaveAttribute('open');
        await expect(hand(page).locator('figure').first()).toBeHidden();
        await openHand(page);
        const streets = hand(page).locator('section[data-street]');
        const count = await streets.count();
        // One table a street, the showdown's included, each before the street's text, nothing else.
        await expect(shown(page)).toHaveCount(count);
        for (let i = 0; i < count; i++) {
          const street = streets.nth(i);
          await expect(street.locator('figure:visible')).toHaveCount(1);
          const order = await street.evaluate((s) => [...s.children].map((c) => c.tagName));
          expect(order.indexOf('DIV'), 'the table comes right after the heading').toBe(1);
        }
        await expect(shown(page).last()).toHaveAttribute('data-table-step', String(h.steps));
        await expect(shown(page).first().locator('figcaption')).toHaveText(/^Step \d+ of \d+: /);
        expect(await drawingFaults(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
        // axe runs in the page, so it needs JavaScript: the same opened hand, with the stepper's code withheld.
        const withheld = await pageAt(browser, width, true);
        await withheld.page.route(/\/_astro\/hand-stepper\.[\w-]+\.js$/, (route) => route.abort());
        await withheld.page.goto(h.path);
        await openHand(withheld.page);
        await expect(shown(withheld.page)).toHaveCount(count);
        expect(await axe(withheld.page)).toEqual([]);
        await withheld.context.close();
      });

      test(`${h.id}, JavaScript on: every step by mouse, axe and the drawing checked at each`, async ({ browser }) => {
        // Up to 18 steps, each with axe: ~13 s alone, past the limit of most tests (e2e/timeouts.ts).
        test.slow();
        // Each step as it ends: under reduced motion the table takes its place at once, where its
        // motion (0.35 s a step, ~40 s of the suite) would have ended. The motion itself: below.
        const { context, page } = await pageAt(browser, width, true, 'reduce');
        await page.goto(h.path);
        await openHand(page);
        const next = hand(page).getByRole('button', { name: 'Next' });
        const back = hand(page).getByRole('button', { name: 'Back' });
        await expect(label(page)).toHaveText(new RegExp(`^Step 1 of ${h.steps}: The blinds`));
        await expect(back).toBeDisabled();
        for (let step = 1; step <= h.steps; step++) {
          // The label, the one table shown and its text alternative say the step; only the step's own
          // street shows; the table's motion (0.35 s) has settled before its boxes are measured.
          const says = expect.stringMatching(new RegExp(`^Step ${step} of ${h.steps}: `));
          await expect
            .poll(() => stepOnShow(page), { message: `step ${step}` })
            .toEqual({ label: says, shown: [String(step)], caption: says, streets: 1, moving: false });
          expect(await drawingFaults(page), `step ${step}`).toEqual([]);
          expect(await (step === 1 ? axe(page) : axeStep(page)), `step ${step}`).toEqual([]);
          if ([1, h.flop, h.steps].includes(step)) {
            const name = step === 1 ? 'start' : step === h.flop ? 'flop' : 'showdown';
            await shown(page).screenshot({ path: `test-results/hand-table/${h.id}-${width}-${name}.png` });
          }
          if (step < h.steps) await next.click();
        }
        await expect(next).toBeDisabled();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await back.click();
        await expect(label(page)).toHaveText(new RegExp(`^Step ${h.steps - 1} of `));
        await context.close();
      });
    }

    test('the keyboard: arrows, Home and End step the hand, focus stays where it was', async ({ browser }) => {
      const { context, page } = await pageAt(browser, width, true);
      await page.goto(HANDS[0].path);
      await openHand(page);
      const next = hand(page).getByRole('button', { name: 'Next' });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(label(page)).toHaveText(/^Step 2 of 14: The hole cards are dealt/);
      await page.keyboard.press('ArrowRight');
      await expect(label(page)).toHaveText(/^Step 3 of 14: Dante Okonkwo raises to 3,000/);
      await expect(next).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(label(page)).toHaveText(/^Step 2 of 14/);
      await page.keyboard.press('End');
      await expect(label(page)).toHaveText(/^Step 14 of 14: Tanner Voss wins the main pot of 36,000/);
      // Next is disabled at the end: focus moved to Back, so the keys keep working.
      await expect(hand(page).getByRole('button', { name: 'Back' })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(label(page)).toHaveText(/^Step 1 of 14/);
      // A street's link, from the keyboard.
      await hand(page).getByRole('link', { name: 'The turn' }).focus();
      await page.keyboard.press('Enter');
      await expect(label(page)).toHaveText(/^Step 9 of 14: The turn: Jack of diamonds/);
      await expect(hand(page).getByRole('link', { name: 'The turn' })).toHaveAttribute('aria-current', 'step');
      await context.close();
    });

    test('Play and Pause, at two speeds', async ({ browser }) => {
      const { context, page } = await pageAt(browser, width, true);
      // The page's clock, run by the test: a step every 700 ms (fast) or 2.4 s (slow) of it, however
      // busy the machine (client/hand-stepper.ts times Play with setTimeout).
      await page.clock.install();
      await page.goto(HANDS[1].path);
      await openHand(page);
      const play = hand(page).getByRole('button', { name: 'Play' });
      const stepNow = async () => Number((/^Step (\d+)/.exec((await label(page).textContent()) ?? '') ?? [])[1]);
      await expect(label(page)).toHaveText(/^Step 1 of 18/);
      await hand(page).getByLabel('Speed').selectOption('fast');
      await play.click();
      await expect(hand(page).getByRole('button', { name: 'Pause' })).toBeVisible();
      await page.clock.runFor(2200);
      await expect(label(page)).toHaveText(/^Step 4 of 18/); // 700 ms a step
      await hand(page).getByRole('button', { name: 'Pause' }).click();
      const paused = await stepNow();
      await page.clock.runFor(1600);
      expect(await stepNow()).toBe(paused);
      await hand(page).getByLabel('Speed').selectOption('slow');
      await play.click();
      await page.clock.runFor(2200);
      expect(await stepNow()).toBe(paused); // 2.4 s a step
      await page.clock.runFor(200);
      expect(await stepNow()).toBe(paused + 1);
      await hand(page).getByRole('button', { name: 'Pause' }).click();
      // Play to the end stops there, and plays again from the start.
      await hand(page).getByLabel('Speed').selectOption('fast');
      await page.keyboard.press('End');
      await play.click();
      await expect(label(page)).toHaveText(/^Step 2 of 18/);
      await context.close();
    });

    test('a shared link to a street, JavaScript off: the hand opens, that street the target', async ({ browser }) => {
      const { context, page } = await pageAt(browser, width, false);
      await page.goto(`${HANDS[0].path}#turn`);
      // The turn's section is the link's target: the browser opens the hand to show it. How far it
      // has scrolled when the page loads under a busy machine is the engine's; that there is a target
      // to scroll to is the page's.
      await expect(hand(page)).toHaveAttribute('open');
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('turn');
      await context.close();
    });

    test('a link to a street or a step lands on it, the hand open there on load; each step copyable', async ({
      browser,
    }) => {
      const { context, page } = await pageAt(browser, width, true);
      for (const [link, step] of [
        ['#flop', 8],
        ['#showdown', 14],
        ['#step-5', 5],
        ['#river', 10],
      ] as const) {
        // A fresh load each time: from the same page, a link to another step is only a fragment change.
        await page.goto('about:blank');
        await page.goto(`${HANDS[0].path}${link}`);
        // The street's section, or the step's table, is the link's target: the browser opens the hand to show it.
        await expect(hand(page)).toHaveAttribute('open');
        await expect(label(page)).toHaveText(new RegExp(`^Step ${step} of 14`));
        await expect(shown(page)).toHaveAttribute('data-table-step', String(step));
        await expect(shown(page)).toBeInViewport();
      }
      await hand(page).getByRole('button', { name: 'Next' }).click();
      const own = hand(page).getByRole('link', { name: 'Link to this step' });
      await expect(own).toHaveAttribute('href', '#step-11');
      expect(new URL(page.url()).hash).toBe('#step-11');
      await hand(page).getByRole('button', { name: 'Copy link' }).click();
      await expect(hand(page).getByRole('status')).toHaveText(/^Copied: /);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${airingURL}${HANDS[0].path}#step-11`);
      await context.close();
    });

    test('motion between steps, and none under reduced motion', async ({ browser }) => {
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        const { context, page } = await pageAt(browser, width, true, reducedMotion);
        await page.goto(HANDS[0].path);
        await openHand(page);
        const next = hand(page).getByRole('button', { name: 'Next' });
        let moving = 0;
        for (let i = 0; i < 7; i++) {
          await next.click();
          // The table's own motion (motion's animate is the Web Animations API), not a button's CSS transition.
          moving += await page.evaluate(
            () =>
              document
                .getAnimations()
                .filter((a) => a.constructor.name === 'Animation')
                .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest('.table-frame')).length,
          );
        }
        // The deal, the bets and the flop move the table; under reduced motion it changes without motion.
        if (reducedMotion === 'reduce') expect(moving).toBe(0);
        else expect(moving).toBeGreaterThan(0);
        await expect(label(page)).toHaveText(/^Step 8 of 14: The flop/);
        await context.close();
      }
    });
  });
}

// One browser is enough: the desktop project's.
test(
  'the table is not the largest paint before the hand is opened, and "Watch this hand" loads nothing until pressed',
  { tag: DESKTOP_ONLY },
  async ({ page, guard }) => {
    const embeds: string[] = [];
    await page.context().route('https://www.youtube-nocookie.com/**', (route) => {
      embeds.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>the clip</p>' });
    });
    await page.goto(`${airingURL}${HANDS[0].path}`);
    await page.waitForLoadState('load');
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries.at(-1)?.element;
            resolve(last?.closest('details') ? 'inside the hand' : (last?.tagName ?? 'none'));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).not.toBe('inside the hand');
    await openHand(page);
    expect([...embeds, ...guard.blocked].filter((u) => u.includes('youtube'))).toEqual([]);
    await hand(page).getByRole('button', { name: 'Watch this hand' }).click();
    const frame = hand(page).locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Three Stacks in the Middle: the hand on The Last Stack on YouTube');
    expect(embeds).toEqual(['https://www.youtube-nocookie.com/embed/Tls1Ep01Hd1?start=1422&autoplay=1&rel=0']);
    // The other fixture hands name no clip: no "Watch this hand" at all.
    await page.goto(`${airingURL}${HANDS[1].path}`);
    await expect(page.getByText('Watch this hand', { exact: false })).toHaveCount(0);
  },
);
