/**
 * Per-page CSS: each built page gets only the rules of the site stylesheet that its own
 * markup (or the client code that may run on it) can match, inline in its <head> when the
 * page still fits in the first round trip, otherwise as its own small stylesheet file.
 *
 * Why: the whole Tailwind stylesheet is ~7 KiB compressed and every page uses a part of it.
 * Inlined and trimmed, a page paints from its first response, with no render-blocking
 * request after the document.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { PurgeCSS } from 'purgecss';
import { assetPath } from './asset-path.ts';
import { cspHash } from './page-csp.ts';
import { withoutUnreadProperties } from './registered-properties.ts';

/**
 * What a first response can carry: a new TCP connection's initial window is 10 segments
 * (RFC 6928) of 1448 payload bytes, of which ~1000 go to this site's response headers
 * (security headers included). A page with its CSS inline above this would need a second
 * round trip before first paint, so its CSS goes in a file fetched in parallel instead.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1448 - 1000;

/** Size of `text` as served to browsers (brotli, quality 11, like scripts/build/compress.mjs). */
export function brotliSize(text: string): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * The build's table of first responses: each page's HTML as served (brotli), its headroom under
 * the first round trip (negative: over it) and how its CSS came, largest first.
 */
export function firstResponseReport(pages: readonly { name: string; bytes: number; css: string }[]): string {
  const rows = [...pages].sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  const width = Math.max(...rows.map((r) => r.name.length));
  const lines = rows.map(
    (r) =>
      `  ${r.name.padEnd(width)}  ${String(r.bytes).padStart(6)} B  headroom ${String(FIRST_ROUND_TRIP_BYTES - r.bytes).padStart(6)} B  CSS ${r.css}`,
  );
  return [`first responses (brotli; the first round trip carries ${FIRST_ROUND_TRIP_BYTES} B):`, ...lines].join('\n');
}

/** A content-addressed file name for a page stylesheet, e.g. /_astro/page.3f2a9c1b.css. */
export const stylesheetPath = (css: string): string => assetPath('page', css, 'css');

/**
 * Every token a class or attribute could be spelled with: runs of characters between quotes,
 * whitespace, angle brackets and backticks, and the same runs split at "=" so an attribute
 * written name="value" yields its name and value. Tailwind's arbitrary-value classes
 * (data-[state=closed]:hidden, w-[min(20rem,85vw)]) survive whole in the first pass.
 */
export function cssTokens(content: string): string[] {
  const runs = content.match(/[^\s"'`<>{}]+/g) ?? [];
  const tokens = new Set<string>();
  for (const run of runs) {
    tokens.add(run);
    for (const part of run.split(/[=,;()]/)) if (part) tokens.add(part);
    // Trailing punctuation of prose or code (a class followed by ":" or "," in a template).
    const trimmed = run.replace(/[,:;.]+$/, '');
    if (trimmed) tokens.add(trimmed);
  }
  return [...tokens];
}

/**
 * data-* and aria-* attributes the stylesheet selects on. Client code sets their values after
 * load (Radix's data-state="open", aria-expanded on the menu button, the reveal and count-up
 * states), so an attribute selector on them never decides alone that a rule is unused: the
 * classes and elements around it still must be on the page.
 */
export function runtimeAttributes(css: string): string[] {
  return [...new Set([...css.matchAll(/\[((?:data|aria)-[a-z-]+)/g)].map((m) => m[1] ?? ''))];
}

/**
 * The rules of `css` that `html` (plus `clientSources`, the code that adds classes at run
 * time) can use. Unused keyframes and custom properties go too, with the registrations of
 * properties nothing reads (lib/delivery/registered-properties.ts); @font-face stays.
 */
export async function pageCss(css: string, html: string, clientSources: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }, ...clientSources.map((raw) => ({ raw, extension: 'ts' }))],
    css: [{ raw: css }],
    defaultExtractor: cssTokens,
    keyframes: true,
    fontFace: false,
    variables: true,
    dynamicAttributes: runtimeAttributes(css),
    // A rule whose selector is only pseudo-classes or pseudo-elements (:focus-visible,
    // ::placeholder) can match on any page; PurgeCSS would otherwise drop it as unmatched.
    safelist: { standard: [/^::?[a-z-]+$/] },
  });
  if (!result) throw new Error('PurgeCSS returned no result');
  return withoutUnreadProperties(result.css);
}

/**
 * Replaces the page's <link rel="stylesheet" href="{href}"> with an inline <style> holding
 * `css`, and allows that style in the page's CSP <meta> (style-src). Throws when the page
 * has no such link or no CSP meta with a style-src, rather than ship a page that would
 * render unstyled or have its style blocked.
 */
export function inlineStylesheet(html: string, href: string, css: string): string {
  const link = new RegExp(`<link rel="stylesheet" href="${escapeRegExp(href)}"\\s*/?>`);
  if (!link.test(html)) throw new Error(`no <link rel="stylesheet" href="${href}"> in the page`);
  if (/<\/style/i.test(css)) throw new Error('stylesheet text contains "</style"');
  return allowStyle(
    html.replace(link, () => `<style>${css}</style>`),
    css,
  );
}

/** The page with its CSP <meta>'s style-src also allowing an inline style with this text. */
export function allowStyle(html: string, css: string): string {
  const csp = /(<meta http-equiv="content-security-policy" content="[^"]*?style-src )([^;"]*)/;
  if (!csp.test(html)) throw new Error('no CSP <meta> with a style-src directive in the page');
  return html.replace(csp, (_, start: string, sources: string) => `${start}${sources.trim()} ${cspHash(css)}`);
}

/**
 * The page with its plain <style> elements (the Fonts API's @font-face rules, the inlined
 * page CSS, Astro's one rule for <astro-island>) made one, in place of the last in the
 * <head>, their texts in document order, so the cascade is unchanged. Each inline style
 * costs its CSP hash, ~50 incompressible bytes of the first response. Hashes of the merged
 * styles stay in the policy until narrowCspHashes drops what the page no longer inlines.
 */
export function mergeInlineStyles(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/g;
  const headEnd = html.indexOf('</head>');
  const styles = [...html.matchAll(style)];
  const lastInHead = styles.filter((m) => m.index < headEnd).at(-1);
  if (styles.length < 2 || !lastInHead) return html;
  const merged = styles.map((m) => m[1] ?? '').join('');
  const out = html.replace(style, (_tag: string, _text: string, offset: number) =>
    offset === lastInHead.index ? `<style>${merged}</style>` : '',
  );
  return allowStyle(out, merged);
}

/** The stylesheets a page links, in document order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
