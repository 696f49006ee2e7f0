import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { HOLDS_TAP, TAPPED } from '../../client/first-tap.ts';
import { pageInlineScript } from './page-inline-script.ts';

/** A page's globals as the script uses them, recorded: the listeners, paint observers and timers it asks for, the scripts it adds. */
function fakeWindow({ siteScript, paintEntries = true }: { siteScript?: string; paintEntries?: boolean } = {}) {
  const listeners = new Map<string, { listener: (event: unknown) => void; capture: unknown }>();
  const observers: { callback: (list: unknown, observer: unknown) => void; options?: unknown; connected: boolean }[] =
    [];
  const timers: { run: () => void; ms: number }[] = [];
  const added: Record<string, unknown>[] = [];
  const reported: unknown[] = [];
  const globals = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.set(type, { listener, capture }),
    document: {
      body: { dataset: siteScript ? { siteScript } : {} },
      head: { append: (el: Record<string, unknown>) => added.push(el) },
      createElement: (tag: string) => ({ tag }),
    },
    PerformanceObserver: class {
      readonly record;
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.record = { callback, options: undefined as unknown, connected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        if (!paintEntries) throw new TypeError('no paint entries here');
        Object.assign(this.record, { options, connected: true });
      }
    },
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  };
  new Function(...Object.keys(globals), pageInlineScript())(...Object.values(globals));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** The page's first paint is reported: each observer that observes hears of it. */
  const painted = async () => {
    for (const record of observers.filter((o) => o.connected)) {
      record.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] }, {});
    }
    await settle();
  };
  /** The document is parsed. */
  const parsed = async () => {
    // As a browser does, an error thrown in a listener is reported, not passed to the dispatcher.
    try {
      listeners.get('DOMContentLoaded')?.listener({});
    } catch (error) {
      reported.push(error);
    }
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
  return { listeners, observers, timers, added, reported, painted, parsed, tick };
}

/** The script as pages carry it, run against a listener registry instead of a window. */
const load = () => fakeWindow().listeners;

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
    expect([...listeners.keys()]).toEqual(['click', 'submit', 'DOMContentLoaded']);
    for (const type of ['click', 'submit']) expect(listeners.get(type)?.capture).toBe(true);
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
    // The tap hold ~300 B, the loader ~250 B.
    expect(script.length).toBeLessThan(600);
    expect(script).toContain(`[${HOLDS_TAP}]`);
    expect(script).toContain(TAPPED);
  });
});

describe("the site script's loader", () => {
  const SRC = '/_astro/site.abc.js';
  const SCRIPT = { tag: 'script', type: 'module', src: SRC };

  it('requests the site script once the document is parsed and its first paint is reported, once', async () => {
    const page = fakeWindow({ siteScript: SRC });
    await page.tick(1000);
    expect(page.added).toEqual([]);
    await page.parsed();
    await page.tick(0);
    expect(page.added).toEqual([]);
    // Paint entries painted before it was parsed count too (buffered).
    expect(page.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    await page.painted();
    // In a task of its own after the entry's callback.
    expect(page.added).toEqual([]);
    await page.tick(0);
    expect(page.added).toEqual([SCRIPT]);
    await page.tick(1000);
    await page.painted();
    await page.tick(0);
    expect(page.added).toHaveLength(1);
  });

  it('requests it a second after the document is parsed where no frame is painted (a background tab)', async () => {
    const page = fakeWindow({ siteScript: SRC });
    await page.parsed();
    await page.tick(0);
    expect(page.added).toEqual([]);
    await page.tick(1000);
    expect(page.added).toEqual([SCRIPT]);
  });

  it('requests it a second after the document is parsed where paint entries cannot be observed', async () => {
    const page = fakeWindow({ siteScript: SRC, paintEntries: false });
    await page.parsed();
    expect(page.reported).toHaveLength(1);
    await page.painted();
    await page.tick(0);
    expect(page.added).toEqual([]);
    await page.tick(1000);
    expect(page.added).toEqual([SCRIPT]);
  });

  it('requests nothing on a page that names no site script', async () => {
    const page = fakeWindow();
    await page.parsed();
    await page.painted();
    await page.tick(1000);
    expect(page.added).toEqual([]);
  });
});
