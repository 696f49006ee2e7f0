/**
 * The suite's fixtures: one engine per Playwright worker (the project names it: firefox or webkit),
 * started on first use and kept for the worker's tests; the same engine with scripts off, started
 * only by the tests that need it; and Chromium (Playwright's, the system binary) as the reference
 * layout the other engines' first screens are compared with.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, chromium, type Browser, type WorkerInfo } from '@playwright/test';
import { TIMEOUTS } from '../e2e/timeouts.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { webDriverPort } from './builds.ts';
import { TIME_ZONE, type Engine } from './engine.ts';
import { startFirefox } from './firefox.ts';
import { startWebKit } from './webkit.ts';
import { firstScreenBoxes, REFERENCE_DIR, VIEWPORT, type Boxes } from './first-screen.ts';

export { expect } from '@playwright/test';

const start = (name: string, workerIndex: number, javaScript: boolean): Promise<Engine> => {
  if (name === 'firefox') return startFirefox({ javaScript });
  if (name === 'webkit')
    return startWebKit({ port: webDriverPort(workerIndex * 2 + (javaScript ? 0 : 1)), javaScript });
  throw new Error(`no engine for the project "${name}" (firefox, webkit)`);
};

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern */
/** The worker's engine (the project names it), with JavaScript on or off, started on first use. */
const engineFixture = (
  javaScript: boolean,
): [
  (fixtures: object, use: (engine: Engine) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
  { scope: 'worker'; timeout: number },
] => [
  async ({}, use: (engine: Engine) => Promise<void>, workerInfo: WorkerInfo) => {
    const engine = await start(workerInfo.project.name, workerInfo.parallelIndex, javaScript);
    try {
      await use(engine);
    } finally {
      await engine.close();
    }
  },
  { scope: 'worker', timeout: TIMEOUTS.engineStart * 2 },
];

export const test = base.extend<object, { engine: Engine; engineWithoutJs: Engine; reference: Browser }>({
  engine: engineFixture(true),
  engineWithoutJs: engineFixture(false),
  reference: [
    async ({}, use) => {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'worker' },
  ],
});
/* eslint-enable no-empty-pattern */

/**
 * The layout boxes of a page's first screen in Chromium, at the engines' viewport and clock. Firefox
 * and WebKit each compare every page with them, so the first to ask keeps them in REFERENCE_DIR for
 * the other (e2e-engines/global-setup.ts empties it as a run starts): a Chromium load less a page.
 */
export async function chromiumBoxes(reference: Browser, url: string, now: number | undefined): Promise<Boxes> {
  const file = join(
    REFERENCE_DIR,
    `${createHash('sha256')
      .update(`${url} ${now ?? ''}`)
      .digest('hex')}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Boxes;
  const boxes = await layOutInChromium(reference, url, now);
  mkdirSync(REFERENCE_DIR, { recursive: true });
  // Written whole, then renamed: the other worker reads a file complete or not at all.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(boxes));
  renameSync(`${file}.${process.pid}`, file);
  return boxes;
}

async function layOutInChromium(reference: Browser, url: string, now: number | undefined): Promise<Boxes> {
  const context = await reference.newContext({ viewport: VIEWPORT, ignoreHTTPSErrors: true, timezoneId: TIME_ZONE });
  try {
    const page = await context.newPage();
    if (now !== undefined) await page.clock.install({ time: now });
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.evaluate(firstScreenBoxes);
  } finally {
    await context.close();
  }
}
