/**
 * Count-up for stat tiles ([data-count-to]). The final value is already in the HTML;
 * a stat counts from 0 once, when 30% of it is visible, over 2.5 s, 100 ms after the
 * stat before it. Its width is fixed first so the changing digits never shift layout.
 * Nothing moves under prefers-reduced-motion.
 *
 * The frames are lib/motion-plan.ts's countUpFrame on requestAnimationFrame: ~40 lines
 * in the site's one script instead of a library fetched (and chained) when a stat shows.
 */
import { COUNT_UP, countUpDelayMs, countUpFrame, countUpTarget, type CountUpTarget } from '../lib/motion-plan.ts';

export function mountCountUp(): void {
  const stats = [...document.querySelectorAll<HTMLElement>('[data-count-to]')];
  if (stats.length === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
    },
    { threshold: COUNT_UP.threshold },
  );
  for (const el of stats) observer.observe(el);
}

/** Counts one stat up from 0 (its final value stays in the HTML until it starts). */
function start(el: HTMLElement): void {
  const target = countUpTarget(el.dataset);
  if (!target) return;
  el.style.minWidth = `${el.getBoundingClientRect().width}px`;
  el.dataset['countState'] = 'waiting';
  window.setTimeout(() => run(el, target), countUpDelayMs(Number(el.dataset['countIndex'] ?? 0)));
}

function run(el: HTMLElement, target: CountUpTarget): void {
  el.dataset['countState'] = 'running';
  let startedAt: number | undefined;
  const frame = (now: number) => {
    startedAt ??= now;
    // At the full duration the ease is exactly 1, so this frame shows the final text.
    el.textContent = countUpFrame(target, now - startedAt);
    if (now - startedAt >= COUNT_UP.duration * 1000) el.dataset['countState'] = 'done';
    else requestAnimationFrame(frame);
  };
  el.textContent = countUpFrame(target, 0);
  requestAnimationFrame(frame);
}
