/**
 * The first screen's CSS, for a page whose own CSS no longer fits in its first response.
 *
 * A page paints from its first response when its HTML and CSS arrive in the first round trip
 * (lib/delivery/page-css.ts). A page that outgrows it does not get a render-blocking stylesheet (a request
 * and a round trip before anything paints): it inlines only the rules its first screen uses and
 * loads its whole CSS without blocking paint, so growing costs a few bytes, never a round trip.
 *
 * Which rules the first screen uses is decided by Beasties (the critical-CSS inliner Angular and
 * Nuxt use), evaluated against the page without what no first screen shows (BELOW_FIRST_SCREEN).
 */
import Beasties from 'beasties';
import { parse } from 'node-html-parser';
import { DEFERRED_CSS_ATTRIBUTE } from './deferred-css.ts';
import { allowStyle, runtimeAttributes } from './page-css.ts';
import { withoutUnreadProperties } from './registered-properties.ts';

/**
 * What no first screen shows: the footer and main's sections from the third on. styles/base.css
 * renders main's sections after the first only near the viewport (content-visibility: auto), but
 * the second can start inside it: on a 412 x 823 phone Home's hero ends at 608 px and the next
 * section starts at 688 px (e2e/critical-css.spec.ts compares the first screen with and without the
 * deferred rules at phone and desktop sizes).
 */
export const BELOW_FIRST_SCREEN = 'main section ~ section ~ section, body > footer';

/** The page without what no first screen shows. */
export function firstScreenHtml(html: string): string {
  const root = parse(html, { comment: false });
  for (const el of root.querySelectorAll(BELOW_FIRST_SCREEN)) el.remove();
  return root.toString();
}

const PROBE_HREF = '/page.css';
/** styles/base.css's reset of buttons and inputs (inherited colour, transparent background). */
const FORM_CONTROL_RESET = /(^|,)\s*input\s*(,|$)/;

/**
 * Beasties reading one stylesheet, the page's own, from memory rather than from a folder. Rules on
 * the data-* and aria-* attributes client code sets (an episode turning aired at its air time, the
 * menu's aria-expanded) stay whole: Beasties keeps only the selectors that match the built markup,
 * and the state they style may come before the rest of the CSS has.
 */
class PageBeasties extends Beasties {
  readonly css: string;
  constructor(css: string) {
    const allowRules = [
      ...runtimeAttributes(css).map((name) => new RegExp(`\\[${name}[\\]=~|^$*]`)),
      // The form-control reset stays whole: a text field below the first screen is otherwise the
      // browser's white box with the page's cream text until the deferred sheet arrives (4 s on a
      // desktop profile, whose largest paint is text), which an audit then reads as 1.1:1 contrast.
      FORM_CONTROL_RESET,
    ];
    // Its output is read for its <style> alone (criticalCss), so its preload strategy is left as is.
    super({
      path: '/',
      reduceInlineStyles: false,
      keyframes: 'critical',
      logLevel: 'silent',
      allowRules,
    });
    this.css = css;
  }
  override readFile(filename: string): string {
    if (!filename.endsWith(PROBE_HREF)) throw new Error(`critical CSS: unexpected stylesheet ${filename}`);
    return this.css;
  }
}

/**
 * The rules of `css` (the page's own stylesheet) that the page's first screen uses. Beasties reads
 * a copy of the first screen holding that one stylesheet and no other style, so the one <style>
 * it writes is the answer. (Its compiled-runtime `extract` writes `@property` rules with a stray
 * ";" between them, which drops every other one; the classic API does not.)
 */
export async function criticalCss(css: string, html: string): Promise<string> {
  const root = parse(firstScreenHtml(html), { comment: false });
  for (const el of root.querySelectorAll('style, link[rel~="stylesheet"], noscript, script')) el.remove();
  const head = root.querySelector('head');
  if (!head) throw new Error('critical CSS: the page has no <head>');
  head.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="${PROBE_HREF}">`);
  const out = await new PageBeasties(css).process(root.toString());
  const styles = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  if (styles.length !== 1) throw new Error(`critical CSS: Beasties wrote ${styles.length} <style> elements, not 1`);
  // The first screen reads fewer properties than the whole page: their registrations go too.
  return withoutUnreadProperties(styles[0]?.[1] ?? '');
}

/**
 * The page with its render-blocking `<link rel="stylesheet" href="{href}">` replaced by the
 * first screen's rules inline (`critical`) and the whole stylesheet at `deferredHref` linked
 * `disabled` (not even fetched) until the site script enables it once the largest paint is done.
 * The caller allows the inline style in the page's CSP, then adds withNoscriptFallback.
 */
export function deferStylesheet(html: string, href: string, deferredHref: string, critical: string): string {
  const link = `<link rel="stylesheet" href="${href}">`;
  if (!html.includes(link)) throw new Error(`no ${link} in the page`);
  if (/<\/style/i.test(critical)) throw new Error('stylesheet text contains "</style"');
  const deferred = `<link rel="stylesheet" href="${deferredHref}" disabled ${DEFERRED_CSS_ATTRIBUTE}>`;
  return html.replace(link, () => `<style>${critical}</style>${deferred}`);
}

/**
 * The page with the whole stylesheet for visitors without JavaScript: an `@import` in a `<noscript>`
 * in its <head> (a browser running scripts reads it as text, so it fetches nothing), allowed in the
 * page's CSP by its hash. Added after the page's inline styles are merged into one, which must not
 * take it in.
 */
export function withNoscriptFallback(html: string, deferredHref: string): string {
  if (!html.includes('</head>')) throw new Error('no </head> in the page');
  const css = `@import url("${deferredHref}");`;
  return allowStyle(
    html.replace('</head>', () => `<noscript><style>${css}</style></noscript></head>`),
    css,
  );
}
