/**
 * Every page of every build's sitemap (of the three-season build, the pages it adds or changes:
 * scripts/build-airing.mjs SEASONS_PAGES), in each engine at 360 px: it loads with nothing recorded
 * (no uncaught error, no failed load, no CSP violation, no console.error: recorder.ts), its fonts
 * and every image it shows load, nothing scrolls sideways, and its first screen is laid out as
 * Chromium lays it out (the header, the h1 and the first two cards, within BOX_TOLERANCE).
 */
import { BUILDS, npmStartURL } from './builds.ts';
import { chromiumBoxes, expect, test } from './fixtures.ts';
import { boxDifferences, firstScreenBoxes, VIEWPORT } from './first-screen.ts';

/**
 * Runs in the page: brings each image it shows into view in turn (so a lazy one loads), waits for
 * it, and reports those that did not load. An SVG without a size of its own has no natural width
 * in Firefox; its failure to load is an error event, which the recorder keeps. An image inside a
 * closed disclosure, past its summary, is not shown (a key hand's portraits, at every step of its
 * table): Firefox and WebKit give it boxes all the same, and being lazy it never loads, so the
 * check would wait for each in vain.
 */
async function brokenImages(): Promise<string[]> {
  const broken: string[] = [];
  const shown = (i: HTMLImageElement) =>
    i.getClientRects().length > 0 && i.closest('details:not([open]) > :not(summary)') === null;
  const loaded = (img: HTMLImageElement, ms: number) =>
    img.complete
      ? Promise.resolve()
      : new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, ms);
        });
  for (const img of [...document.images].filter(shown)) {
    img.scrollIntoView({ block: 'center' });
    await loaded(img, 5_000);
    if (!img.complete) {
      // Once in ~150 pages on a busy machine, Firefox had not started a lazy image 10 s after it was
      // scrolled into view: it is scrolled away and back, and waited for again, before it counts.
      scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      img.scrollIntoView({ block: 'center' });
      await loaded(img, 10_000);
    }
    const src = img.currentSrc || img.src;
    if (!img.complete || (img.naturalWidth === 0 && !/\.svg(#|$)/.test(src))) broken.push(src);
  }
  scrollTo(0, 0);
  return broken;
}

/** Runs in the page: its fonts once settled: any that failed, and how many loaded. */
const fontsOf = () =>
  document.fonts.ready.then(() => ({
    failed: [...document.fonts].filter((f) => f.status === 'error').map((f) => `${f.family} ${f.weight}`),
    loaded: [...document.fonts].filter((f) => f.status === 'loaded').length,
  }));

const sidewaysScroll = () => document.documentElement.scrollWidth - innerWidth;

for (const build of BUILDS) {
  test.describe(`${build.dir}/`, () => {
    for (const path of build.paths) {
      test(`${path}: loads clean, fonts and images, no sideways scroll, Chromium's first screen`, async ({
        engine,
        reference,
      }) => {
        const url = `${build.url}${path}`;
        await engine.open(url, { now: build.now });
        expect(await engine.evaluate(() => [innerWidth, innerHeight]), 'the window').toEqual([
          VIEWPORT.width,
          VIEWPORT.height,
        ]);
        const fonts = await engine.evaluate(fontsOf);
        const boxes = await engine.evaluate(firstScreenBoxes);
        expect(boxDifferences(boxes, await chromiumBoxes(reference, url, build.now)), 'first screen').toEqual([]);
        expect(await engine.evaluate(brokenImages), 'images').toEqual([]);
        expect(fonts.failed, 'fonts').toEqual([]);
        expect(fonts.loaded, 'fonts loaded').toBeGreaterThan(0);
        expect(await engine.evaluate(sidewaysScroll), 'px scrolled sideways').toBeLessThanOrEqual(0);
        expect(await engine.record(), 'errors, failed loads, CSP violations').toEqual([]);
      });
    }
  });
}

test("npm start's plain HTTP: fonts and images load (no upgrade to https:)", async ({ engine }) => {
  for (const path of ['/', '/about/', '/cast/ingrid-solberg/']) {
    await engine.open(`${npmStartURL}${path}`);
    const fonts = await engine.evaluate(fontsOf);
    expect(fonts.failed, `${path}: fonts`).toEqual([]);
    expect(fonts.loaded, `${path}: fonts loaded`).toBeGreaterThan(0);
    expect(await engine.evaluate(brokenImages), `${path}: images`).toEqual([]);
    expect(await engine.record(), `${path}: errors, failed loads, CSP violations`).toEqual([]);
  }
});
