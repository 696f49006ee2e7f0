/** What the specs of the other engines check in a page, as functions run there (sent as source text). */
import { expect } from '@playwright/test';
import { TIMEOUTS } from '../e2e/timeouts.ts';
import { waitFor, type Engine } from './engine.ts';

/** Runs in the page: what a wait that timed out needs said about it (hidden? errors recorded?). */
const pageState = () =>
  JSON.stringify({
    visibility: document.visibilityState,
    focused: document.hasFocus(),
    readyState: document.readyState,
    scrollY: Math.round(scrollY),
    recorded: (window as Window & { __engineRecord?: string[] }).__engineRecord ?? null,
  });

/**
 * Polls `fn` in the page until it returns `true`, failing with `what` after `timeout`, and with the
 * page's state: an island that never woke (the FAQ, once in Firefox) leaves a reason to read.
 */
export const until = async <A extends unknown[]>(
  engine: Engine,
  what: string,
  fn: (...args: A) => boolean,
  args: A,
  timeout = TIMEOUTS.engineStep,
) => {
  try {
    await waitFor(`${engine.name}: ${what}`, () => engine.evaluate(fn, ...args), timeout);
  } catch (error) {
    const state = await engine.evaluate(pageState).catch((e: unknown) => `unreadable (${String(e)})`);
    throw new Error(`${(error as Error).message}; the page: ${state}`, { cause: error });
  }
};

export const attribute = (selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;
export const text = (selector: string) =>
  document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
/** Rendered and visible (checkVisibility: not in a closed disclosure, not display: none or visibility: hidden). */
export const isShown = (selector: string) =>
  document.querySelector(selector)?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false }) ??
  false;
export const focused = () => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}` : '';
};
/** Astro drops an island's ssr attribute once it has hydrated. */
export const hydrated = (selector: string) =>
  document.querySelector(`${selector} astro-island`)?.hasAttribute('ssr') === false;

/** The end of each test: nothing went wrong in the page since it opened. */
export const clean = async (engine: Engine) =>
  expect(await engine.record(), 'errors, failed loads, CSP violations').toEqual([]);
