/**
 * Every first tap counts: each control acts on the first tap, or focus and Enter, even one that
 * lands before its code has loaded. A phone (the mobile project) with the CPU slowed 4x and
 * Lighthouse's slow 4G link; each test activates its control the moment it is visible, without
 * waiting for the page to load, and checks that this first activation took effect.
 */
import type { Locator, Page } from '@playwright/test';
import { airingURL, PHONE_ONLY } from '../playwright.config.ts';
import { expect, standInVideoPlayer, test } from './fixtures.ts';
import { TIMEOUTS } from './timeouts.ts';

/** Lighthouse's mobile preset: 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The airing fixture's build instant: EP03 announced for that evening (e2e/airing.spec.ts). */
const AIRING_NOW = new Date('2026-01-20T12:00:00Z');

/**
 * Records, as <html data-first-activation>, whether the page's first real click found its control's
 * code loaded: an island hydrated, a plain script's control wired (it drops data-tap). Registered
 * before any script of the page, so it sees the click first. Tests report it (annotation "first
 * activation") rather than assert it: it is how they show that the tap came early.
 */
async function recordFirstActivation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!event.isTrusted || !target || document.documentElement.dataset['firstActivation']) return;
        const island = target.closest('astro-island');
        const early = island ? island.hasAttribute('ssr') : Boolean(target.closest('[data-tap]'));
        document.documentElement.dataset['firstActivation'] = early ? 'before its code' : 'code ready';
      },
      true,
    );
  });
}

async function reportFirstActivation(page: Page): Promise<void> {
  const when = (await page.locator('html').getAttribute('data-first-activation')) ?? 'none';
  test.info().annotations.push({ type: 'first activation', description: when });
}

/**
 * Marks <html data-scrolling> while the page scrolls (from a scroll event of the document to its
 * scrollend). Filling a field focuses it, and focus scrolls it into view: smoothly (styles/base.css),
 * on the throttled phone for 1-2 s, through sections laid out as they near (content-visibility), so
 * the button moves the whole time. A fan taps a button that stands still; a tap aimed during that
 * scroll lands wherever the button has gone.
 */
async function trackScrolling(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const html = document.documentElement;
    document.addEventListener('scroll', () => html.setAttribute('data-scrolling', ''), { passive: true });
    document.addEventListener('scrollend', () => html.removeAttribute('data-scrolling'));
  });
}

/** Waits until a scroll the last step set off has ended (two frames first: scroll events fire in a frame). */
async function scrollDone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).not.toHaveAttribute('data-scrolling', { timeout: TIMEOUTS.throttledLoad });
}

/** What a lost sign-up leaves to see: the island hydrated or not, a tap kept, the reveal's state, the field, where the page is. */
const formState = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form#home-newsletter');
    return JSON.stringify({
      hydrated: !form?.closest('astro-island')?.hasAttribute('ssr'),
      tapKept: form?.querySelector('[data-tapped]') !== null,
      reveal: form?.closest<HTMLElement>('[data-reveal]')?.dataset['revealState'] ?? 'none',
      value: form?.querySelector('input')?.value,
      firstActivation: document.documentElement.dataset['firstActivation'] ?? 'none',
      path: location.pathname,
      scrollY: Math.round(scrollY),
      button: Math.round(form?.querySelector('button')?.getBoundingClientRect().y ?? -1),
    });
  });

type How = 'tap' | 'Enter';
const HOW: readonly How[] = ['tap', 'Enter'];

/**
 * Opens `path` and activates `control` the moment it is visible (polled every animation frame),
 * by a tap or by focus and Enter. Nothing waits for the page's load or its scripts.
 */
async function activateAtOnce(page: Page, path: string, control: Locator, how: How): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await control.elementHandle({ timeout: TIMEOUTS.throttledLoad });
  await page.waitForFunction((el) => el?.checkVisibility() ?? false, handle, {
    polling: 'raf',
    timeout: TIMEOUTS.throttledLoad,
  });
  if (how === 'tap') {
    await control.tap();
  } else {
    await control.focus();
    await page.keyboard.press('Enter');
  }
}

// A phone profile: listed in the mobile project only (playwright.config.ts).
test.describe('first taps on a slow phone', { tag: PHONE_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    // Every step waits on a throttled load.
    test.slow();
    await slowPhone(page);
    await recordFirstActivation(page);
  });

  test.afterEach(async ({ page }) => {
    await reportFirstActivation(page);
  });

  for (const how of HOW) {
    test(`FAQ: a question opens on the first ${how}`, async ({ page }) => {
      const question = page.getByRole('button', { name: 'What is The Last Stack?' });
      await activateAtOnce(page, '/', question, how);
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: TIMEOUTS.throttledLoad });
      await expect(page.locator('.faq-answer').first()).toBeVisible();
    });

    test(`menu: the button opens the menu on the first ${how}`, async ({ page }) => {
      const toggle = page.locator('header button[aria-controls]');
      await activateAtOnce(page, '/', toggle, how);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: TIMEOUTS.throttledLoad });
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });

    test(`newsletter: a valid address is signed up on the first ${how} on submit`, async ({ page }) => {
      // Counted from before the page loads on a throttled phone (the other waits start after it).
      const signedUp = page.waitForEvent('console', {
        predicate: (msg) => msg.text() === 'Newsletter sign-up: fan@example.com',
        // From before the page loads: the load, then the fill and the submit.
        timeout: TIMEOUTS.throttledLoad * 2,
      });
      const form = page.locator('form#home-newsletter');
      const email = form.getByRole('textbox', { name: 'Email address' });
      await trackScrolling(page);
      await page.goto('/', { waitUntil: 'commit' });
      await email.fill('fan@example.com', { timeout: TIMEOUTS.throttledLoad });
      const submit = form.getByRole('button', { name: 'Subscribe' });
      if (how === 'tap') {
        await scrollDone(page);
        await submit.tap();
      } else {
        await submit.focus();
        await page.keyboard.press('Enter');
      }
      await signedUp.catch(async (error: unknown) => {
        // One line: the test runner's summary shows a failure's first line.
        throw new Error(`No sign-up logged (${String(error).split('\n')[0]}); the page then: ${await formState(page)}`);
      });
      await expect(email).toHaveValue('');
    });

    test(`newsletter: an invalid address gets the browser's validation on the first ${how}`, async ({ page }) => {
      await page.addInitScript(() => {
        addEventListener(
          'invalid',
          (e) => document.documentElement.setAttribute('data-invalid', (e.target as HTMLInputElement).id),
          true,
        );
      });
      const logs: string[] = [];
      page.on('console', (msg) => logs.push(msg.text()));
      const form = page.locator('form#home-newsletter');
      const email = form.getByRole('textbox', { name: 'Email address' });
      const submit = form.getByRole('button', { name: 'Subscribe' });
      if (how === 'tap') {
        await activateAtOnce(page, '/', submit, how); // empty
        await expect(page.locator('html')).toHaveAttribute('data-invalid', 'home-newsletter-email');
      } else {
        await page.goto('/', { waitUntil: 'commit' });
        await email.fill('not-an-email', { timeout: TIMEOUTS.throttledLoad });
        await email.press('Enter');
        await expect(page.locator('html')).toHaveAttribute('data-invalid', 'home-newsletter-email');
        expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      }
      await expect(email).toBeFocused();
      expect(logs.filter((l) => l.startsWith('Newsletter sign-up'))).toEqual([]);
    });

    test(`season calendar: the address is copied on the first ${how}`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: airingURL });
      await page.clock.setFixedTime(AIRING_NOW);
      await activateAtOnce(page, `${airingURL}/schedule/`, page.getByRole('button', { name: 'Copy address' }), how);
      await expect(page.getByRole('status').filter({ hasText: 'Address copied.' })).toBeVisible({
        timeout: TIMEOUTS.throttledLoad,
      });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://thelaststack.tv/schedule.ics');
    });

    test(`add to calendar: the choices open on the first ${how}`, async ({ page }) => {
      await page.clock.setFixedTime(AIRING_NOW);
      const details = page.locator('details.add-to-calendar').first();
      await activateAtOnce(page, `${airingURL}/episodes/ep03-the-bluff/`, details.locator('summary'), how);
      await expect(details).toHaveJSProperty('open', true);
      await expect(details.getByRole('link', { name: /Google Calendar/ })).toBeVisible();
    });

    test(`hero video: pause takes on the first ${how}`, async ({ page, context }) => {
      await standInVideoPlayer(context);
      // The player's answer to the pause command, as the page hears it.
      await page.addInitScript(() => {
        if (window !== top) return;
        addEventListener('message', (e) => {
          if (String(e.data).includes('"pauseVideo"')) document.documentElement.setAttribute('data-player', 'paused');
        });
      });
      const toggle = page.locator('.hero-video-toggle');
      await activateAtOnce(page, '/', toggle, how);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveText('Play video');
      await expect(page.locator('html')).toHaveAttribute('data-player', 'paused');
    });
  }
});
