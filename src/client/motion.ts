/**
 * The page's motion: section and card reveals (motion) and stat count-ups (countup.js). The
 * layout's script loads this module once the page's largest paint is done: nothing here is
 * needed for it, and a script request chained behind the site script before that paint cost
 * ~150 ms of simulated mobile LCP and FCP (measured with npm run perf).
 *
 * The libraries loaded later still (countup.js when a stat shows, motion's animate on the first
 * scroll) are imported by the layout's script and handed in: Vite's preload helper for a dynamic
 * import lives in the importing entry, and this chunk importing it from the site script would
 * load a second copy of it once the build has renamed it (src/integrations/page-critical-path.ts).
 */
import { mountCountUp, type LoadCountUp } from './count-up.ts';
import { mountReveal, type LoadAnimate } from './reveal.ts';

export interface MotionLibraries {
  countUp: LoadCountUp;
  animate: LoadAnimate;
}

export function mountMotion(load: MotionLibraries): void {
  // Each in a task of its own, so neither adds to one long task.
  setTimeout(() => mountReveal(load.animate), 0);
  setTimeout(() => mountCountUp(load.countUp), 0);
}
