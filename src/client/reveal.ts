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
 * The fade is motion's mini animate (the Web Animations API, ~3 KB rather than ~24 KB), which
 * nothing needs before the visitor scrolls: it is fetched on the first scroll, never during load
 * (measured: fetched at load, its chained request put ~150 ms on the simulated mobile LCP).
 *
 * A report can be stale by the time it arrives: on a slow phone's busy main thread (islands
 * hydrating) it comes late, and the visitor may have scrolled to a section, focused its field or put
 * a finger on its button since it was measured. Hiding then would pull the control from under the
 * tap (the tap lands where it was). A reveal only ever adds a fade, so such a report hides nothing.
 */
import { inView } from 'motion';
import { REVEAL } from '../lib/sections/motion-plan.ts';

/** Imports motion's mini animate (client/motion.ts says why the caller does). */
export type LoadAnimate = () => Promise<typeof import('./animate.ts')>;

let motion: Promise<typeof import('./animate.ts')> | undefined;
let load: LoadAnimate = () => Promise.reject(new Error('reveal: not mounted'));
const loadAnimate = () => (motion ??= load());

const hidden = { opacity: 0, transform: `translateY(${REVEAL.rise}px)` };

/** The visitor reaching for the page: after any of these, a report measured before is stale. */
const REACH = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const;
/** When the visitor last reached for the page (an event's time stamp, on the clock reports use). */
let lastReach = -Infinity;
const reached = (event: Event) => {
  lastReach = Math.max(lastReach, event.timeStamp);
};

function hide(el: HTMLElement): void {
  Object.assign(el.style, hidden);
  el.dataset['revealState'] = 'hidden';
  inView(el, () => show(el), { amount: REVEAL.threshold });
}

function show(el: HTMLElement): void {
  el.dataset['revealState'] = 'shown';
  // Hand the end state back to the stylesheet.
  const settle = () => {
    el.style.removeProperty('opacity');
    el.style.removeProperty('transform');
  };
  const delay = Number(el.dataset['revealDelay'] ?? 0) / 1000;
  loadAnimate().then(
    ({ animate }) =>
      animate(
        el,
        { opacity: [0, 1], transform: [hidden.transform, 'translateY(0px)'] },
        { duration: REVEAL.duration, delay, ease: 'easeOut' },
      ).then(settle),
    (error: unknown) => {
      settle(); // never leave content hidden
      console.error('reveal: motion did not load', error);
    },
  );
}

export function mountReveal(loader: LoadAnimate): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  load = loader;
  const targets = document.querySelectorAll<HTMLElement>('[data-reveal]');
  let unsorted = targets.length;
  for (const type of REACH) addEventListener(type, reached, { capture: true, passive: true });
  const sorter = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      sorter.unobserve(entry.target);
      if (--unsorted === 0) for (const type of REACH) removeEventListener(type, reached, { capture: true });
      const fold = entry.rootBounds?.height ?? window.innerHeight;
      if (entry.boundingClientRect.top < fold) continue;
      if (entry.time < lastReach || entry.target.contains(document.activeElement)) continue;
      hide(entry.target as HTMLElement);
      window.addEventListener('scroll', loadAnimate, { once: true, passive: true });
    }
  });
  for (const el of targets) sorter.observe(el);
}
