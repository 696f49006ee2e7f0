/** Reveals: sections and cards fade and rise in once, when scrolled to (client/reveal.ts). */
import { expect, scriptRequests, test } from './fixtures.ts';

test.describe('reveal on scroll', () => {
  test('sections below the fold fade in once, when scrolled to', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // motion's animate is fetched on the first scroll, not during load.
    expect(scripts.filter((s) => /\/animate\.[\w-]+\.js$/.test(s))).toEqual([]);
    const battle = page.locator('section[aria-labelledby="battle-heading"]');
    await expect(battle).toHaveAttribute('data-reveal-state', 'hidden');
    await battle.scrollIntoViewIfNeeded();
    await expect(battle).toHaveAttribute('data-reveal-state', 'shown');
    await expect.poll(() => battle.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    expect(scripts.filter((s) => /\/animate\.[\w-]+\.js$/.test(s))).toHaveLength(1);
    // The end state is handed back to the stylesheet once the animation's promise settles, which
    // can be a frame after its last one has painted opacity 1 (a run here read the inline style then).
    await expect.poll(() => battle.getAttribute('style')).toBeFalsy();
  });

  test("cards come in with motion, each after its page's delay step (cast: 30 ms)", async ({ page }) => {
    // Record the timing of each Web Animation started on a card (motion's mini animate makes them),
    // so the check does not race an animation that may start and end between two polls.
    await page.addInitScript(() => {
      const log: { index: number; duration: number; delay: number }[] = [];
      (window as unknown as { __reveals: typeof log }).__reveals = log;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        const cards = [...document.querySelectorAll('main article[data-reveal]')];
        if (cards.includes(this) && typeof options === 'object') {
          log.push({ index: cards.indexOf(this), duration: Number(options.duration), delay: Number(options.delay) });
        }
        return animate.call(this, keyframes, options);
      };
    });
    await page.goto('/cast/');
    const cards = page.locator('main article[data-reveal-state="hidden"]');
    await expect(cards.first()).toBeAttached();
    expect(await cards.count()).toBeGreaterThan(2);
    await cards.last().scrollIntoViewIfNeeded();
    const last = (await page.locator('main article[data-reveal]').count()) - 1;
    const reveals = () => page.evaluate(() => (window as unknown as { __reveals: { index: number }[] }).__reveals);
    await expect.poll(async () => (await reveals()).some((r) => r.index === last)).toBe(true);
    expect((await reveals()).find((r) => r.index === last)).toEqual({ index: last, duration: 600, delay: last * 30 });
  });

  test('a report that comes late hides nothing: the visitor may have reached the section since', async ({ page }) => {
    // Holds the reports on [data-reveal] sections, as a phone's main thread busy hydrating islands
    // delays them, until the test has reached the newsletter's field.
    await page.addInitScript(() => {
      const Native = IntersectionObserver;
      const held: (() => void)[] = [];
      (window as unknown as { __heldReports: typeof held }).__heldReports = held;
      window.IntersectionObserver = class extends Native {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            if (entries.some((e) => e.target.hasAttribute('data-reveal'))) held.push(() => callback(entries, observer));
            else callback(entries, observer);
          }, options);
        }
      };
    });
    const held = () => page.evaluate(() => (window as unknown as { __heldReports: unknown[] }).__heldReports.length);
    await page.goto('/');
    // The reveals' first report, measured at the top of the page, is held.
    await expect.poll(held).toBeGreaterThan(0);
    const email = page.locator('#home-newsletter-email');
    await email.focus(); // scrolls the newsletter into view
    await page.evaluate(() => {
      for (const report of (window as unknown as { __heldReports: (() => void)[] }).__heldReports.splice(0)) report();
    });
    // Measured before the visitor scrolled, the report is stale: no section is hidden by it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    await expect(email).toBeFocused();
    expect(await page.locator('section#newsletter').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});
