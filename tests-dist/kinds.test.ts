/**
 * The built site against its kinds of page (src/lib/pages/page-kinds.ts, the registry every reader
 * takes): every page is of a kind; every page of a kind with cards has its own share card, and
 * every card its page; the sitemap lists the listed kinds' pages and no other; the search index
 * finds a page as its kind says, or not at all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES, PAGE_KINDS, inSitemap, kindOf, type KindName } from '../src/lib/pages/page-kinds.ts';
import { ogImagePath } from '../src/lib/seo/meta.ts';
import { DIST, htmlFiles, pathOf, sitemapUrls } from './dist.ts';

/** A page's path as its kind's patterns write it: the 404 page is built as /404.html. */
const routeOf = (file: string) => {
  const path = pathOf(file);
  return path === '/404.html' ? '/404/' : path;
};
const pages = htmlFiles().map((file) => ({ path: routeOf(file), html: readFileSync(file, 'utf8') }));
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const ogImageOf = (html: string) => attribute(html, /<meta property="og:image" content="([^"]+)"/);
const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]+)"/);
/** The kinds whose head shares another page's card (an embed's, its hand's): no card of their own. */
const SHARING: ReadonlySet<KindName> = new Set(['embed']);

describe('the built site, kind by kind', () => {
  it('builds every page as one of the kinds', () => {
    const unknown = pages.filter((p) => kindOf(p.path) === undefined).map((p) => p.path);
    expect(pages.length).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });

  it('builds each kind from its own files: always the ones every show has', () => {
    const built = new Set(pages.map((p) => kindOf(p.path)));
    for (const kind of [
      'home',
      'about',
      'cast',
      'profile',
      'episodes',
      'episode',
      'schedule',
      'standings',
      'not-found',
    ])
      expect(built, kind).toContain(kind);
  });

  it('gives every page of a kind with cards its own share card, in its head', () => {
    const wrong = pages
      .filter((p) => !SHARING.has(kindOf(p.path) as KindName))
      .flatMap((p) => {
        const card = ogImagePath(p.path);
        const named = ogImageOf(p.html);
        return existsSync(join(DIST, card)) && named?.endsWith(card) ? [] : [`${p.path}: ${named ?? 'none'}`];
      });
    expect(wrong).toEqual([]);
  });

  it('gives a page that shares a card the card of the page it is canonical to', () => {
    for (const p of pages.filter((q) => SHARING.has(kindOf(q.path) as KindName))) {
      const canonical = new URL(canonicalOf(p.html) ?? '').pathname;
      expect(ogImageOf(p.html), p.path).toMatch(new RegExp(`${ogImagePath(canonical)}$`));
    }
  });

  it('draws no card without its page (but the one for anything else)', () => {
    const cards = readdirSync(join(DIST, 'og'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.png'))
      .map((e) => `/${join(e.parentPath, e.name).slice(DIST.length + 1)}`);
    const drawn = new Set(pages.map((p) => ogImagePath(p.path)));
    expect(cards.filter((c) => !drawn.has(c) && c !== '/og/default.png')).toEqual([]);
  });

  it('lists in the sitemap every page of the listed kinds, and none of the others', () => {
    const listed = new Set(sitemapUrls().map((u) => new URL(u).pathname));
    const expected = new Set(pages.filter((p) => inSitemap(p.path)).map((p) => p.path));
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('puts a page in the search index as its kind says, or leaves it out', () => {
    const indexed = pages.some((p) => p.html.includes('data-pagefind-body'));
    for (const p of pages) {
      const search = PAGE_KINDS[kindOf(p.path) as KindName] as { search?: string };
      const meta = attribute(p.html, /data-pagefind-meta="kind:([a-z]+)"/);
      expect(meta, p.path).toBe(indexed ? search.search : undefined);
    }
    expect(KIND_NAMES.some((k) => 'search' in PAGE_KINDS[k])).toBe(true);
  });
});
