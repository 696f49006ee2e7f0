import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { HOLDS_TAP, TAPPED } from '../../client/first-tap.ts';
import { pageInlineScript } from './page-inline-script.ts';

/**
 * A page's globals as the script uses them, recorded: the listeners, frames and timers it asks for,
 * the paint observer it starts, the scripts it adds and the held-back tags it puts in.
 */
function fakeWindow({
  siteScript,
  readyState = 'loading',
  paintEntries = true,
}: { siteScript?: string; readyState?: string; paintEntries?: boolean } = {}) {
  const listeners = new Map<string, { listener: (event: unknown) => void; capture: unknown }>();
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const added: Record<string, unknown>[] = [];
  const putIn: string[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      const me = {
        disconnected: false,
        report: (names: string[]) => {
          if (me.disconnected) return;
          callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
        },
      };
      observers.push(me);
      (this as unknown as { me: typeof me }).me = me;
    }
    observe() {}
    disconnect() {
      (this as unknown as { me: { disconnected: boolean } }).me.disconnected = true;
    }
  }
  const held = { textContent: '<link rel="manifest" href="/site.webmanifest">' };
  const globals = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.set(type, { listener, capture }),
    document: {
      readyState,
      body: { dataset: siteScript ? { siteScript } : {} },
      head: { append: (el: Record<string, unknown>) => added.push(el) },
      createElement: (tag: string) => ({ tag }),
      querySelectorAll: (selector: string) =>
        selector === 'noscript[data-after-paint]'
          ? [{ ...held, insertAdjacentHTML: (where: string, html: string) => putIn.push(`${where}: ${html}`) }]
          : [],
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    PerformanceObserver,
  };
  new Function(...Object.keys(globals), pageInlineScript())(...Object.values(globals));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Paints a frame: runs the frame callbacks asked for so far. */
  const frame = async () => {
    for (const run of frames.splice(0)) run();
    await settle();
  };
  /** Presents a frame: the paint observers hear of these entries. */
  const present = async (...names: string[]) => {
    for (const observer of observers) observer.report(names);
    await settle();
  };
  /** The document is parsed. */
  const parsed = async () => {
    listeners.get('DOMContentLoaded')?.listener({});
    await settle();
  };
  /** Runs the timers set so far of at most `ms`, each once. */
  const tick = async (ms: number) => {
    await settle();
    for (const timer of timers.filter((t) => t.ms <= ms)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return { listeners, frames, timers, added, putIn, observers, frame, present, parsed, tick };
}

/** The script as pages carry it, run against a listener registry instead of a window. */
const load = () => fakeWindow({ readyState: 'complete' }).listeners;

/** Dispatches a fake event of `type` at `target` through the script's listener; says what it did. */
function dispatch(type: 'click' | 'submit', target: HTMLElement, submitter: HTMLElement | null = null) {
  const event = { target, submitter, prevented: false, stopped: false } as Record<string, unknown>;
  event['preventDefault'] = () => (event['prevented'] = true);
  event['stopPropagation'] = () => (event['stopped'] = true);
  load().get(type)?.listener(event);
  return { held: event['prevented'] === true && event['stopped'] === true };
}

const PAGE = `
  <astro-island ssr><div><button id="question" data-tap=""><svg id="icon"></svg></button><p id="answer">A</p></div></astro-island>
  <astro-island><button id="hydrated" data-tap="">Open menu</button></astro-island>
  <astro-island ssr><form id="form" data-tap=""><input id="email"><button id="submit" type="submit">Go</button></form></astro-island>
  <button id="copy" data-tap>Copy address</button>
  <details><summary id="summary">Add to calendar</summary></details>`;

const page = () => {
  const root = parse(PAGE);
  const el = (id: string) => root.getElementById(id) as HTMLElement;
  return { el, tapped: () => root.querySelectorAll(`[${TAPPED}]`).map((e) => e.id) };
};

describe('the first-tap hold', () => {
  it('listens for clicks and submits in the capture phase, before any other code of the page', () => {
    const listeners = load();
    expect([...listeners.keys()]).toEqual(['click', 'submit']);
    for (const { capture } of listeners.values()) expect(capture).toBe(true);
  });

  it('holds a click on a control of an island that has not hydrated, and marks the control', () => {
    const { el, tapped } = page();
    expect(dispatch('click', el('icon'))).toEqual({ held: true });
    expect(tapped()).toEqual(['question']);
    dispatch('click', el('question'));
    expect(tapped()).toEqual(['question']);
  });

  it('lets clicks through once the island has hydrated, and on anything not marked', () => {
    const { el, tapped } = page();
    for (const id of ['hydrated', 'answer', 'summary']) expect(dispatch('click', el(id))).toEqual({ held: false });
    expect(tapped()).toEqual([]);
  });

  it("holds a plain script's control until the script drops data-tap", () => {
    const { el, tapped } = page();
    expect(dispatch('click', el('copy'))).toEqual({ held: true });
    expect(tapped()).toEqual(['copy']);
    el('copy').removeAttribute(HOLDS_TAP);
    el('copy').removeAttribute(TAPPED);
    expect(dispatch('click', el('copy'))).toEqual({ held: false });
  });

  it("holds a form's submit, not the clicks inside it, so the browser still validates first", () => {
    const { el, tapped } = page();
    expect(dispatch('click', el('email'))).toEqual({ held: false });
    expect(dispatch('click', el('submit'))).toEqual({ held: false });
    expect(tapped()).toEqual([]);
    expect(dispatch('submit', el('form'), el('submit'))).toEqual({ held: true });
    expect(tapped()).toEqual(['submit']);
  });

  it('marks the form itself when it was submitted without a button', () => {
    const { el, tapped } = page();
    expect(dispatch('submit', el('form'))).toEqual({ held: true });
    expect(tapped()).toEqual(['form']);
  });

  it('is small: every byte of it is in the first response of every page', () => {
    const script = pageInlineScript();
    expect(script).not.toMatch(/\/\*|\n/);
    // ~1 KB: the tap hold ~300 B, the loader the rest; ~500 B of brotli alone, less in a page.
    expect(script.length).toBeLessThan(1100);
    expect(script).toContain(`[${HOLDS_TAP}]`);
    expect(script).toContain(TAPPED);
  });
});

describe("the site script's loader", () => {
  const SRC = '/_astro/site.abc.js';
  const SCRIPT = { tag: 'script', type: 'module', src: SRC, fetchPriority: 'low' };
  const MANIFEST = 'afterend: <link rel="manifest" href="/site.webmanifest">';

  it('requests the site script and puts the held-back tags in once the document is parsed and its first contentful paint presented, once', async () => {
    const page = fakeWindow({ siteScript: SRC });
    await page.parsed();
    await page.tick(0);
    await page.frame();
    await page.tick(0);
    // A frame's callback runs before the frame is presented: not yet.
    expect(page.added).toEqual([]);
    await page.present('first-paint');
    await page.tick(0);
    expect(page.added).toEqual([]);
    await page.present('first-contentful-paint');
    expect(page.added).toEqual([]);
    // In a task of its own after the report.
    await page.tick(0);
    expect(page.added).toEqual([SCRIPT]);
    expect(page.putIn).toEqual([MANIFEST]);
    expect(page.observers.every((o) => o.disconnected)).toBe(true);
    await page.tick(1000);
    expect(page.added).toHaveLength(1);
    expect(page.putIn).toHaveLength(1);
  });

  it('waits for the document to be parsed, even when the paint came first', async () => {
    const page = fakeWindow({ siteScript: SRC });
    await page.present('first-contentful-paint');
    await page.tick(1000);
    expect(page.added).toEqual([]);
    await page.parsed();
    await page.tick(0);
    expect(page.added).toEqual([SCRIPT]);
  });

  it('waits on no event when the document is already parsed', async () => {
    const page = fakeWindow({ siteScript: SRC, readyState: 'interactive' });
    expect(page.listeners.has('DOMContentLoaded')).toBe(false);
    await page.present('first-contentful-paint');
    await page.tick(0);
    expect(page.added).toHaveLength(1);
  });

  it('starts a second after the document is parsed where nothing is painted (a background tab)', async () => {
    const page = fakeWindow({ siteScript: SRC, readyState: 'complete' });
    await page.tick(0);
    expect(page.added).toEqual([]);
    await page.tick(1000);
    expect(page.added).toEqual([SCRIPT]);
    expect(page.putIn).toEqual([MANIFEST]);
  });

  it('waits for the next frame where the browser reports no paint entries', async () => {
    const page = fakeWindow({ siteScript: SRC, readyState: 'complete', paintEntries: false });
    expect(page.observers).toEqual([]);
    await page.tick(0);
    expect(page.added).toEqual([]);
    await page.frame();
    await page.tick(0);
    expect(page.added).toEqual([SCRIPT]);
  });

  it('puts the held-back tags in on a page that names no site script, and requests nothing', async () => {
    const page = fakeWindow({ readyState: 'complete' });
    await page.present('first-contentful-paint');
    await page.tick(1000);
    expect(page.added).toEqual([]);
    expect(page.putIn).toEqual([MANIFEST]);
    expect([...page.listeners.keys()]).toEqual(['click', 'submit']);
  });
});
