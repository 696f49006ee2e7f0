/**
 * What a built page weighs on the wire (brotli as served, read from the build without a browser): the
 * byte budgets' numbers (tests-dist/budgets.test.ts), also read by the scale benchmark.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { AFTER_FIRST_SCROLL, LAZY_GATES, ON_OPEN } from '../src/client/lazy-gates.ts';
import { brotliSize } from '../src/lib/delivery/page-css.ts';
import { loadedScripts, pathOf, readPage, renderBlockingRequests } from './dist.ts';

/** The built file behind a URL of the site built in `dist`. */
export const distFileIn = (dist: string, url: string) => join(dist, url.split(/[?#]/)[0] ?? '');

/** Bytes on the wire for a built file: its .br twin. */
function served(file: string): number {
  if (!existsSync(`${file}.br`)) throw new Error(`${file}.br is missing: build with npm run build (it precompresses)`);
  return statSync(`${file}.br`).size;
}

/** A chunk's name: its file name before the hash (air-times.C1al7EIe.js -> air-times). */
const chunkName = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/\.[\w-]+\.js$/, '') ?? '';

/**
 * A script and every chunk it imports, statically or dynamically, as served: all the code it can
 * load before the visitor scrolls or interacts, whatever the timing (after paint, on idle, in view).
 * A chunk the site script loads only on pages with certain content counts where the page has it;
 * one loaded on the first scroll does not count (src/client/lazy-gates.ts).
 */
function moduleBytes(dist: string, url: string, page: HTMLElement, seen = new Set<string>()): number {
  if (seen.has(url)) return 0;
  seen.add(url);
  const name = chunkName(url);
  if (AFTER_FIRST_SCROLL.includes(name) || ON_OPEN.includes(name)) return 0;
  const gate = (LAZY_GATES as Record<string, string>)[name];
  if (gate && !page.querySelector(gate)) return 0;
  const code = readFileSync(distFileIn(dist, url), 'utf8');
  let total = served(distFileIn(dist, url));
  // Quoted any way the bundler writes it (it writes dynamic imports with backticks).
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
    total += moduleBytes(dist, new URL(m[1] ?? '', `http://x${url}`).pathname, page, seen);
  }
  for (const worker of workerUrls(code)) total += moduleBytes(dist, worker, page, seen);
  return total;
}

/** The scripts a chunk starts as workers (Vite writes `new Worker(new URL(`/_astro/….js`, …))`). */
export function workerUrls(code: string): string[] {
  return [...code.matchAll(/new Worker\(\s*new URL\(\s*["'`](\/_astro\/[^"'`]+\.js)["'`]/g)].map((m) => m[1] ?? '');
}

/** The srcset candidate a ~412 px wide phone at DPR 2.6 picks for a full-width image (~1080 px). */
function eagerImageBytes(dist: string, img: HTMLElement): number {
  const candidates = (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([u, w]) => ({ url: u ?? '', width: parseInt(w ?? '0', 10) }))
    .filter((c) => c.url)
    .sort((a, b) => a.width - b.width);
  const pick = candidates.find((c) => c.width >= 1080) ?? candidates.at(-1);
  const url = pick?.url ?? img.getAttribute('src') ?? '';
  return url.startsWith('/') ? statSync(distFileIn(dist, url)).size : 0;
}

/**
 * A built page's bytes as the budgets count them (brotli as served): critical (the HTML and its
 * render-blocking CSS), JavaScript it can load before the visitor scrolls or interacts, the fonts it
 * preloads and its eager images; for tests-dist/budgets.test.ts and the scale benchmark alike.
 */
export function pageBytes(dist: string, file: string) {
  const page = readPage(file);
  // Critical: the HTML and what holds its first paint back (lib/delivery/critical-css.ts defers the rest).
  const blocking = renderBlockingRequests(page);
  const css = blocking.map((href) => served(distFileIn(dist, href)));
  // Inline code travels in the HTML (already in critical); it is counted as JavaScript too.
  const inlineJs = page
    .querySelectorAll('script:not([src])')
    .filter((s) => s.getAttribute('type') !== 'application/ld+json')
    .reduce((t, s) => t + brotliSize(s.textContent), 0);
  const js = inlineJs + loadedScripts(page).reduce((t, src) => t + moduleBytes(dist, src, page), 0);
  const fonts = page
    .querySelectorAll('link[rel="preload"][as="font"]')
    .reduce((t, l) => t + statSync(distFileIn(dist, l.getAttribute('href') ?? '')).size, 0);
  const images = page
    .querySelectorAll('img')
    .filter((img) => img.getAttribute('loading') !== 'lazy')
    .reduce((t, img) => t + eagerImageBytes(dist, img), 0);
  const critical = served(file) + css.reduce((a, b) => a + b, 0);
  return {
    path: pathOf(file, dist),
    page,
    critical,
    renderBlocking: blocking.length,
    js,
    fonts: page.querySelectorAll('link[rel="preload"][as="font"]').length,
    total: critical + js + fonts + images,
  };
}
