/**
 * The deterministic byte budgets of the performance issue, read from dist/ without a browser
 * (the same numbers scripts/perf/gate.mjs enforces with Lighthouse), so a regression fails npm test.
 * "Compressed" is what nginx sends a browser: the brotli file the build writes beside each
 * asset (every current browser accepts br; docs/performance.md notes gzip-only hosts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { BUDGETS } from '../scripts/perf-budgets.mjs';
import {
  CONTROLS,
  CORE,
  LATIN,
  LATIN_EXT,
  caseVariants,
  inRanges,
  parseUnicodeRange,
  usesLatinExt,
} from '../src/lib/delivery/font-subsets.ts';
import { CONTENT_DIR, DIST, episodeFiles, htmlFiles, loadedScripts } from './dist.ts';
import { distFileIn, pageBytes, workerUrls } from './page-bytes.ts';

const distFile = (url: string) => distFileIn(DIST, url);

/** Whether a name or title of the content needs Oswald's latin-ext file (astro.config.mjs). */
const latinExt = usesLatinExt(
  [
    ...readdirSync(join(CONTENT_DIR, 'cast')).map((f) => join(CONTENT_DIR, 'cast', f)),
    ...episodeFiles(CONTENT_DIR).map((e) => e.path),
  ]
    .map((file) => parseYaml(readFileSync(file, 'utf8')) as { name?: string; nickname?: string; title?: string })
    .flatMap((e) => [e.name ?? '', e.nickname ?? '', e.title ?? ''])
    .join(' '),
);

const pages = htmlFiles()
  .filter((f) => !f.endsWith('404.html'))
  .map((file) => pageBytes(DIST, file));

describe('byte budgets (brotli as served, from dist/)', () => {
  for (const p of pages) {
    it(`${p.path}: critical ${p.critical} B, JS on load ${p.js} B, total ${p.total} B`, () => {
      const budget = BUDGETS.bytes(p.path);
      expect(p.critical).toBeLessThanOrEqual(budget.critical);
      expect(p.js).toBeLessThanOrEqual(budget.js);
      expect(p.total).toBeLessThanOrEqual(budget.total);
      expect(p.renderBlocking).toBeLessThanOrEqual(BUDGETS.maxRenderBlocking);
      expect(p.fonts).toBeLessThanOrEqual(BUDGETS.maxFonts);
    });
  }

  it('loads island code only on visibility, idle, media or interaction (never client:load)', () => {
    for (const { path, page } of pages) {
      for (const island of page.querySelectorAll('astro-island')) {
        expect(island.getAttribute('client'), path).toMatch(/^(visible|idle|media|interaction)$/);
      }
      expect(page.querySelectorAll('link[rel="modulepreload"]'), path).toHaveLength(0);
    }
  });

  it('sends the same bytes wherever the site is built: no island carries the uid Astro derives from the checkout path', () => {
    for (const { path, page } of pages) {
      for (const island of page.querySelectorAll('astro-island')) expect(island.hasAttribute('uid'), path).toBe(false);
    }
  });

  it("sets up no Intl on a page's main thread: the visitor's time is worded in a worker", () => {
    // A page's first Intl call sets up ICU in one block (~25 ms on a desktop, ~100 ms on a phone):
    // the mid-season Home's blocking time was mostly that (client/local-time-worker.ts).
    const scripts = readdirSync(join(DIST, '_astro')).filter((f) => f.endsWith('.js'));
    const workers = new Set(scripts.flatMap((f) => workerUrls(readFileSync(join(DIST, '_astro', f), 'utf8'))));
    for (const file of scripts) {
      if (workers.has(`/_astro/${file}`)) continue;
      expect(readFileSync(join(DIST, '_astro', file), 'utf8'), file).not.toMatch(/\bIntl\.|\.toLocale\w*String\(/);
    }
    if (pages.some((p) => p.page.querySelector('[data-local-time]'))) expect(workers.size).toBeGreaterThan(0);
  });

  it('loads one script by itself, once it has painted: the site script, whose code imports nothing statically', () => {
    for (const { path, page } of pages) {
      // The page requests none itself: its inline loader requests the site script after the first paint.
      expect(page.querySelectorAll('script[src]'), path).toHaveLength(0);
      expect(loadedScripts(page), path).toHaveLength(1);
      for (const src of loadedScripts(page)) {
        const code = readFileSync(distFile(src), 'utf8');
        // A static import is a chained request the browser makes before it can run the script.
        expect(code.match(/(?:^|[;}])\s*import\s*[{*\w][^(]*?from\s*["'`]/g), path).toBeNull();
        expect(code.match(/(?:^|[;}])\s*import\s*["'`]/g), path).toBeNull();
      }
    }
  });

  it('swaps the display face in with a metric-matched fallback, preloading only its core subset', () => {
    for (const { path, page } of pages) {
      const css = page
        .querySelectorAll('style')
        .map((s) => s.textContent)
        .join('\n');
      const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1] ?? '');
      const files = faces
        .filter((f) => f.includes('url('))
        .map((face) => ({
          face,
          src: /url\("?([^")]+)/.exec(face)?.[1] ?? '',
          ranges: parseUnicodeRange(/unicode-range:([^;]+)/.exec(face)?.[1] ?? ''),
        }));
      // Two files split by unicode-range (core, then extended), each swapped in; a third, the letters
      // of Oswald's latin-ext file the names and titles use, where one has a letter only that file
      // draws (the three-season fixture's Kubíček): ~1 KB, not the whole 12 KB file.
      expect(files, path).toHaveLength(latinExt ? 3 : 2);
      if (latinExt) {
        const ranges = files[2]?.ranges ?? [];
        expect(ranges.length, path).toBeGreaterThan(0);
        for (const [a, b] of ranges) expect(inRanges(LATIN_EXT, a) && inRanges(LATIN_EXT, b), path).toBe(true);
        expect(statSync(distFile(files[2]?.src ?? '')).size, path).toBeLessThan(2 * 1024);
      }
      for (const { face } of files) expect(face, path).toMatch(/font-display:\s*swap/);
      // Astro's Fonts API writes a fallback @font-face with size-adjust and ascent/descent overrides.
      expect(
        faces.some((f) => /src:local\(/.test(f) && /size-adjust/.test(f) && /ascent-override/.test(f)),
        path,
      ).toBe(true);
      const [core] = files;
      expect(
        CORE.every(([a, b]) => inRanges(core?.ranges ?? [], a) && inRanges(core?.ranges ?? [], b)),
        path,
      ).toBe(true);
      const preloads = page.querySelectorAll('link[rel="preload"][as="font"]').map((l) => l.getAttribute('href'));
      expect(preloads, path).toEqual([core?.src]);
      expect(statSync(distFile(core?.src ?? '')).size, path).toBeLessThanOrEqual(BUDGETS.coreFont);
    }
  });

  it('sets no display text the core subset lacks, so no page fetches the second font file', () => {
    const missing: string[] = [];
    for (const { path, page } of pages) {
      const core = parseUnicodeRange(
        /unicode-range:([^;]+)/.exec(page.querySelector('style')?.textContent ?? '')?.[1] ?? '',
      );
      for (const el of page.querySelectorAll('h1, h2, h3, .font-display')) {
        // Both cases: headings are often set with text-transform.
        for (const ch of caseVariants(el.textContent)) {
          const c = ch.codePointAt(0) ?? 0;
          if (inRanges(LATIN, c) && !inRanges(CONTROLS, c) && !inRanges(core, c))
            missing.push(`${path}: "${ch}" in "${el.textContent.trim()}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every image explicit dimensions and a modern format, and preloads the priority image', () => {
    for (const { path, page } of pages) {
      const images = page.querySelectorAll('img');
      for (const img of images) {
        expect(img.getAttribute('width'), path).toMatch(/^\d+$/);
        expect(img.getAttribute('height'), path).toMatch(/^\d+$/);
        expect(img.getAttribute('src'), path).toMatch(/\.(webp|avif|svg)(#[\w-]+)?$/);
      }
      const priority = images.filter((i) => i.getAttribute('fetchpriority') === 'high');
      expect(priority.length, path).toBeLessThanOrEqual(1);
      // The priority image: AVIF first, loaded eagerly, and preloaded from the head with the same candidates.
      for (const img of priority) {
        expect(img.getAttribute('loading'), path).toBe('eager');
        const avif = img.parentNode?.querySelector('source[type="image/avif"]');
        expect(avif, path).not.toBeNull();
        const preload = page.querySelector('head link[rel="preload"][as="image"]');
        expect(preload?.getAttribute('imagesrcset'), path).toBe(avif?.getAttribute('srcset'));
        expect(preload?.getAttribute('imagesizes'), path).toBe(avif?.getAttribute('sizes'));
        expect(preload?.getAttribute('fetchpriority'), path).toBe('high');
      }
    }
    const withPriority = pages.filter(({ page }) => page.querySelector('img[fetchpriority="high"]')).map((p) => p.path);
    expect(withPriority).toContain('/');
    expect(withPriority).toContain('/cast/ingrid-solberg/');
  });
});
