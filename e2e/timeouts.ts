/**
 * The browser suites' time limits, in one place (playwright.config.ts, playwright.engines.config.ts,
 * e2e/ and e2e-engines/ read them here). Each is what the step takes at most on this 2-core machine
 * with nothing else running, times MARGIN: CI machines differ up to 3x in speed, and this one with a
 * core taken (node ../shared/tools/cpu-hog.mjs 1) runs a browser step up to ~3x slower too
 * (docs/performance.md keeps both timings). A limit bounds a wait on an event or a state; it never
 * paces a test, so a wide one costs a passing test nothing, and a failing one only the time to say
 * so. E2E_TIME_SCALE=2 doubles every limit, for a machine slower still.
 */
const scale = Number(process.env['E2E_TIME_SCALE'] ?? 1);
if (!(scale > 0)) throw new Error(`E2E_TIME_SCALE must be a positive number, not "${process.env['E2E_TIME_SCALE']}"`);

/** How much slower than this machine alone every limit allows. */
export const MARGIN = 4 * scale;

const limit = (aloneMs: number) => Math.round(aloneMs * MARGIN);

export const TIMEOUTS = {
  /** A test (most take 1-5 s alone; the longest, a hand stepped with axe at every step, ~13 s: `test.slow()`). */
  test: limit(15_000),
  /** An `expect` that polls for a state (an island hydrated, a disclosure opened, a count updated). */
  expect: limit(5_000),
  /** One action: a click, a fill, a key (each waits for its element to be actionable). */
  action: limit(5_000),
  /** A page load to its `load` event, over HTTPS and HTTP/2 on loopback. */
  navigation: limit(8_000),
  /** A page on the simulated slow phone (e2e/first-tap.spec.ts: slow 4G, 4x CPU) reaching a state a step waits for. */
  throttledLoad: limit(10_000),
  /**
   * A step of the content desk (astro dev under Keystatic: a form opening, the first one compiling
   * Keystatic's editor; a save taken in; the preview showing it).
   */
  deskStep: limit(15_000),
  /** A site built from content (the desk's saved files, e2e/desk.spec.ts). */
  build: limit(30_000),
  /** A web server of the run answering its first request (nginx, Node, wrangler's runtime, the desk's astro dev). */
  server: limit(45_000),
  /** One of the other engines started through WebDriver (Firefox over BiDi, WebKit with its Xvfb). */
  engineStart: limit(15_000),
  /** A step of the other engines' suites polled in the page (an island's state, a menu opening). */
  engineStep: limit(5_000),
};
