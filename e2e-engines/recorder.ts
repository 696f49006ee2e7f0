/**
 * What a page did wrong, recorded from its first byte in every engine alike. WebKitWebDriver speaks
 * classic WebDriver only (no console, no script before a page's own), and WebKitGTK's automation
 * sessions are ephemeral, which keeps it from printing console messages at all. So each page is
 * opened by a same-origin opener with window.open: the new window's first document is the initial
 * about:blank, and a same-origin page that replaces it keeps its Window object (HTML's navigation
 * rules), with the listeners the opener put on it before the page arrived. They record uncaught
 * errors and rejections, failed loads of elements (images, scripts, stylesheets), CSP violations
 * (meta and header policies alike) and console.error calls. The same in Firefox, so both engines are
 * held to one record.
 *
 * These functions are sent to the browser as their source text: they use nothing from outside.
 */

/** Options for a recorded window: its size and, for a season build, the clock its pages see. */
export interface OpenOptions {
  width: number;
  height: number;
  /** Date.now() in the page, fixed (@sinonjs/fake-timers, Date only): a build's SITE_NOW less a minute. */
  now?: number | undefined;
  /** @sinonjs/fake-timers as a script that defines FakeTimers (bundled once: engine.ts). */
  fakeTimers?: string | undefined;
}

/**
 * Runs in the opener: closes the window it opened last, opens `url` in a new one and records into
 * `window.__engineRecord` there.
 */
export function openRecorded(url: string, options: OpenOptions): boolean {
  type Recorded = Window & typeof globalThis & { __engineRecord?: string[] };
  const opener = window as Window & { __engineWindow?: Window | null };
  opener.__engineWindow?.close();
  const w = window.open(url, '_blank', `width=${options.width},height=${options.height}`) as Recorded | null;
  opener.__engineWindow = w;
  if (!w) return false;
  const record: string[] = [];
  Object.defineProperty(w, '__engineRecord', { value: record });
  const where = (target: EventTarget | null) => {
    const element = target as { src?: string; href?: string; tagName?: string } | null;
    return element?.tagName ? `<${element.tagName.toLowerCase()}> ${element.src || element.href || ''}` : '';
  };
  w.addEventListener(
    'error',
    (event) => {
      const e = event as ErrorEvent;
      record.push(e.message ? `uncaught: ${e.message}` : `failed to load: ${where(e.target)}`);
    },
    true,
  );
  w.addEventListener('unhandledrejection', (e) => record.push(`unhandled rejection: ${String(e.reason)}`));
  w.addEventListener(
    'securitypolicyviolation',
    (e) =>
      record.push(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}` +
          (e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '') +
          (e.sample ? ` (${e.sample})` : ''),
      ),
    true,
  );
  const error = w.console.error.bind(w.console);
  w.console.error = (...args: unknown[]) => {
    record.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
  if (options.now !== undefined && options.fakeTimers) {
    const FakeTimers = new Function(`${options.fakeTimers}; return FakeTimers;`)() as {
      withGlobal: (g: Window) => { install: (o: object) => unknown };
    };
    Object.defineProperty(w, '__engineClock', {
      value: FakeTimers.withGlobal(w).install({ now: options.now, toFake: ['Date'] }),
    });
  }
  return true;
}

/** Runs in the page: what was recorded so far (undefined when the page is not the one the opener opened). */
export const recorded = () => (window as Window & { __engineRecord?: string[] }).__engineRecord;

/**
 * Runs in the page: scrolls the first element `selector` matches to the middle of the screen, at
 * once, again until it stays there: sections below the first screen are laid out only once near
 * it (content-visibility: auto), so a far one moves as the page above it is laid out.
 */
export async function scrollToMiddle(selector: string): Promise<boolean> {
  const el = document.querySelector(selector);
  if (!el) return false;
  for (let tries = 0; tries < 10; tries++) {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = el.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= innerHeight) return true;
    if (box.height > innerHeight && box.top <= 0 && box.bottom >= innerHeight) return true;
  }
  return false;
}
