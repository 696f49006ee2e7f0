/**
 * The season's pages in each engine at 360 px, seen at their build's clock: the local times and the
 * countdown, the standings' disclosure and chart, a key hand's disclosure, stepper and keys, the
 * 404 page's views, and a key hand framed by another site. Each test ends with nothing recorded
 * (recorder.ts).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { startEmbedHost } from '../e2e/embed-host.ts';
import { buildOf } from './builds.ts';
import { expect, test } from './fixtures.ts';
import { attribute, clean, isShown, text, until } from './page-checks.ts';

const today = buildOf('dist');
const airing = buildOf('dist-airing');
const premiere = buildOf('dist-premiere');

test("the season: local times in the visitor's zone and the countdown to the next episode", async ({ engine }) => {
  await engine.open(`${airing.url}/schedule/`, { now: airing.now });
  const ep03 = 'section[aria-labelledby="upcoming-heading"] > ul > li[data-air-state="announced"]';
  await until(
    engine,
    'the local time',
    (s) => Boolean(document.querySelector(`${s} [data-local-time]`)?.textContent?.trim()),
    [ep03],
  );
  expect(await engine.evaluate(text, `${ep03} [data-local-time]`)).toBe(
    'Wed, Jan 21, 1:00 AM in your time, Atlantic/Canary',
  );
  expect(await engine.evaluate(text, `${ep03} [role="timer"]`)).toBe('13 hours, 1 minute');
  await engine.open(`${premiere.url}/`, { now: premiere.now });
  await until(engine, 'the premiere countdown', (s) => /\bday/.test(document.querySelector(s)?.textContent ?? ''), [
    '[role="timer"]',
  ]);
  await clean(engine);
});

test('air night: an episode page turns on air at its air time and aired at its end, at the visitor’s clock', async ({
  engine,
}) => {
  const airs = Date.parse('2026-01-21T01:00:00Z');
  const ends = airs + 45 * 60_000;
  const article = 'main article';
  const state = (s: string, want: string) => document.querySelector(s)?.getAttribute('data-air-state') === want;
  // The page's clock (recorder.ts: Date alone is faked) moved on past an instant; the page's own
  // timer, set for that instant when it loaded, then reads it.
  const tick = (ms: number) =>
    (window as unknown as { __engineClock: { tick: (n: number) => void } }).__engineClock.tick(ms);
  await engine.open(`${airing.url}/episodes/ep03-the-bluff/`, { now: airs - 3_000 });
  expect(await engine.evaluate(attribute, article, 'data-air-state')).toBe('announced');
  await engine.evaluate(tick, 4_000);
  await until(engine, 'EP03 on air', state, [article, 'on-air']);
  expect(await engine.evaluate(isShown, '[aria-labelledby="watch-heading"] [data-look="on-air"] a')).toBe(true);
  expect(await engine.evaluate(text, '[aria-labelledby="watch-heading"] [data-look="on-air"] p')).toMatch(
    /^On now · until 8:45 PM ET/,
  );
  expect(await engine.axe()).toEqual([]);
  await clean(engine);
  // A page built that morning, opened in EP03's last seconds: on air at once, then aired.
  await engine.open(`${airing.url}/episodes/ep03-the-bluff/`, { now: ends - 3_000 });
  await until(engine, 'EP03 on air at load', state, [article, 'on-air']);
  await engine.evaluate(tick, 4_000);
  await until(engine, 'EP03 aired', state, [article, 'aired']);
  expect(await engine.evaluate(isShown, '[aria-labelledby="watch-heading"] [data-look="aired"] a')).toBe(true);
  expect(await engine.evaluate(isShown, '[aria-labelledby="watch-heading"] [data-look="on-air"] a')).toBe(false);
  expect(await engine.axe()).toEqual([]);
  await clean(engine);
});

test('the standings: the results open on a tap and the chart is drawn', async ({ engine }) => {
  await engine.open(`${airing.url}/standings/`, { now: airing.now });
  const details = 'details.spoiler';
  expect(await engine.evaluate(isShown, `${details} figure svg.stack-chart`)).toBe(false);
  await engine.click(`${details} > summary`);
  await until(engine, 'the results to open', (s) => document.querySelector<HTMLDetailsElement>(s)?.open === true, [
    details,
  ]);
  const chart = await engine.evaluate((s) => {
    const svg = [...document.querySelectorAll(s)].find((el) => el.getClientRects().length > 0);
    const box = svg?.getBoundingClientRect();
    return svg && box
      ? { lines: svg.querySelectorAll('.stack-chart-line').length, width: box.width, right: box.right }
      : null;
  }, `${details} figure svg.stack-chart`);
  expect(chart?.lines).toBe(16);
  expect(chart?.width).toBeGreaterThan(200);
  expect(chart?.right).toBeLessThanOrEqual(360);
  await clean(engine);
});

test("a key hand: the disclosure, the stepper's buttons and its arrow keys", async ({ engine }) => {
  await engine.open(`${airing.url}/episodes/ep01-the-beginning/hands/three-way-all-in/`, { now: airing.now });
  const hand = 'details[data-hand-stepper]';
  // The stepper's own label ("Step 3 of 14: …"), not the hand's text: every step's table is in the
  // page, each captioned with its number.
  const label = `${hand} [data-step-label]`;
  const stepIs = (s: string, n: number) => (document.querySelector(s)?.textContent ?? '').startsWith(`Step ${n} of `);
  await engine.click(`${hand} > summary`);
  await until(engine, 'the stepper', stepIs, [label, 1]);
  await engine.evaluate((s) => {
    const b = [...document.querySelectorAll<HTMLButtonElement>(`${s} button`)].find(
      (x) => x.textContent?.trim() === 'Next',
    );
    b?.setAttribute('data-engine-next', '');
  }, hand);
  await engine.click('[data-engine-next]');
  await until(engine, 'step 2', stepIs, [label, 2]);
  await engine.evaluate(() => document.querySelector<HTMLButtonElement>('[data-engine-next]')?.focus());
  await engine.press('Enter');
  await until(engine, 'step 3 by Enter', stepIs, [label, 3]);
  await engine.press('ArrowRight');
  await until(engine, 'step 4 by ArrowRight', stepIs, [label, 4]);
  await engine.press('ArrowLeft');
  await until(engine, 'step 3 by ArrowLeft', stepIs, [label, 3]);
  await clean(engine);
});

test('404: an unknown path goes to Home; an unknown cast member is named not found', async ({ engine }) => {
  await engine.open(`${today.url}/cast/nobody/`);
  expect(await engine.evaluate(text, 'h1')).toBe('Cast Member Not Found');
  // It logs the unknown path (console.error) and replaces itself with Home: a new page, not the one recorded.
  await engine.open(`${today.url}/no-such-page/`, { landsOn: `${today.url}/` });
  expect(await engine.evaluate(text, 'h1')).toBe('The Last Stack');
});

test('the key-hand list: a shared link opens filtered, a filter ticked narrows it and is kept in the URL', async ({
  engine,
}) => {
  const seasons = buildOf('dist-seasons');
  await engine.open(`${seasons.url}/hands/?player=ingrid-solberg`, { now: seasons.now });
  const count = '[data-hand-count]';
  const says = (s: string, pattern: string) => new RegExp(pattern).test(document.querySelector(s)?.textContent ?? '');
  await until(engine, 'the list filtered by the link', says, [count, '^\\d+ of 15 key hands$']);
  const before = (await engine.evaluate(text, count)) ?? '';
  await engine.click('input[name="showdown"]');
  await until(engine, 'the showdown filter', (s, was) => document.querySelector(s)?.textContent?.trim() !== was, [
    count,
    before,
  ]);
  expect(await engine.evaluate(() => location.search)).toBe('?player=ingrid-solberg&showdown=1');
  const onlyShowdowns = await engine.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('li[data-hand]')]
      .filter((li) => !li.hidden)
      .every((li) => li.hasAttribute('data-showdown')),
  );
  expect(onlyShowdowns).toBe(true);
  await clean(engine);
});

test('the site search: a shared link finds, typing finds again, the keyboard walks the results', async ({ engine }) => {
  const seasons = buildOf('dist-seasons');
  await engine.open(`${seasons.url}/search/?q=ingrid`, { now: seasons.now });
  const status = '[data-search-status]';
  const says = (s: string, pattern: string) => new RegExp(pattern).test(document.querySelector(s)?.textContent ?? '');
  // Pagefind's worker and WebAssembly under this engine's reading of the page's policy and the index's types.
  await until(engine, 'the shared search', says, [status, '^\\d+ results? for “ingrid”\\.$']);
  const first = '[data-search-results] a';
  expect(await engine.evaluate(attribute, first, 'href')).toBe('/cast/ingrid-solberg/');
  expect(await engine.evaluate(text, '[data-search-results] h2')).toBe('Players');

  await engine.fill('#search-field', 'tilt');
  await until(engine, 'a typed search', says, [status, '^\\d+ results? for “tilt”\\.$']);
  expect(await engine.evaluate(() => location.search)).toBe('?q=tilt');
  await engine.press('ArrowDown');
  const firstHit = () => document.activeElement === document.querySelector('[data-search-results] a');
  await until(engine, 'Down into the results', firstHit, []);
  await engine.press('Escape');
  await until(engine, 'Escape back to the field', () => document.activeElement?.id === 'search-field', []);
  await clean(engine);
});

test('a key hand framed by another site (allow-scripts): stepped to the showdown by mouse and keys, axe 0', async ({
  engine,
}) => {
  const finale = buildOf('dist-finale');
  const embed = '/embed/hands/ep12-the-end-game/the-last-hand/';
  // The oEmbed answer's iframe, pointed at this build and in WordPress's sandbox (e2e/embed.spec.ts).
  const answer = JSON.parse(readFileSync(`dist-finale${embed}oembed.json`, 'utf8')) as { html: string };
  const iframe = parse(answer.html).querySelector('iframe');
  iframe?.setAttribute('src', `${finale.url}${embed}`);
  iframe?.setAttribute('sandbox', 'allow-scripts');
  const host = await startEmbedHost();
  try {
    await engine.open(host.articleUrl(iframe?.toString() ?? ''));
    await engine.frame('iframe');
    await until(engine, 'the embed', (s) => document.querySelector(s)?.textContent === 'The Last Hand', ['h1']);
    const hand = 'details[data-hand-stepper]';
    const label = `${hand} [data-step-label]`;
    const stepIs = (s: string, n: number) => (document.querySelector(s)?.textContent ?? '').startsWith(`Step ${n} of `);
    await engine.click(`${hand} > summary`);
    // Its scripts and font come from another origin than the frame's own (opaque): by CORS.
    await until(engine, 'the stepper', stepIs, [label, 1]);
    await engine.click('[data-step="next"]');
    await until(engine, 'step 2 by a click', stepIs, [label, 2]);
    await engine.press('ArrowRight');
    await until(engine, 'step 3 by ArrowRight', stepIs, [label, 3]);
    await engine.press('End');
    await until(engine, 'the showdown by End', stepIs, [label, 10]);
    expect(await engine.evaluate(isShown, `${hand} figure[data-table-step="10"]`)).toBe(true);
    expect(await engine.axe()).toEqual([]);
    await engine.frame();
    await clean(engine);
  } finally {
    await host.stop();
  }
});
