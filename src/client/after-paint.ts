import { areaInView, canStillBeLargest } from '../lib/delivery/largest-paint.ts';

/** Long enough for a slow phone to paint its largest image; short enough that what waits still comes. */
const SETTLE_TIMEOUT_MS = 4000;

/**
 * Calls `run` once the page has loaded and the browser has reported its largest contentful paint
 * (of `element` when given: the page's priority image; otherwise any), then at the next idle
 * moment. What waits here (the hero's video embed, the motion scripts) never competes with the
 * page's first paint for the network or the main thread: Lighthouse's simulation counts every
 * script requested before the observed paint into it, and "load" alone can fire before anything
 * is painted. `element` is not waited for once a larger paint is reported than it can make (a wide
 * screen's profile: its bio paragraph outsizes the portrait). Where the paint is not reported in
 * time, the timeout starts it anyway; where the browser does not report largest paints at all, load
 * is the best sign there is.
 */
export function afterLargestPaint(element: Element | null, run: () => void): void {
  let observer: PerformanceObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : run());
    // One more frame first: what finished loading with the page paints in the frame after load,
    // and may be the largest paint (a card's image on a wide screen), reported only then.
    requestAnimationFrame(() => setTimeout(idle, 0));
  };
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      resolve();
      return;
    }
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[];
      if (!element || entries.some((entry) => entry.element === element)) return resolve();
      const largest = Math.max(...entries.map((entry) => entry.size));
      if (!canStillBeLargest(areaInView(element.getBoundingClientRect(), innerWidth, innerHeight), largest)) resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(start);
  void loaded.then(() => setTimeout(start, SETTLE_TIMEOUT_MS));
}
