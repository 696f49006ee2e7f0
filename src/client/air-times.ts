/**
 * Air times at the visitor's clock, without a rebuild: each dated element's state (announced, on air
 * or aired) re-derived from its start and end by lib/airing/episode-state.ts's rule, the visitor's own time
 * beside the broadcaster's (from a worker), and the countdown, woken once a minute. Loaded only by pages that show
 * an air time (layouts/Document.astro).
 */
import { countdownText, nextTick } from '../lib/airing/countdown.ts';
import { stateAt } from '../lib/airing/episode-state.ts';
import type { LocalTimeRequest } from './local-time-worker.ts';

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const LONGEST_WAIT = 2 ** 31 - 1;

const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const instantOf = (el: HTMLElement) => Date.parse(el.dataset['air'] ?? '');
const endOf = (el: HTMLElement) => Date.parse(el.dataset['airEnd'] ?? '');

/** Sets every dated element's state, then sleeps until the next start or end among them passes. */
function refreshStates(): void {
  const now = Date.now();
  let next = Infinity;
  for (const el of all('[data-air-state]')) {
    const start = instantOf(el);
    const end = endOf(el);
    const state = stateAt(start, end, now);
    // Written only when it changes: a mutation restyles everything under it for nothing.
    if (el.dataset['airState'] !== state) el.dataset['airState'] = state;
    for (const at of [start, end]) if (at > now) next = Math.min(next, at);
  }
  if (next < Infinity) setTimeout(refreshStates, Math.min(next - now + 1, LONGEST_WAIT));
}

/** Fills each visitor's-time line from client/local-time-worker.ts; their space is kept, so nothing moves. */
function showLocalTimes(): void {
  const lines = all('[data-local-time]');
  if (lines.length === 0) return;
  const worker = new Worker(new URL('./local-time-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<string[]>) => {
    event.data.forEach((text, i) => {
      const line = lines[i];
      if (line) line.textContent = text;
    });
    worker.terminate();
  });
  const requests: LocalTimeRequest[] = lines.map((el) => ({ air: el.dataset['air'] ?? '', zone: el.dataset['zone'] }));
  worker.postMessage(requests);
}

function runCountdowns(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const el of all('[data-countdown]')) {
    const text = el.querySelector('[data-countdown-text]');
    const tick = () => {
      const left = instantOf(el) - Date.now();
      if (text) text.textContent = countdownText(left);
      if (left > 0) setTimeout(tick, Math.min(nextTick(left), LONGEST_WAIT));
    };
    tick();
  }
}

export function mountAirTimes(): void {
  refreshStates();
  showLocalTimes();
  runCountdowns();
}
