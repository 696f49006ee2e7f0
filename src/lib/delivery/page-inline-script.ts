/**
 * The one inline script every page carries, at the top of its body (components/chrome/PageInlineScript.astro):
 * the first-tap hold (src/client/first-tap-hold.js) and the site script's loader
 * (src/client/site-script-loader.js), each source with its why. Minified, since every byte of it is in
 * each page's first response, and one script, since each costs its CSP hash there too. One function for
 * the page and for the hash the CSP <meta> allows it by (astro.config.mjs), so the two cannot differ.
 */
import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';

/** Relative to the project root, where builds, checks and tests run; in the order they run. */
export const INLINE_SOURCES = ['src/client/first-tap-hold.js', 'src/client/site-script-loader.js'] as const;

export function pageInlineScript(
  sources: readonly string[] = INLINE_SOURCES.map((path) => readFileSync(path, 'utf8')),
): string {
  const name = INLINE_SOURCES.join(' + ');
  const { code, errors } = minifySync('page-inline-script.js', sources.join('\n'));
  if (errors.length > 0) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}
