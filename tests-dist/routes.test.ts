/**
 * Every route of the spec (and the field's /standings/, the key hands of aired
 * episodes and their list) is prerendered, once, in the one layout.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DIR,
  KEY_HANDS,
  PROFILED,
  SEASONS,
  episodeFiles,
  sitePages,
  pathOf,
  readPage,
  sitemapUrls,
} from './dist.ts';

// The embeds (pages/embed/) are the site's pages framed elsewhere: tests-dist/embed.test.ts.
const pages = new Map(sitePages().map((f) => [pathOf(f), readPage(f)]));

describe('prerendered routes', () => {
  it('has every route of the spec', () => {
    const paths = [...pages.keys()];
    const top = ['/', '/about/', '/cast/', '/episodes/', '/schedule/', '/standings/', '/404.html'];
    for (const p of top) expect(paths).toContain(p);
    // A profile for everyone of every season (17 with one), a page for every season's episode (12).
    expect(paths.filter((p) => /^\/cast\/[^/]+\/$/.test(p))).toHaveLength(PROFILED.length);
    const episodes = episodeFiles(CONTENT_DIR).length;
    expect(paths.filter((p) => /^\/episodes\/[^/]+\/$/.test(p))).toHaveLength(episodes);
    const hands = paths.filter((p) => /^\/episodes\/[^/]+\/hands\/[^/]+\/$/.test(p));
    expect(hands).toHaveLength(KEY_HANDS);
    // Once there are two seasons: /seasons/, and each season's page and field.
    const seasonPages = SEASONS.length > 1 ? 1 + 2 * SEASONS.length : 0;
    expect(paths.filter((p) => p.startsWith('/seasons/') && !p.endsWith('/hands/'))).toHaveLength(seasonPages);
    // Once a key hand has aired: the list of every one, and an earlier season's page of it
    // once /hands/ holds the newest seasons' only (tests-dist/hand-list.test.ts checks which).
    expect(paths.filter((p) => p === '/hands/')).toHaveLength(KEY_HANDS > 0 ? 1 : 0);
    const handList = paths.filter((p) => /^\/(seasons\/\d+\/)?hands\/$/.test(p)).length;
    // With the list, the site search's page (tests-dist/search.test.ts).
    const search = paths.filter((p) => p === '/search/').length;
    // A player whose aired hands span seasons: their own page of them (tests-dist/records.test.ts checks whose).
    const ownHands = paths.filter((p) => /^\/cast\/[^/]+\/hands\/$/.test(p)).length;
    expect(search).toBe(KEY_HANDS > 0 ? 1 : 0);
    expect(paths).toHaveLength(
      top.length + PROFILED.length + episodes + hands.length + seasonPages + handList + search + ownHands,
    );
    if (SEASONS.length === 1) expect([PROFILED.length, episodes]).toEqual([17, 12]);
  });

  it('gives every page exactly one h1, the skip link, header, main#main-content and footer', () => {
    for (const [path, page] of pages) {
      expect(page.querySelectorAll('h1'), path).toHaveLength(1);
      const skip = page.querySelector('body > a');
      expect(skip?.getAttribute('href'), path).toBe('#main-content');
      expect(page.querySelectorAll('body > header'), path).toHaveLength(1);
      expect(page.querySelectorAll('main#main-content'), path).toHaveLength(1);
      expect(page.querySelectorAll('body > footer'), path).toHaveLength(1);
      expect(page.querySelector('html')?.getAttribute('lang'), path).toBe('en');
    }
  });

  it('shows the sponsor banner on every page but Home', () => {
    for (const [path, page] of pages) {
      const banner = page.querySelector('aside[aria-label="Sponsor"]');
      if (path === '/') expect(banner, path).toBeNull();
      else expect(banner?.querySelector('a')?.getAttribute('rel'), path).toBe('sponsored noopener noreferrer');
    }
  });

  it('lists every indexable page in the sitemap, in the canonical URL form, and nothing else', () => {
    const canonical = [...pages]
      .filter(([path]) => path !== '/404.html')
      .map(([, page]) => page.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(new Set(sitemapUrls())).toEqual(new Set(canonical));
    for (const url of sitemapUrls()) expect(url).toMatch(/^https:\/\/[^/]+\/(.*\/)?$/);
  });
});
