/**
 * Sections and cards ([data-reveal]) fade and rise in once, when 10% visible, each
 * after its own delay (--reveal-delay). Only elements still below the fold when this
 * runs are hidden, so nothing already seen disappears, content without JavaScript
 * is simply visible, and crawlers read it all. Off under prefers-reduced-motion.
 */
import { inView } from 'motion';
import { animate } from 'motion/mini';
import { REVEAL } from '../lib/motion-plan.ts';

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
        animate(
          el,
          { opacity: 1, transform: 'translateY(0px)' },
          { duration: REVEAL.durationMs / 1000, delay: delay / 1000, ease: 'easeOut' },
        );
      },
      { amount: REVEAL.threshold },
    );
  }
}
