/**
 * Count-up for stat tiles ([data-count-to]). The final value is already in the HTML;
 * a stat counts from 0 once, when 30% of it is visible, over 2.5 s, 100 ms after the
 * stat before it. Its width is fixed first so the changing digits never shift layout.
 * Nothing moves under prefers-reduced-motion.
 */
import { COUNT_UP, countUpDelayMs, countUpTarget } from '../lib/motion-plan.ts';

export function mountCountUp(): void {
  const stats = [...document.querySelectorAll<HTMLElement>('[data-count-to]')];
  if (stats.length === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // countup.js loads when the first stat comes into view, not with the page: a stat row below
  // the fold costs nothing until someone scrolls to it.
  let library: Promise<typeof import('countup.js')> | undefined;

  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries.filter((entry) => entry.isIntersecting);
      if (visible.length === 0) return;
      for (const entry of visible) observer.unobserve(entry.target);
      (library ??= import('countup.js'))
        .then(({ CountUp }) => visible.forEach((entry) => start(CountUp, entry.target as HTMLElement)))
        .catch((error: unknown) => console.error(error));
    },
    { threshold: COUNT_UP.threshold },
  );
  for (const el of stats) observer.observe(el);
}

/** Counts one stat up from 0 (its final value stays in the HTML until it starts). */
function start(CountUp: typeof import('countup.js').CountUp, el: HTMLElement): void {
  const target = countUpTarget(el.dataset);
  if (!target) return;
  el.style.minWidth = `${el.getBoundingClientRect().width}px`;
  const counter = new CountUp(el, target.value, {
    duration: COUNT_UP.duration,
    separator: COUNT_UP.separator,
    prefix: target.prefix,
    suffix: target.suffix,
    decimalPlaces: target.decimals,
    useEasing: true,
  });
  if (counter.error) return;
  const index = Number(el.dataset['countIndex'] ?? 0);
  el.dataset['countState'] = 'waiting';
  window.setTimeout(() => {
    el.dataset['countState'] = 'running';
    counter.start(() => (el.dataset['countState'] = 'done'));
  }, countUpDelayMs(index));
}
