// The gate's own processes ahead of whatever else the machine runs. Lighthouse times the page's
// main-thread tasks as it sees them, and on a busy machine a task the renderer is preempted in
// counts as blocking: with a core taken by another process (node ../shared/tools/cpu-hog.mjs 1), a
// bare page of text read 6 to 375 ms of Total Blocking Time, and the routes' best runs moved with
// it. The paints are held against a floor measured in the same minutes, so they slow alike; TBT has
// no floor (a page without script blocks nothing of its own). So the gate raises its own priority
// before it starts nginx and each run's Chromium, which inherit it: the other processes of the
// machine then wait for the page being measured, not the reverse. Lowering a niceness needs root
// (CI and these machines run as root) or CAP_SYS_NICE; without it the gate runs as it is, and says so.
import { getPriority, setPriority } from 'node:os';

/** How far ahead: the niceness the gate asks for (0 is everyone's; -20 the most). */
export const GATE_NICENESS = -10;

/**
 * Raises this process's priority to `niceness` (pure of any decision: `set` and `get` are os's own,
 * taken as arguments for the test). Returns what to print: the niceness now, or why it stayed.
 */
export function raisePriority(niceness = GATE_NICENESS, { set = setPriority, get = getPriority } = {}) {
  try {
    set(0, niceness);
    return { niceness: get(0), raised: true, note: `the gate runs at niceness ${get(0)}, ahead of other processes` };
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);
    return {
      niceness: get(0),
      raised: false,
      note: `the gate runs at niceness ${get(0)}: raising it to ${niceness} was refused (${code}; it needs root or CAP_SYS_NICE), so on a busy machine its TBT counts the other processes' time too`,
    };
  }
}
