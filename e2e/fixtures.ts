/**
 * Every test runs offline but for loopback: requests to any other host are aborted
 * (and recorded), and console errors are collected so a test can assert there are none.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { TIMEOUTS } from './timeouts.ts';

const LOOPBACK = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

export interface Offline {
  /** URLs of non-loopback requests the page tried to make (all were aborted). */
  blocked: string[];
  consoleErrors: string[];
  /** The context's requests not yet finished or failed (networkQuiet waits for none). */
  inFlight: Set<Request>;
}

export const test = base.extend<{ guard: Offline }>({
  guard: [
    async ({ context, page }, use) => {
      const state: Offline = { blocked: [], consoleErrors: [], inFlight: new Set() };
      context.on('request', (r) => state.inFlight.add(r));
      context.on('requestfinished', (r) => state.inFlight.delete(r));
      context.on('requestfailed', (r) => state.inFlight.delete(r));
      await context.route(
        (url) => !LOOPBACK.test(url.href) && /^(https?|wss?):/.test(url.protocol),
        (route) => {
          state.blocked.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
      page.on('console', (msg) => {
        if (msg.type() === 'error') state.consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => state.consoleErrors.push(`pageerror: ${err.message}`));
      await use(state);
    },
    { auto: true },
  ],
});

export { expect };

/** Every page URL of a built site's sitemap (dist/ unless told), as site paths ("/cast/ingrid-solberg/"). */
export function sitemapPaths(dir = 'dist'): string[] {
  const xml = readFileSync(`${dir}/sitemap-0.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

/**
 * Waits until what the page's last step set off has arrived: two frames, so an observer's callback or
 * a scroll handler has asked for its files (a chunk, a deferred stylesheet), then no request of the
 * context in flight. A wait on the network's state, not on the clock.
 */
export async function networkQuiet(page: Page, guard: Offline): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(() => [...guard.inFlight].map((r) => r.url())).toEqual([]);
}

/**
 * Waits until the page's motion (client/motion.ts: reveals, then count-ups, each mounted in a task of
 * its own once the largest paint is done) is watching: the reveals have marked what is below the
 * fold, a task has run after that (the count-ups' mount), and two frames have passed (their
 * observers' first reports). From then on, what has not started is waiting to be scrolled to.
 */
export async function motionMounted(page: Page): Promise<void> {
  await expect(page.locator('[data-reveal-state]').first()).toBeAttached();
  await page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)),
  );
}

/**
 * Waits until what the site script starts once the largest paint is done has started, where the
 * page has it: the reveals watching (motionMounted; not under reduced motion) and the local times
 * filled (airTimesMounted), then for no request in flight. The states themselves, where
 * `networkidle` waited out 500 quiet ms on every page.
 */
export async function afterPaintMounted(page: Page, guard: Offline): Promise<void> {
  const has = await page.evaluate(() => ({
    reveals:
      document.querySelector('[data-reveal]') !== null && !matchMedia('(prefers-reduced-motion: reduce)').matches,
    airTimes: document.querySelector('[data-local-time]') !== null,
  }));
  if (has.reveals) await motionMounted(page);
  if (has.airTimes) await airTimesMounted(page);
  await networkQuiet(page, guard);
}

/**
 * Waits until the site's script has run: the page's inline loader requests it once the page has
 * painted (src/client/site-script-loader.js), which can be after "load", so a key pressed at once
 * found no listener. Its first statements are Astro's directive scripts, which define `Astro`.
 */
export async function siteScriptRan(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Astro' in window);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;

/** The paths of the scripts `page` requests from now on (the list fills as it runs). */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/**
 * Lays out every section before axe reads colours. Sections below the fold use
 * `content-visibility: auto` (styles/base.css), a rendering shortcut: until one has been rendered,
 * axe can read its links in the browser's default colours (#0000ee on the page background) and
 * report a contrast failure no visitor ever sees, since a section is rendered before it is on screen.
 * Set through the CSSOM, which the pages' CSP allows (an injected <style> it blocks). And a visitor
 * reaches those sections by scrolling, which brings a page's deferred CSS (lib/delivery/critical-css.ts)
 * if its largest paint has not already: without it, a section past the first screen is read in
 * the browser's defaults, as no visitor sees it either.
 */
export async function renderAllSections(page: Page, { scrolled = true } = {}): Promise<void> {
  await page.evaluate((scroll) => {
    for (const el of document.querySelectorAll<HTMLElement>('main section ~ section, body > footer')) {
      el.style.setProperty('content-visibility', 'visible');
    }
    if (scroll) window.dispatchEvent(new Event('scroll'));
  }, scrolled);
  if (!scrolled) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].every((l) => !l.disabled && l.sheet),
  );
}

/**
 * Waits until the air-times script has run (it fills in the visitor's local times). It loads after
 * the page's largest paint, on timers a test's fake clock drives: pause the clock only after this.
 */
export async function airTimesMounted(page: Page): Promise<void> {
  await expect(page.locator('[data-local-time]').first()).not.toBeEmpty();
}

/**
 * Stands in for the hero video's embed host (tests are offline): a page that answers the site's
 * postMessage calls as the YouTube player does (ready on "listening", each command echoed back).
 */
export async function standInVideoPlayer(context: BrowserContext): Promise<void> {
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        addEventListener('message', (e) => {
          const m = JSON.parse(e.data);
          if (m.event === 'listening') parent.postMessage(JSON.stringify({ event: 'onReady' }), '*');
          if (m.event === 'command') parent.postMessage(JSON.stringify({ event: 'command', func: m.func }), '*');
        });
      </script>`,
    }),
  );
}

/**
 * Scrolls to an element until the island it belongs to, hydrated when visible, has woken. Sections
 * are laid out only as they near the screen (`content-visibility: auto`, styles/base.css), so a jump
 * to a far element lands where their 40rem guesses put it; their real heights can then carry it off
 * the screen before the island's observer saw it. A fan scrolls on to it, as this does.
 */
export async function scrollToIsland(target: Locator, island: Locator): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: TIMEOUTS.expect / 8 });
  }).toPass({ timeout: TIMEOUTS.expect });
}
