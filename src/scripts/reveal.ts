/**
 * Sections and cards ([data-reveal]) fade and rise in once, when 10% visible, each
 * after its own delay (--reveal-delay). Only elements still below the fold when this
 * runs are hidden, so nothing already seen disappears, content without JavaScript
 * is simply visible, and crawlers read it all. Off under prefers-reduced-motion.
 */
import { inView } from 'motion';
import { REVEAL } from '../lib/motion-plan.ts';

/*
 * The fade itself is the browser's own Web Animations API (Element.animate), which is what
 * motion/mini's animate() wraps: calling it directly keeps ~3 KiB of JavaScript off every
 * page load (issue: Performance, JS on load).
 */

export function mountReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const fold = window.innerHeight;
  for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (el.getBoundingClientRect().top < fold) continue;
    el.style.opacity = '0';
    el.style.transform = `translateY(${REVEAL.rise}px)`;
    el.dataset['revealState'] = 'hidden';
    const delay = Number(el.dataset['revealDelay'] ?? 0);
    inView(
      el,
      () => {
        el.dataset['revealState'] = 'shown';
        const fade = el.animate(
          [
            { opacity: 0, transform: `translateY(${REVEAL.rise}px)` },
            { opacity: 1, transform: 'translateY(0px)' },
          ],
          { duration: REVEAL.durationMs, delay, easing: 'ease-out', fill: 'both' },
        );
        // Hand the end state back to the stylesheet: drop the hiding styles, then the effect.
        fade.onfinish = () => {
          el.style.removeProperty('opacity');
          el.style.removeProperty('transform');
          fade.cancel();
        };
      },
      { amount: REVEAL.threshold },
    );
  }
}
