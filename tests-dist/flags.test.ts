/**
 * Flags as built (lib/content/flags.ts): no page shows a flag emoji (Windows draws "NO" for 🇳🇴), every
 * flag is an image from the one sprite, pointing at a <view> the sprite has, with the country's
 * name as its text alternative unless the player's nationality is written beside it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONTENT_DIR, DIST, PROFILED, SEASONS, htmlFiles, pathOf, readPage } from './dist.ts';

/** Regional indicator symbols: two of them make a flag emoji. */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;
const pages = htmlFiles().map((f) => ({ path: pathOf(f), page: readPage(f) }));
const sprite = readFileSync(join(DIST, 'flags.svg'), 'utf8');
/** The flags of everyone with a profile, as their cast files write them. */
const nationalities = new Set(
  PROFILED.map(
    (slug) => (parseYaml(readFileSync(join(CONTENT_DIR, 'cast', `${slug}.yaml`), 'utf8')) as { flag: string }).flag,
  ),
);
const views = new Set([...sprite.matchAll(/<view id="([A-Z]{2})"/g)].map((m) => m[1]));

describe(`flags in ${DIST}/`, () => {
  it('no page has a flag emoji in its text or its attributes', () => {
    const found = pages.filter(({ page }) => REGIONAL_INDICATOR.test(page.querySelector('body')?.toString() ?? ''));
    expect(found.map((p) => p.path)).toEqual([]);
    expect(REGIONAL_INDICATOR.test('Ingrid 🇳🇴')).toBe(true);
  });

  it('every flag is an image of the sprite, sized, pointing at a flag the sprite draws', () => {
    const flags = pages.flatMap(({ path, page }) =>
      page.querySelectorAll('img[src^="/flags.svg#"]').map((img) => ({ path, img })),
    );
    // One on every profile (its nationality), one per featured player on Home, nowhere else.
    const count = (path: string) => flags.filter((f) => f.path === path).length;
    const featured = pages.find((p) => p.path === '/')?.page.querySelectorAll('main li a[href^="/cast/"]:has(img)');
    expect(count('/')).toBe(featured?.length);
    expect(count('/')).toBeGreaterThan(0);
    for (const { path } of pages.filter((p) => /^\/cast\/[\w-]+\/$/.test(p.path))) expect(count(path), path).toBe(1);
    expect(new Set(flags.map((f) => f.path)).size).toBe(1 + PROFILED.length);
    for (const { path, img } of flags) {
      const code = img.getAttribute('src')?.split('#')[1] ?? '';
      expect(views.has(code), `${path}: ${code}`).toBe(true);
      expect([img.getAttribute('width'), img.getAttribute('height')], path).toEqual(['21', '14']);
    }
    // One view a nationality the content has (17 today, each player from another country).
    expect(views.size).toBe(nationalities.size);
    if (SEASONS.length === 1) expect(views.size).toBe(17);
  });

  it('names the country where the nationality is not written beside the flag', () => {
    const home = pages.find((p) => p.path === '/')?.page;
    const alts = home?.querySelectorAll('img[src^="/flags.svg#"]').map((i) => i.getAttribute('alt'));
    expect(alts?.length).toBeGreaterThan(0);
    if (SEASONS.length === 1) expect(alts).toContain('Norway');
    expect(alts?.every((a) => a && a.length > 2)).toBe(true);
    const profile = pages.find((p) => p.path === '/cast/ingrid-solberg/')?.page;
    const tile = profile?.querySelector('img[src="/flags.svg#NO"]')?.parentNode;
    expect(profile?.querySelector('img[src="/flags.svg#NO"]')?.getAttribute('alt')).toBe('');
    expect(tile?.textContent.trim()).toBe('Norwegian');
  });
});
