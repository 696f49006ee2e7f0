/** Interaction and motion: accordion, count-up, newsletter, hero video, no-JS and reduced motion (reveals: reveal.spec.ts). */
import type { Page } from '@playwright/test';
import {
  afterPaintMounted,
  expect,
  isMobile,
  motionMounted,
  networkQuiet,
  scriptRequests,
  scrollToIsland,
  sitemapPaths,
  standInVideoPlayer,
  test,
} from './fixtures.ts';

const faqButtons = (page: Page) => page.locator('section[aria-labelledby="faq-heading"]').getByRole('button');

test.describe('FAQ accordion', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // Astro drops the island's ssr attribute once it has hydrated; the jump to it can land short.
    await scrollToIsland(faqButtons(page).first(), page.locator('section[aria-labelledby="faq-heading"] astro-island'));
  });

  test('one item open at a time, and an open item can be closed (mouse)', async ({ page }) => {
    const [first, second] = [faqButtons(page).nth(0), faqButtons(page).nth(1)];
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator('.faq-answer').first();
    await expect(answer).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.faq-answer:visible')).toHaveCount(0);
  });

  test('keyboard: Enter and Space toggle, arrows move between questions', async ({ page }) => {
    const [first, second] = [faqButtons(page).nth(0), faqButtons(page).nth(1)];
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('count-up stats', () => {
  test('start only when scrolled into view, take about 2.5 s, end on the exact strings', async ({ page }) => {
    await page.goto('/');
    const numbers = page.locator('section[aria-labelledby="numbers-heading"] [data-count-to]');
    await expect(numbers).toHaveCount(4);
    // The page's state changes, timed in the page: a test's own clock would count its polling too.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __countTimes: typeof times }).__countTimes = times;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          times[`${el.dataset['countIndex'] ?? '0'} ${el.dataset['countState']}`] ??= performance.now();
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-count-state'] });
    });
    await motionMounted(page);
    // Below the fold, with the count-ups watching: not started yet.
    expect(await numbers.first().getAttribute('data-count-state')).toBeNull();
    await numbers.first().scrollIntoViewIfNeeded();
    await expect(numbers.first()).toHaveAttribute('data-count-state', 'running');
    await expect(numbers.first()).not.toHaveText('45+');
    await expect(numbers.first()).toHaveAttribute('data-count-state', 'done');
    const times = await page.evaluate(
      () => (window as unknown as { __countTimes: Record<string, number> }).__countTimes,
    );
    const first = `${(await numbers.first().getAttribute('data-count-index')) ?? '0'}`;
    const counted = (times[`${first} done`] ?? NaN) - (times[`${first} running`] ?? NaN);
    // countup.js's 2.5 s: it ends on the first frame past them, which a busy machine may draw late.
    expect(counted).toBeGreaterThanOrEqual(2450);
    expect(counted).toBeLessThan(3500);
    // The others start when they are in view too (stacked on a phone), 100 ms apart.
    await numbers.last().scrollIntoViewIfNeeded();
    for (const n of await numbers.all()) await expect(n).toHaveAttribute('data-count-state', 'done');
    await expect(numbers).toHaveText(['45+', '$500M+', '12', '16']);
  });

  test('countup.js is fetched when the first stat comes into view, not before', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const countUp = () => scripts.filter((s) => /\/countUp\./.test(s));
    expect(countUp()).toEqual([]);
    await page.locator('section[aria-labelledby="numbers-heading"] [data-count-to]').first().scrollIntoViewIfNeeded();
    await expect.poll(countUp).toHaveLength(1);
  });

  test('the motion scripts wait for the page to load and paint (its priority image, where it has one)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // after-paint's settle timeout (4 s, client/after-paint.ts) never fires here: what starts the
      // motion is the load and the paint, or nothing, and a slow machine cannot blur which.
      const setTimeoutOf = window.setTimeout.bind(window);
      window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === 4000 ? 0 : setTimeoutOf(run, ms, ...rest)) as typeof window.setTimeout;
      const paints: { time: number; priority: boolean }[] = [];
      (window as unknown as { __lcp: typeof paints }).__lcp = paints;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          paints.push({ time: e.startTime, priority: e.element?.getAttribute('fetchpriority') === 'high' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Home's largest paint is its priority image (the hero poster); /cast/ has none; a profile's
    // portrait is its largest paint on a phone, and on a wide screen its bio paragraph is larger:
    // there the portrait is not waited for (lib/delivery/largest-paint.ts): with the timeout gone,
    // waiting for it would never start the motion.
    for (const [path, priority] of [
      ['/', 'largest'],
      ['/cast/', 'none'],
      ['/cast/camila-restrepo/', isMobile(page) ? 'largest' : 'outsized'],
    ] as const) {
      await page.goto(path);
      const timing = await page.waitForFunction(() => {
        const motion = performance.getEntriesByType('resource').find((r) => /\/_astro\/motion\./.test(r.name));
        const paints = (window as unknown as { __lcp: { time: number; priority: boolean }[] }).__lcp;
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        if (!motion || !nav || paints.length === 0) return undefined;
        const poster = paints.find((p) => p.priority)?.time;
        return { motion: motion.startTime, load: nav.loadEventEnd, firstPaint: paints[0]?.time ?? 0, poster };
      });
      const t = await timing.jsonValue();
      if (!t) throw new Error('no timing');
      expect(t.motion, `${path}: after load`).toBeGreaterThanOrEqual(t.load);
      expect(t.motion, `${path}: after the first largest paint`).toBeGreaterThanOrEqual(t.firstPaint);
      if (priority === 'largest') {
        expect(t.motion, `${path}: after the priority image painted`).toBeGreaterThanOrEqual(t.poster ?? Infinity);
      }
      if (priority === 'outsized') {
        expect(t.poster, `${path}: the priority image is not the largest paint`).toBeUndefined();
      }
    }
  });

  test('keep their width while counting (no layout shift)', async ({ page, guard }) => {
    await page.goto('/');
    // Scrolled to once the page is whole: the deferred styles, enabled by the first scroll when it
    // comes first, move what is below the first screen, and would take the stats out of view again.
    await afterPaintMounted(page, guard);
    const section = page.locator('section[aria-labelledby="numbers-heading"]');
    const tile = section.locator('li').nth(1);
    const stat = tile.locator('[data-count-to]');
    // The layout boxes (offset sizes) of the tile and its number, not the painted boxes: the
    // section's reveal animation moves them by sub-pixel transforms, which are not layout shifts.
    // Taken at every change of the number (each counted frame writes its text), from before it
    // counts (what this returns) until it is done.
    const before = await tile.evaluate((el: HTMLElement) => {
      const number = el.querySelector<HTMLElement>('[data-count-to]');
      const size = () =>
        `tile ${el.offsetWidth}x${el.offsetHeight}, number ${number?.offsetWidth}x${number?.offsetHeight}`;
      const seen: { size: string; state: string }[] = [];
      (window as unknown as { __counted: typeof seen }).__counted = seen;
      new MutationObserver(() => seen.push({ size: size(), state: number?.dataset['countState'] ?? '' })).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      return size();
    });
    await section.scrollIntoViewIfNeeded();
    await expect(stat).toHaveAttribute('data-count-state', 'done');
    const counted = await page.evaluate(
      () => (window as unknown as { __counted: { size: string; state: string }[] }).__counted,
    );
    expect(counted.filter((c) => c.state === 'running').length, 'frames counted').toBeGreaterThan(5);
    expect([...new Set(counted.map((c) => c.size))]).toEqual([before]);
  });
});

test.describe('newsletter', () => {
  test('default: logs the address, clears the field, sends nothing', async ({ page, guard }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    // What a sign-up would send: any non-GET request, or the address in a URL or body.
    const requests: string[] = [];
    page.on('request', (r) => {
      const sent = `${r.url()} ${r.postData() ?? ''}`;
      if (r.method() !== 'GET' || /fan(@|%40)example\.com/.test(sent)) requests.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/');
    const form = page.locator('section#newsletter form');
    await scrollToIsland(form, page.locator('section#newsletter astro-island'));
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('fan@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveValue('');
    expect(logs.some((l) => l.includes('fan@example.com'))).toBe(true);
    await networkQuiet(page, guard);
    expect(requests).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [status, message] of [
    [200, "Thanks! You're on the list."],
    [500, 'Sorry, we could not sign you up just now.'],
  ] as const) {
    test(`with an endpoint: posts the address and says what happened (${status})`, async ({ page }) => {
      // Stand in for an operator's content setting: the island's endpoint prop, set before it hydrates
      // (same origin, as the page's CSP allows connect-src 'self' plus the configured endpoint only).
      const posted: string[] = [];
      await page.route('**/api/subscribe', async (route) => {
        posted.push(route.request().postData() ?? '');
        await route.fulfill({ status, body: '' });
      });
      await page.goto('/schedule/');
      await page.locator('section#newsletter astro-island').evaluate((island) => {
        const props = JSON.parse(island.getAttribute('props') ?? '{}') as Record<string, [number, string]>;
        props['endpoint'] = [0, `${location.origin}/api/subscribe`];
        island.setAttribute('props', JSON.stringify(props));
      });
      const form = page.locator('section#newsletter form');
      await scrollToIsland(form, page.locator('section#newsletter astro-island'));
      await form.getByRole('textbox', { name: 'Email address' }).fill('fan@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toContainText(message);
      expect(posted.join('')).toContain('fan@example.com');
    });
  }

  test('empty and invalid addresses are stopped by the browser', async ({ page }) => {
    await page.goto('/schedule/');
    const form = page.locator('section#newsletter form');
    const email = form.getByRole('textbox', { name: 'Email address' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(email).toHaveValue('not-an-email');
  });
});

test.describe('hero video', () => {
  test('the embed is added after load behind the poster; pause works once the player answers', async ({
    page,
    context,
  }) => {
    await standInVideoPlayer(context);
    await page.goto('/');
    const frame = page.locator('.hero-video iframe');
    await expect(frame).toHaveCount(1);
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/TLSs1Trailr\?/);
    for (const p of ['autoplay=1', 'mute=1', 'loop=1', 'start=360']) expect(src).toContain(p);
    const toggle = page.getByRole('button', { name: 'Pause video' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Play video' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unreachable embed host leaves the poster and no control', async ({ page }) => {
    await page.goto('/');
    // The embed is added once the poster has painted; its document loads (an error page: its host
    // is out of reach), and the page's load handler asks the player to answer, which nothing there can.
    const embed = await page.locator('.hero-video iframe').elementHandle();
    await (await embed?.contentFrame())?.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(page.getByRole('button', { name: /Pause video|Play video/ })).toBeHidden();
    await expect(page.locator('section[aria-labelledby="hero-title"] img').first()).toBeVisible();
    const opacity = await page.locator('.hero-video iframe').evaluate((f) => getComputedStyle(f).opacity);
    expect(opacity).toBe('0');
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no embed, no count-up, nothing hidden for a reveal, no floating animation', async ({ page }) => {
    // The page's clock, run past every deferral it has (client/after-paint.ts waits up to 4 s for the
    // largest paint): what would have started by then has.
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.clock.runFor(5_000);
    await expect(page.locator('.hero-video iframe')).toHaveCount(0);
    const numbers = page.locator('section[aria-labelledby="numbers-heading"] [data-count-to]');
    await numbers.first().scrollIntoViewIfNeeded();
    // A count-up would have started, and ended, within these 3 s of the page's clock.
    await page.clock.runFor(3_000);
    await expect(numbers).toHaveText(['45+', '$500M+', '12', '16']);
    expect(await numbers.first().getAttribute('data-count-state')).toBeNull();
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
    const animation = await page
      .locator('.floating-card')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of sitemapPaths()) {
    test(`${path}: all text and final values are there`, async ({ page }) => {
      await page.goto(path);
      const hidden = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter((el) => {
            const s = getComputedStyle(el);
            return el.textContent?.trim() && (s.opacity === '0' || s.visibility === 'hidden');
          }).length,
      );
      expect(hidden).toBe(0);
      const answers = page.locator('.faq-answer');
      for (const answer of await answers.all()) await expect(answer).toBeVisible();
      for (const n of await page.locator('[data-count-to]').all()) {
        await expect(n).not.toHaveText(/^\$?0[M+]*$/);
      }
    });
  }

  test('the home stats show their final values', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="numbers-heading"] [data-count-to]')).toHaveText([
      '45+',
      '$500M+',
      '12',
      '16',
    ]);
  });
});
