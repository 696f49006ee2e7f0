/**
 * The desk starting itself again: its forms (keystatic.config.tsx) are built from what it read of the
 * content when it started (src/desk/integration.ts), so a season added in /desk/seasons needs a new
 * desk for its Season and Episodes forms to be the new season's. Astro's own in-place restart is not
 * enough: its content layer keeps the first dev server's file watcher, so after one a file the desk
 * saved no longer reached the preview. A new process reads everything afresh.
 */

/** The exit code by which the desk asks scripts/content/desk.mjs for a new one on the same port. */
export const DESK_RESTART_CODE = 75;

/** Ends this desk once the page in hand has gone out (`afterMs`); scripts/content/desk.mjs starts the next. */
export function restartDesk(afterMs = 1000): void {
  setTimeout(() => process.exit(DESK_RESTART_CODE), afterMs);
}
