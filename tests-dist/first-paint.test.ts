/**
 * Every page paints from its first response, in every build npm test makes (dist/, and with
 * DIST_DIR the season fixtures, scripts/build-airing.mjs): nothing holds the first paint
 * back, whatever the page's size, and a page carries all its CSS inline only while it fits in the
 * first round trip (the build prints each page's first response and headroom).
 * (src/integrations/page-critical-path.ts: CSS inline while it fits, past that the first screen's
 * rules inline and the rest deferred.)
 */
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { DEFERRED_CSS_ATTRIBUTE } from '../src/lib/delivery/deferred-css.ts';
import { FIRST_ROUND_TRIP_BYTES } from '../src/lib/delivery/page-css.ts';
import { DIST, htmlFiles, pathOf, readPage, renderBlockingRequests } from './dist.ts';

const pages = htmlFiles().map((file) => ({ file, path: pathOf(file), page: readPage(file) }));

describe(`first paint (${DIST}/)`, () => {
  for (const { file, path, page } of pages) {
    const bytes = statSync(`${file}.br`).size;
    it(`${path}: no render-blocking request; ${bytes} B of ${FIRST_ROUND_TRIP_BYTES} in the first response`, () => {
      expect(renderBlockingRequests(page)).toEqual([]);
      // All its CSS inline only while that fits: past the line, the first screen's rules alone.
      if (bytes > FIRST_ROUND_TRIP_BYTES) expect(page.querySelector(`link[${DEFERRED_CSS_ATTRIBUTE}]`)).not.toBeNull();
    });
  }

  it('a deferred stylesheet comes with its <noscript> import for visitors without JavaScript, and the page inlines its first screen rules', () => {
    for (const { file, path, page } of pages) {
      for (const link of page.querySelectorAll(`link[${DEFERRED_CSS_ATTRIBUTE}]`)) {
        const href = link.getAttribute('href');
        expect(link.hasAttribute('disabled'), path).toBe(true);
        // The parser keeps <noscript> as text, as a browser with JavaScript does: read the markup.
        expect(readFileSync(file, 'utf8'), path).toContain(
          `<noscript><style>@import url("${href}");</style></noscript></head>`,
        );
        expect(page.querySelector('head > style')?.textContent.length ?? 0, path).toBeGreaterThan(1000);
      }
    }
  });

  it('counts what it checks: a render-blocking stylesheet or classic script is found', () => {
    const probe = readFileSync(pages[0]?.file ?? '', 'utf8').replace(
      '</head>',
      '<link rel="stylesheet" href="/a.css"><script src="/b.js"></script><link rel="stylesheet" href="/c.css" media="print"></head>',
    );
    expect(renderBlockingRequests(parse(probe))).toEqual(['/a.css', '/b.js']);
  });
});
