import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { HOLDS_TAP, TAPPED } from '../../client/first-tap.ts';
import { firstTapScript } from './first-tap-script.ts';

/** The script as pages carry it, run against a listener registry instead of a window. */
function load() {
  const listeners = new Map<string, { listener: (event: unknown) => void; capture: unknown }>();
  const addEventListener = (type: string, listener: (event: unknown) => void, capture: unknown) =>
    listeners.set(type, { listener, capture });
  new Function('addEventListener', firstTapScript())(addEventListener);
  return listeners;
}

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

describe('the first-tap script', () => {
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
    const script = firstTapScript();
    expect(script).not.toMatch(/\/\*|\n/);
    expect(script.length).toBeLessThan(300);
    expect(script).toContain(`[${HOLDS_TAP}]`);
    expect(script).toContain(TAPPED);
  });
});
