/**
 * The inline script that keeps first taps (its source, with the why: src/client/first-tap-hold.js),
 * as pages carry it: minified, since every byte of it is in each page's first response. One function
 * for the page (components/chrome/FirstTap.astro) and for the hash the CSP <meta> allows it by
 * (astro.config.mjs), so the two cannot differ.
 */
import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';

/** Relative to the project root, where builds, checks and tests run. */
export const FIRST_TAP_SOURCE = 'src/client/first-tap-hold.js';

export function firstTapScript(source: string = readFileSync(FIRST_TAP_SOURCE, 'utf8')): string {
  const { code, errors } = minifySync(FIRST_TAP_SOURCE, source);
  if (errors.length > 0) throw new Error(`${FIRST_TAP_SOURCE}: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}
