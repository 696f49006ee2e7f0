/**
 * A key hand embedded as other sites embed it, on the finale build (dist-finale/): a
 * consumer finds the oEmbed answer from the hand's page, as WordPress does, and reads it over HTTP;
 * an article on another loopback origin (e2e/embed-host.ts) pastes the answer's iframe in a sandbox
 * of scripts only (WordPress's own), and a reader steps the hand inside it by mouse and keyboard to
 * the showdown, with axe 0 there; the frame fits the answer's size, and a page outside /embed/ cannot
 * be framed. The same frame in Firefox and WebKit: e2e-engines/season.spec.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { parse } from 'node-html-parser';
import type { OEmbedRich } from '../src/lib/embed/oembed.ts';
import { finaleURL } from '../playwright.config.ts';
import { AXE_TAGS, axeViolations } from './axe.ts';
import { startEmbedHost, type EmbedHost } from './embed-host.ts';
import { expect, test } from './fixtures.ts';

const HAND = '/episodes/ep12-the-end-game/hands/the-last-hand/';
const EMBED = '/embed/hands/ep12-the-end-game/the-last-hand/';

// Sizes are set per test: one project is enough (playwright.config.ts runs this file in the desktop one).
test.use({ baseURL: finaleURL });

let host: EmbedHost;
test.beforeAll(async () => {
  host = await startEmbedHost();
});
test.afterAll(async () => host.stop());

type Answer = OEmbedRich;

/** The build's URLs name the production origin; here they are served at finaleURL. */
const served = (url: string) => new URL(new URL(url).pathname, finaleURL).href;

/** What a consumer does with a pasted address: the page's discovery link, then the JSON it names. */
async function discover(request: APIRequestContext, path: string): Promise<Answer> {
  const page = parse(await (await request.get(path)).text());
  const links = page.querySelectorAll('link[rel="alternate"][type="application/json+oembed"]');
  expect(links).toHaveLength(1);
  const res = await request.get(served(links[0]?.getAttribute('href') ?? ''));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  return (await res.json()) as Answer;
}

/** The answer's iframe, as an article on another origin holds it, in WordPress's sandbox. */
function pasted(answer: Answer, sandbox = 'allow-scripts'): string {
  const iframe = parse(answer.html).querySelector('iframe');
  iframe?.setAttribute('src', served(iframe.getAttribute('src') ?? ''));
  iframe?.setAttribute('sandbox', sandbox);
  return iframe?.toString() ?? '';
}

async function framed(page: Page, code: string, embed = EMBED): Promise<Frame> {
  await page.goto(host.articleUrl(code));
  await expect(page.frameLocator('iframe').locator('h1')).toBeVisible();
  const found = page.frames().find((f) => f.url().endsWith(embed));
  if (!found) throw new Error(`no frame at ${embed}`);
  return found;
}

/** Every embed page of the finale build, by path. */
const embeds = () =>
  readdirSync('dist-finale/embed/hands').flatMap((episode) =>
    readdirSync(`dist-finale/embed/hands/${episode}`).map((id) => `/embed/hands/${episode}/${id}/`),
  );

test('a consumer finds the answer from the hand page and reads one iframe of the embed, at its size', async ({
  request,
}) => {
  const answer = await discover(request, HAND);
  expect(answer).toMatchObject({
    type: 'rich',
    version: '1.0',
    title: 'The Last Hand',
    provider_name: 'The Last Stack',
  });
  expect(answer).toMatchObject({ thumbnail_width: 1200, thumbnail_height: 630 });
  expect(answer.width).toBeGreaterThanOrEqual(320);
  expect(answer.height).toBeGreaterThan(0);
  expect(answer.cache_age).toBeGreaterThan(0);
  const card = await request.get(served(answer.thumbnail_url));
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
  const html = parse(answer.html);
  expect(html.childNodes).toHaveLength(1);
  const iframe = html.querySelector('iframe');
  expect(new URL(iframe?.getAttribute('src') ?? '').pathname).toBe(EMBED);
  expect([iframe?.getAttribute('width'), iframe?.getAttribute('height')]).toEqual([
    String(answer.width),
    String(answer.height),
  ]);
  // The embed page names the same answer.
  expect(await discover(request, EMBED)).toEqual(answer);
});

test('"Embed This Hand" copies the answer\'s iframe; without JavaScript its field is there to select', async ({
  page,
  context,
  request,
  browser,
}) => {
  const answer = await discover(request, HAND);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(HAND);
  const field = page.getByLabel('The hand’s embed code');
  await expect(field).toHaveValue(answer.html);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText('Code copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer.html);
  const off = await browser.newContext({ javaScriptEnabled: false, baseURL: finaleURL, ignoreHTTPSErrors: true });
  const still = await off.newPage();
  await still.goto(HAND);
  await expect(still.getByRole('button', { name: 'Copy code' })).toBeHidden();
  await expect(still.getByLabel('The hand’s embed code')).toHaveValue(answer.html);
  await expect(still.getByLabel('The hand’s embed code')).toHaveAttribute('readonly', '');
  await off.close();
});

test('another site frames the hand (allow-scripts): stepped to the showdown by mouse and keyboard, axe 0', async ({
  page,
  request,
  guard,
}) => {
  test.slow(); // axe in the frame twice
  await page.setViewportSize({ width: 1280, height: 1100 });
  const frame = await framed(page, pasted(await discover(request, HAND)));
  const inFrame = page.frameLocator('iframe');
  const label = inFrame.locator('[data-step-label]');
  await inFrame.locator('summary', { hasText: 'the hand' }).click();
  await expect(label).toHaveText(/^Step 1 of 10: /);
  await inFrame.getByRole('button', { name: 'Next' }).click();
  await inFrame.getByRole('button', { name: 'Next' }).click();
  await expect(label).toHaveText(/^Step 3 of 10: /);
  await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText(/^Step 4 of 10: /);
  await page.keyboard.press('End');
  await expect(label).toHaveText('Step 10 of 10: Ingrid Solberg wins the pot of 780,000 with One Pair, Queens');
  await expect(inFrame.locator('figure[data-table-step="10"]')).toBeVisible();
  // A step's link is the hand's own page at that step, in a new tab; the frame's address stays as it was.
  await expect(inFrame.getByRole('link', { name: /^Link to this step/ })).toHaveAttribute(
    'href',
    `https://thelaststack.tv${HAND}#step-10`,
  );
  expect(await frame.evaluate(() => location.hash)).toBe('');
  expect(await axeViolations(frame, { tags: AXE_TAGS })).toEqual([]);
  // Nothing the sandbox refused: no storage, no cookie, every script and font loaded (CORS).
  expect(guard.consoleErrors).toEqual([]);
  expect(guard.blocked).toEqual([]);
});

test("every hand's frame fits the answer's size at every step, and lays out to 320 px", async ({ page }) => {
  test.slow(); // every hand of the finale build, step by step
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 1100 });
  const all = embeds();
  expect(all).toHaveLength(12);
  let frame: Frame | undefined;
  for (const embed of all) {
    const answer = JSON.parse(readFileSync(`dist-finale${embed}oembed.json`, 'utf8')) as Answer;
    frame = await framed(page, pasted(answer), embed);
    expect(await frame.evaluate(() => innerWidth), `${embed}: the frame's width`).toBe(answer.width);
    await frame.locator('summary').click();
    await expect(frame.locator('[data-step-label]'), `${embed}: the stepper's first step`).toHaveText(/^Step 1 of /);
    // Each step drawn (two frames) before it is measured, as a reader sees it.
    const heights = await frame.evaluate(async () => {
      const drawn = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const next = document.querySelector<HTMLButtonElement>('[data-step="next"]');
      const seen: number[] = [];
      do {
        await drawn();
        seen.push(document.documentElement.scrollHeight);
        next?.click();
      } while (next && !next.disabled && seen.length < 100);
      await drawn();
      seen.push(document.documentElement.scrollHeight);
      return seen;
    });
    expect(heights.length, `${embed}: steps taken`).toBeGreaterThan(5);
    // The whole list in the message: CI's summary shows a failure's first line only.
    expect(
      Math.max(...heights),
      `${embed}: tallest step of ${heights.join(' ')} over ${answer.height}`,
    ).toBeLessThanOrEqual(answer.height);
  }
  // In a 320 px column the frame gives way to it (max-width) and nothing sticks out sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => frame?.evaluate(() => innerWidth)).toBe(320);
  expect(await frame?.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.frameLocator('iframe').locator('[data-step="back"]')).toBeVisible();
});

test('a page outside /embed/ refuses to be framed by another site', async ({ page }) => {
  await page.goto(host.articleUrl(`<iframe src="${finaleURL}${HAND}" title="The hand's page"></iframe>`));
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no frame');
  // Refused: the frame holds the browser's error page, not the hand's.
  await expect.poll(() => frame.url()).not.toBe(`${finaleURL}${HAND}`);
  await expect(page.frameLocator('iframe').locator('main')).toHaveCount(0);
});
