/**
 * Sections and cards ([data-reveal]) fade and rise in once, when 10% visible, each
 * after its own delay (--reveal-delay). Only elements still below the fold when this
 * runs are hidden, so nothing already seen disappears, content without JavaScript
 * is simply visible, and crawlers read it all. Off under prefers-reduced-motion.
 *
 * One IntersectionObserver does it all, without reading layout: its first report on an
 * element says whether it is on screen (left alone) or below (hidden until it comes into
 * view). Asking each element for its position would force a layout while the page is still
 * loading. The fade is the browser's Web Animations API (Element.animate).
 */
import { REVEAL } from '../lib/motion-plan.ts';

function hide(el: HTMLElement): void {
  el.style.opacity = '0';
  el.style.transform = `translateY(${REVEAL.rise}px)`;
  el.dataset['revealState'] = 'hidden';
}

function show(el: HTMLElement): void {
  el.dataset['revealState'] = 'shown';
  const fade = el.animate(
    [
      { opacity: 0, transform: `translateY(${REVEAL.rise}px)` },
      { opacity: 1, transform: 'translateY(0px)' },
    ],
    { duration: REVEAL.durationMs, delay: Number(el.dataset['revealDelay'] ?? 0), easing: 'ease-out', fill: 'both' },
  );
  // Hand the end state back to the stylesheet: drop the hiding styles, then the effect.
  fade.onfinish = () => {
    el.style.removeProperty('opacity');
    el.style.removeProperty('transform');
    fade.cancel();
  };
}

export function mountReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (el.dataset['revealState'] === undefined) {
          // The first report: anything that starts above the bottom of the screen stays as it is.
          const fold = entry.rootBounds?.height ?? window.innerHeight;
          if (entry.boundingClientRect.top < fold) observer.unobserve(el);
          else hide(el);
        } else if (entry.isIntersecting && entry.intersectionRatio >= REVEAL.threshold) {
          observer.unobserve(el);
          show(el);
        }
      }
    },
    { threshold: REVEAL.threshold },
  );
  for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]')) observer.observe(el);
}
