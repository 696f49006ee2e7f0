/**
 * The season as a whole, over every build npm test makes: once every episode has aired
 * at the build's clock (lib/airing/season-end.ts), every page says so and nothing says otherwise:
 * Home's season block with the ways to the final standings and the final hand and nobody named,
 * a schedule with nothing upcoming and no countdown, the season calendar and the feed holding all
 * twelve, and the structured data of a season aired in full (the TVSeason's run and its episodes
 * as its parts, the series naming it, no broadcast still to come). Before then, none of it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AIRING } from '../scripts/build-airing.mjs';
import { seasonOver } from '../src/lib/airing/season-end.ts';
import { CLOCK, DIST, episodeFiles, htmlFiles, pathOf, readPage, sitemapUrls } from './dist.ts';

const fixture = AIRING.builds.find((b) => b.outDir === DIST);
const contentDir = fixture?.content ?? 'content';
const now = fixture ? Date.parse(fixture.now) : Date.now();
/** The current season's episodes (the highest-numbered folder): Home, /episodes/ and /schedule/ follow it. */
const current = Math.max(...readdirSync(join(contentDir, 'seasons')).map(Number));
const episodes = episodeFiles(contentDir)
  .filter(({ path }) => path.includes(`/seasons/${current}/`))
  .map(({ slug, path }) => ({
    slug,
    ...(parseYaml(readFileSync(path, 'utf8')) as { airDate?: string; number: number }),
  }))
  .sort((a, b) => a.number - b.number);
const over = seasonOver(episodes, CLOCK);
const cast = readdirSync(join(contentDir, 'cast')).map(
  (f) => (parseYaml(readFileSync(join(contentDir, 'cast', f), 'utf8')) as { name: string }).name,
);

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };
const page = (path: string) => readPage(join(DIST, path, 'index.html'));
const graph = (path: string) =>
  (
    JSON.parse(page(path).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': Node[];
    }
  )['@graph'];
const node = (path: string, type: string) => graph(path).find((n) => n['@type'] === type);
const text = (el: { textContent: string } | null | undefined) => el?.textContent.replace(/\s+/g, ' ').trim() ?? '';

describe(`the season as a whole in ${DIST}/ (${over ? 'over' : 'not over'})`, () => {
  if (!over) {
    it('says nothing of a season complete: no season block on Home, no season run in the structured data', () => {
      expect(page('/').querySelector('#season-heading')).toBeNull();
      // With more than one season, the series lists them all whatever their state (seasons.test.ts).
      if (current === 1) expect(node('/', 'TVSeries')).not.toHaveProperty('containsSeason');
      expect(node('/episodes/', 'TVSeason')).not.toHaveProperty('endDate');
      expect(text(page('/schedule/').querySelector('#upcoming-heading'))).toBe('Upcoming Episodes');
    });
    return;
  }

  it('Home: the season complete, where to watch all of it, the final standings and hand, nobody named', () => {
    const home = page('/');
    const block = home.querySelector('section[aria-labelledby="season-heading"]');
    expect(text(block?.querySelector('#season-heading'))).toBe(`All ${episodes.length} Episodes, On Demand`);
    expect(home.querySelector('#battle-heading')).toBeNull();
    expect(home.querySelectorAll('main [data-countdown]')).toHaveLength(0);
    const links = (block?.querySelectorAll('a') ?? []).map((a) => [text(a), a.getAttribute('href') ?? '']);
    expect(links).toEqual(expect.arrayContaining([['Final Standings', '/standings/']]));
    const hand = links.find(([words]) => words === 'The Final Hand')?.[1] ?? '';
    expect(hand).toMatch(new RegExp(`^/episodes/${episodes.at(-1)?.slug}/hands/[\\w-]+/$`));
    expect(sitemapUrls().some((u) => u.endsWith(hand))).toBe(true);
    for (const name of cast) expect(text(block), name).not.toContain(name);
  });

  it('no page counts down, no episode is still to air, the schedule says the season has aired', () => {
    for (const file of htmlFiles()) {
      const built = readPage(file);
      expect(built.querySelectorAll('[data-countdown]'), pathOf(file)).toHaveLength(0);
      expect(built.querySelectorAll('[data-air-state="announced"]'), pathOf(file)).toHaveLength(0);
    }
    const schedule = page('/schedule/');
    expect(text(schedule.querySelector('#upcoming-heading'))).toBe('The Season Has Aired');
    expect(
      schedule.querySelectorAll('section[aria-labelledby="upcoming-heading"] li[data-air-state="aired"]'),
    ).toHaveLength(episodes.length);
    expect(schedule.querySelector('a[href^="webcal:"]')).toBeNull();
  });

  it('the season calendar still serves every episode, as aired, as valid iCalendar', () => {
    const events = Object.values(ical.sync.parseICS(readFileSync(join(DIST, 'schedule.ics'), 'utf8'))).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events.map((e) => e.uid)).toEqual(
      episodes.map((e) => `s01e${String(e.number).padStart(2, '0')}@thelaststack.tv`),
    );
    for (const e of events) expect(e.start.getTime(), e.uid).toBeLessThanOrEqual(now);
  });

  it('structured data of a season aired in full: its run, its episodes as parts, no broadcast to come', () => {
    const season = node('/episodes/', 'TVSeason');
    expect(season).toMatchObject({
      numberOfEpisodes: episodes.length,
      startDate: episodes[0]?.airDate,
      endDate: episodes.at(-1)?.airDate,
    });
    expect((season?.['episode'] as Node[]).map((e) => new URL(String(e['@id'])).pathname)).toEqual(
      episodes.map((e) => `/episodes/${e.slug}/`),
    );
    expect(node('/', 'TVSeries')).toMatchObject({
      numberOfEpisodes: episodes.length,
      containsSeason: { '@id': season?.['@id'] },
    });
    expect(node('/', 'TVSeason')).toEqual(season);
    for (const path of ['/episodes/', ...episodes.map((e) => `/episodes/${e.slug}/`)]) {
      for (const episode of graph(path).filter((n) => n['@type'] === 'TVEpisode')) {
        const broadcasts = ([] as Node[]).concat((episode['publication'] as Node | Node[] | undefined) ?? []);
        for (const b of broadcasts.filter((p) => p['@type'] === 'BroadcastEvent')) {
          expect(Date.parse(String(b['startDate'])), `${path} ${String(episode['name'])}`).toBeLessThanOrEqual(now);
        }
        expect(episode['datePublished'], `${path} ${String(episode['name'])}`).toBeDefined();
      }
    }
  });
});
