/**
 * The list of every key hand (/hands/, issue 45) as built, over every build npm test makes: there
 * once a hand has aired and nowhere before; each aired hand listed once, newest season and episode
 * first, with as many players as the hand seats and a pot the table could hold; who took the chips
 * only inside each hand's closed disclosure; its filters offer every player listed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_HANDS } from './content-hands.ts';
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
  const items = page.querySelectorAll('li[data-hand]');

  it(`lists each of the ${aired.length} aired hands once, and is in the sitemap`, () => {
    const listed = items.map((li) => li.querySelector('a')?.getAttribute('href'));
    expect([...listed].sort()).toEqual(aired.map(pathOf).sort());
    expect(sitemapUrls().filter((u) => u.endsWith('/hands/'))).toHaveLength(1);
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
      const li = items.find((item) => item.querySelector('a')?.getAttribute('href') === pathOf(h));
      const stacks = h.hand.input.startingStacks.reduce((sum, s) => sum + s, 0);
      const pot = Number(li?.getAttribute('data-pot'));
      expect(li?.getAttribute('data-players')?.split(' '), pathOf(h)).toHaveLength(h.hand.input.players.length);
      expect(pot, pathOf(h)).toBeGreaterThan(0);
      expect(pot, pathOf(h)).toBeLessThanOrEqual(stacks);
      expect(li?.text, pathOf(h)).toMatch(/Pot [\d,]+ chips \([\d,.]+ BB\) · Ended (before|on) the/);
    }
  });

  it('says who took the chips only inside each hand’s closed disclosure', () => {
    for (const li of items) {
      const details = li.querySelectorAll('details');
      expect(details).toHaveLength(1);
      expect(details[0]?.hasAttribute('open')).toBe(false);
      expect(details[0]?.text).toMatch(/ took [\d,]+ chips/);
      const outside = li.text.replace(details[0]?.text ?? '', '');
      expect(outside).not.toMatch(/ took /);
    }
  });

  it('offers every listed player in its filters, and says how many hands it holds', () => {
    const listed = new Set(items.flatMap((li) => li.getAttribute('data-players')?.split(' ') ?? []));
    const options = page.querySelectorAll('select[name="player"] option').map((o) => o.getAttribute('value'));
    expect(options.filter(Boolean).sort()).toEqual([...listed].sort());
    const count = page.querySelector('[data-hand-count]');
    expect(count?.getAttribute('role')).toBe('status');
    expect(count?.text.trim()).toBe(`${aired.length} key hand${aired.length === 1 ? '' : 's'}`);
  });
});
