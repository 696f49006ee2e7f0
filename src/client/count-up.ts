/**
 * Count-up for stat tiles ([data-count-to]), driven by countup.js. The final value is already
 * in the HTML; a stat counts from 0 once, when 30% of it is visible (motion's inView), over
 * 2.5 s, 100 ms after the stat before it. Its width is fixed first so the changing digits
 * never shift layout. Nothing moves under prefers-reduced-motion.
 *
 * countup.js is loaded when the first stat comes into view, so pages without stats (and
 * phones that never scroll to them) never fetch it; until it arrives the final value shows.
 */
import { inView } from 'motion';
import { countUpDelayMs, countUpOptions, countUpTarget, COUNT_UP } from '../lib/sections/motion-plan.ts';

/** Imports countup.js (client/motion.ts says why the caller does). */
export type LoadCountUp = () => Promise<typeof import('countup.js')>;

let library: Promise<typeof import('countup.js')> | undefined;

export function mountCountUp(load: LoadCountUp): void {
  const stats = document.querySelectorAll<HTMLElement>('[data-count-to]');
  if (stats.length === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  inView(
    stats,
    (el, entry) => {
      // The observer's own box: no layout read while the page may still be loading.
      start(el as HTMLElement, entry.boundingClientRect.width, load);
    },
    { amount: COUNT_UP.threshold },
  );
}

/** Counts one stat up from 0 (its final value stays in the HTML until it starts). */
function start(el: HTMLElement, width: number, load: LoadCountUp): void {
  const target = countUpTarget(el.dataset);
  if (!target) return;
  el.style.minWidth = `${width}px`;
  el.dataset['countState'] = 'waiting';
  library ??= load();
  const delay = countUpDelayMs(Number(el.dataset['countIndex'] ?? 0));
  const begin = ({ CountUp }: typeof import('countup.js')) =>
    window.setTimeout(() => {
      // The constructor prints the start value, so it is made only when counting begins.
      const counter = new CountUp(el, target.value, countUpOptions(target));
      if (counter.error) throw new Error(`count-up: ${counter.error}`);
      el.dataset['countState'] = 'running';
      counter.start(() => (el.dataset['countState'] = 'done'));
    }, delay);
  library.then(begin, (error: unknown) => {
    // The final value is still in place; say why it did not count.
    delete el.dataset['countState'];
    console.error('count-up: countup.js did not load', error);
  });
}
