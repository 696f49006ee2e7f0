/**
 * The two engines besides Chromium, each driven through WebDriver, behind one small interface the
 * specs use: open a page (recorded from its first byte: recorder.ts), run a function in it, click,
 * press a key, read what went wrong.
 *
 * - WebKitGTK (webkit.ts): WebdriverIO (classic WebDriver) against Debian's WebKitWebDriver, which
 *   starts MiniBrowser in automation mode on an Xvfb display of its own. MiniBrowser's own window is
 *   at least 447 px wide (its toolbar); the window each page opens in (recorder.ts) has none, and is
 *   exactly the phone's 360 x 780 the opener asks for.
 * - Firefox ESR (firefox.ts): Puppeteer (puppeteer-core) over WebDriver BiDi, straight to Firefox's own Remote
 *   Agent. WebdriverIO opens every session with a classic POST /session, which only geckodriver
 *   answers for Firefox; Debian has no geckodriver package, and WebdriverIO's and the geckodriver npm
 *   package's way to get one is a download. Puppeteer starts the system Firefox and speaks BiDi to it
 *   directly: nothing is downloaded.
 * Both trust the run's loopback certificate by capability (acceptInsecureCerts), for this run only.
 */
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { TIMEOUTS } from '../e2e/timeouts.ts';

export type EngineName = 'firefox' | 'webkit';

/** The visitor's zone: the season's pages say the local time in it. */
export const TIME_ZONE = 'Atlantic/Canary';

/** The keys the specs press, by their W3C names. */
export type KeyName = 'Enter' | 'Escape' | 'Tab' | 'Space' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'End';

export interface Engine {
  name: EngineName;
  /**
   * Opens `url` in a fresh recorded window (closing the last), and waits for it to load (or, for a
   * page that sends the visitor on, for `landsOn` to).
   */
  open(url: string, options?: { now?: number | undefined; landsOn?: string }): Promise<void>;
  /** Runs `fn` in the page and returns its result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click in the middle of the first element `selector` matches, scrolled to the middle of the screen. */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element `selector` matches, in place of its value. */
  fill(selector: string, text: string): Promise<void>;
  /** A real key press in the focused element. */
  press(key: KeyName): Promise<void>;
  /**
   * Acts (evaluate, click, fill, axe) in the document of the frame `selector` matches in the page,
   * another site's included (an embedded key hand); in the page again without one. A new page starts
   * in the page.
   */
  frame(selector?: string): Promise<void>;
  /** axe-core's violations (e2e/axe.ts's words and tags) in the current document, the frame's if in one. */
  axe(): Promise<string[]>;
  /** What the page has recorded (recorder.ts); throws when the page is not the recorded one. */
  record(): Promise<string[]>;
  close(): Promise<void>;
}

/** @sinonjs/fake-timers for the browser, once: its package ships CommonJS only. */
let fakeTimersSource: Promise<string> | undefined;
export const fakeTimers = () =>
  (fakeTimersSource ??= build({
    entryPoints: [createRequire(import.meta.url).resolve('@sinonjs/fake-timers')],
    bundle: true,
    format: 'iife',
    globalName: 'FakeTimers',
    platform: 'browser',
    // Reached only under Node (the library checks first).
    external: ['timers', 'timers/promises', 'util'],
    write: false,
  }).then((r) => r.outputFiles[0]?.text ?? ''));

/**
 * Waits for `check` to hold, trying every 100 ms, failing with `what` after `timeout`. A check that
 * throws counts as not yet (a page between two documents cannot answer); the last error is named
 * in the failure.
 */
export const waitFor = async (what: string, check: () => Promise<boolean>, timeout = TIMEOUTS.engineStep) => {
  let lastError: unknown;
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
  }
  const why = lastError instanceof Error ? ` (last: ${lastError.message.split('\n')[0]})` : '';
  throw new Error(`timed out after ${timeout} ms waiting for ${what}${why}`);
};

/** Runs in the page (after axe-core's source): axe over the document, its violations worded as e2e/axe.ts does. */
export const runAxe = async (tags: string[]) => {
  const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    iframes: false,
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** Runs in the page: whether it is `url`, loaded. */
export const loaded = (url: string) => location.href === url && document.readyState === 'complete';
/** The opener of a page (recorder.ts): a plain file of the same origin. */
export const openerOf = (url: string) => `${new URL(url).origin}/robots.txt`;
