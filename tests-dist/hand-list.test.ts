/**
 * The list of every key hand (/hands/) as built, over every build npm test makes: there
 * once a hand has aired and nowhere before; each aired hand listed once over /hands/ and an earlier
 * season's own page, newest season and episode first, with as many players as the hand seats and a pot the table could hold; who took the chips
 * only inside each hand's closed disclosure; its filters offer every player listed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_HANDS } from './content-hands.ts';
import { HANDS_PER_PAGE } from '../src/lib/hands/hand-list.ts';
import { DIST, htmlFiles, readPage, sitemapUrls } from './dist.ts';

const aired = CONTENT_HANDS.filter((h) => h.aired);
const file = join(DIST, 'hands', 'index.html');
const pathOf = (h: (typeof aired)[number]) => `/episodes/${h.slug}/hands/${h.hand.id}/`;

describe(`the key-hand list in ${DIST}/`, () => {
  if (aired.length === 0) {
    it('is not built, linked or in the sitemap before a hand has aired', () => {
      expect(existsSync(file)).toBe(false);
      expect(sitemapUrls().filter((u) => u.endsWith('/hands/'))).toEqual([]);
      const linking = htmlFiles().filter((f) => readPage(f).querySelector('a[href^="/hands/"]'));
      expect(linking).toEqual([]);
    });
    return;
  }

  const page = readPage(file);
  /** An earlier season's page, once /hands/ holds the newest seasons' only. */
  const seasonPages = htmlFiles()
    .filter((f) => /\/seasons\/\d+\/hands\/index\.html$/.test(f.replace(/\\/g, '/')))
    .map((f) => ({ season: Number(/(\d+)\/hands/.exec(f)?.[1]), page: readPage(f) }));
  const items = page.querySelectorAll('li[data-hand]');
  const everyItem = [page, ...seasonPages.map((p) => p.page)].flatMap((p) => p.querySelectorAll('li[data-hand]'));
  const seasonsOf = (p: typeof page) =>
    new Set(p.querySelectorAll('li[data-hand]').map((li) => li.getAttribute('data-season')));

  it(`lists each of the ${aired.length} aired hands once over its pages, each page in the sitemap`, () => {
    const listed = everyItem.map((li) => li.querySelector('a')?.getAttribute('href'));
    expect([...listed].sort()).toEqual(aired.map(pathOf).sort());
    const urls = sitemapUrls();
    expect(urls.filter((u) => u.endsWith('/hands/') && !/\/(seasons|cast)\//.test(u))).toHaveLength(1);
    for (const { season } of seasonPages)
      expect(urls.filter((u) => u.endsWith(`/seasons/${season}/hands/`))).toHaveLength(1);
  });

  it(`keeps the newest seasons on /hands/ within ${HANDS_PER_PAGE} hands, an earlier season on its own page`, () => {
    const front = [...seasonsOf(page)].map(Number);
    const newest = Math.max(...aired.map((h) => h.season));
    expect(front).toContain(newest);
    if (front.length > 1) expect(items.length).toBeLessThanOrEqual(HANDS_PER_PAGE);
    for (const { season, page: own } of seasonPages) {
      expect([...seasonsOf(own)]).toEqual([String(season)]);
      expect(season).toBeLessThan(Math.min(...front));
      // Every page links every other, itself marked as the current one.
      const nav = own.querySelectorAll('nav[aria-label="Key hands by season"] a');
      expect(nav).toHaveLength(seasonPages.length + 1);
      expect(own.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe(`/seasons/${season}/hands/`);
    }
  });

  it('puts the newest season and episode first, numbered in that order for the filters', () => {
    expect(items.map((li) => Number(li.getAttribute('data-order')))).toEqual(items.map((_, i) => i));
    const seasons = items.map((li) => Number(li.getAttribute('data-season')));
    expect(seasons).toEqual([...seasons].sort((a, b) => b - a));
    const episodeOrder = CONTENT_HANDS.map((h) => h.slug);
    const episodes = items.map((li) => episodeOrder.indexOf(li.getAttribute('data-episode') ?? ''));
    seasons.forEach((season, i) => {
      if (i > 0 && seasons[i - 1] === season) expect(episodes[i]).toBeLessThanOrEqual(episodes[i - 1] ?? 0);
    });
  });

  it('shows each hand with its players and a pot its table could hold', () => {
    for (const h of aired) {
      const li = everyItem.find((item) => item.querySelector('a')?.getAttribute('href') === pathOf(h));
      const stacks = h.hand.input.startingStacks.reduce((sum, s) => sum + s, 0);
      const pot = Number(li?.getAttribute('data-pot'));
      expect(li?.getAttribute('data-players')?.split(' '), pathOf(h)).toHaveLength(h.hand.input.players.length);
      expect(pot, pathOf(h)).toBeGreaterThan(0);
      expect(pot, pathOf(h)).toBeLessThanOrEqual(stacks);
      expect(li?.text, pathOf(h)).toMatch(/Pot [\d,]+ chips \([\d,.]+ BB\) · Ended (before|on) the/);
    }
  });

  it('says who took the chips only inside each hand’s closed disclosure', () => {
    for (const li of everyItem) {
      const details = li.querySelectorAll('details');
      expect(details).toHaveLength(1);
      expect(details[0]?.hasAttribute('open')).toBe(false);
      expect(details[0]?.text).toMatch(/ took [\d,]+ chips/);
      const outside = li.text.replace(details[0]?.text ?? '', '');
      expect(outside).not.toMatch(/ took /);
    }
  });

  it("links each profile with an aired hand to the list's page of their latest, filtered to them", () => {
    const listPage = (path: string) =>
      path === '/hands/' ? page : seasonPages.find((p) => path === `/seasons/${p.season}/hands/`)?.page;
    const players = new Set(aired.flatMap((h) => h.hand.players));
    const profiles = htmlFiles().filter((f) => /[\\/]cast[\\/][^\\/]+[\\/]index\.html$/.test(f));
    let linked = 0;
    for (const f of profiles) {
      const href = readPage(f).querySelector('a[href*="hands/?player="]')?.getAttribute('href');
      if (href === undefined) continue;
      linked += 1;
      const [path = '', query = ''] = href.split('?');
      const slug = new URLSearchParams(query).get('player') ?? '';
      const list = listPage(path);
      expect(list, href).toBeDefined();
      const theirs = list
        ?.querySelectorAll('li[data-hand]')
        .filter((li) => li.getAttribute('data-players')?.split(' ').includes(slug));
      expect(theirs?.length, href).toBeGreaterThan(0);
      // Their latest: no later season's page holds a hand of theirs.
      const season = Number(theirs?.[0]?.getAttribute('data-season'));
      expect(
        everyItem.filter(
          (li) =>
            li.getAttribute('data-players')?.split(' ').includes(slug) &&
            Number(li.getAttribute('data-season')) > season,
        ),
      ).toEqual([]);
    }
    expect(linked).toBeGreaterThan(0);
    expect(linked).toBeLessThanOrEqual(players.size);
  });

  it('offers every listed player in its filters, and says how many hands it holds', () => {
    const listed = new Set(items.flatMap((li) => li.getAttribute('data-players')?.split(' ') ?? []));
    const options = page.querySelectorAll('select[name="player"] option').map((o) => o.getAttribute('value'));
    expect(options.filter(Boolean).sort()).toEqual([...listed].sort());
    const count = page.querySelector('[data-hand-count]');
    expect(count?.getAttribute('role')).toBe('status');
    expect(count?.text.trim()).toBe(`${items.length} key hand${items.length === 1 ? '' : 's'}`);
  });
});
