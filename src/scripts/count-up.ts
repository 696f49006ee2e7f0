/**
 * Count-up for stat tiles ([data-count-to]). The final value is already in the HTML;
 * a stat counts from 0 once, when 30% of it is visible, over 2.5 s, 100 ms after the
 * stat before it. Its width is fixed first so the changing digits never shift layout.
 * Nothing moves under prefers-reduced-motion.
 */
import { COUNT_UP, countUpDelayMs, countUpTarget } from '../lib/motion-plan.ts';

export async function mountCountUp(): Promise<void> {
  const stats = [...document.querySelectorAll<HTMLElement>('[data-count-to]')];
  if (stats.length === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { CountUp } = await import('countup.js');

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const el = entry.target as HTMLElement;
        const target = countUpTarget(el.dataset);
        if (!target) continue;
        el.style.minWidth = `${el.getBoundingClientRect().width}px`;
        const counter = new CountUp(el, target.value, {
          duration: COUNT_UP.duration,
          separator: COUNT_UP.separator,
          prefix: target.prefix,
          suffix: target.suffix,
          decimalPlaces: target.decimals,
          useEasing: true,
        });
        if (counter.error) continue;
        const index = Number(el.dataset['countIndex'] ?? 0);
        el.dataset['countState'] = 'waiting';
        window.setTimeout(() => {
          el.dataset['countState'] = 'running';
          counter.start(() => (el.dataset['countState'] = 'done'));
        }, countUpDelayMs(index));
      }
    },
    { threshold: COUNT_UP.threshold },
  );
  for (const el of stats) observer.observe(el);
}
