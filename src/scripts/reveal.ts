/**
 * Sections and cards ([data-reveal]) fade and rise in once, when 10% visible, each after its
 * own delay (data-reveal-delay, the spec's per-page card steps), with motion's inView and
 * animate. Only elements still below the fold when this runs are hidden, so nothing already
 * seen disappears, content without JavaScript is simply visible, and crawlers read it all.
 * Off under prefers-reduced-motion.
 *
 * Which elements start below the fold is the first report of one IntersectionObserver, which
 * needs no layout read (asking each element for its position would force a layout while the
 * page is still loading); motion's inView then waits for each hidden one to come into view.
 * The fade is motion's mini animate (the Web Animations API, ~3 KB rather than ~24 KB).
 */
import { inView } from 'motion';
import { animate } from 'motion/mini';
import { REVEAL } from '../lib/motion-plan.ts';

const hidden = { opacity: 0, transform: `translateY(${REVEAL.rise}px)` };

function hide(el: HTMLElement): void {
  Object.assign(el.style, hidden);
  el.dataset['revealState'] = 'hidden';
  inView(el, () => show(el), { amount: REVEAL.threshold });
}

function show(el: HTMLElement): void {
  el.dataset['revealState'] = 'shown';
  const delay = Number(el.dataset['revealDelay'] ?? 0) / 1000;
  animate(
    el,
    { opacity: [0, 1], transform: [hidden.transform, 'translateY(0px)'] },
    { duration: REVEAL.duration, delay, ease: 'easeOut' },
  ).then(() => {
    // Hand the end state back to the stylesheet.
    el.style.removeProperty('opacity');
    el.style.removeProperty('transform');
  });
}

export function mountReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const sorter = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      sorter.unobserve(entry.target);
      const fold = entry.rootBounds?.height ?? window.innerHeight;
      if (entry.boundingClientRect.top >= fold) hide(entry.target as HTMLElement);
    }
  });
  for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]')) sorter.observe(el);
}
