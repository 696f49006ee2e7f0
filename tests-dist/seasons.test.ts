/**
 * The show's seasons as built, over every build npm test makes. A one-season show has no
 * season pages and no way to them, byte for byte as before; the three-season fixture (dist-seasons:
 * Seasons 1 and 2 over, Season 3 mid-season, tests/fixtures/content-seasons/) has /seasons/ and each
 * season's page, field and calendar, its rolling pages on Season 3 with a way to the others, and
 * every URL of the one-season finale where it was, its calendar UIDs unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { DIST, SEASONS, htmlFiles, pathOf, readPage } from './dist.ts';

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };
const page = (path: string, dir = DIST) => readPage(join(dir, path, 'index.html'));
const graph = (path: string) =>
  (
    JSON.parse(page(path).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': Node[];
    }
  )['@graph'];
const text = (path: string) => page(path).querySelector('main')?.textContent.replace(/\s+/g, ' ') ?? '';
const events = (file: string) =>
  Object.values(ical.sync.parseICS(readFileSync(join(DIST, file), 'utf8'))).filter(
    (c): c is VEvent => c?.type === 'VEVENT',
  );
const calendarName = (file: string) =>
  ical.sync.parseICS(readFileSync(join(DIST, file), 'utf8')).vcalendar?.['WR-CALNAME'];

if (SEASONS.length === 1) {
  describe(`one season in ${DIST}/`, () => {
    it('has no season pages, and no page links one', () => {
      expect(existsSync(join(DIST, 'seasons'))).toBe(false);
      for (const file of htmlFiles()) {
        expect(readPage(file).querySelectorAll('a[href^="/seasons/"]').length, pathOf(file)).toBe(0);
      }
    });
  });
} else if (DIST === 'dist-seasons') {
  describe('three seasons in dist-seasons/', () => {
    it('lists every season on /seasons/, newest first, with status, dates and episode count, and no result', () => {
      const cards = page('/seasons/').querySelectorAll('main li');
      expect(cards.map((c) => c.textContent.replace(/\s+/g, ' ').trim())).toEqual([
        'Season 3 Status Airing Dates From Jan 12, 2027 Episodes 12',
        'Season 2 Status Complete Dates Sep 8 – Nov 24, 2026 Episodes 12',
        'Season 1 Status Complete Dates Jan 6 – Mar 24, 2026 Episodes 12',
      ]);
      expect(text('/seasons/')).not.toMatch(/Champion|Ingrid Solberg|Dante Okonkwo|Final/);
    });

    it("gives each season its page: status, dates, its episodes and cast, its field's and calendar's ways", () => {
      const s2 = page('/seasons/2/');
      expect(s2.querySelector('h1')?.textContent.trim()).toBe('Season 2');
      expect(text('/seasons/2/')).toContain('Complete');
      expect(text('/seasons/2/')).toContain('Sep 8 – Nov 24, 2026');
      const links = s2.querySelectorAll('main a').map((a) => a.getAttribute('href'));
      expect(links).toContain('/episodes/ep01-return-to-the-felt/');
      expect(links).toContain('/episodes/ep12-last-chip-standing/');
      expect(links).not.toContain('/episodes/ep01-the-beginning/');
      expect(links).toContain('/cast/stavros-kalogeridis/');
      expect(links).toContain('/seasons/2/standings/');
      expect(s2.querySelector('#season-calendar-url')?.getAttribute('value')).toMatch(/\/seasons\/2\/schedule\.ics$/);
      // The season page names who played, never who won.
      expect(page('/seasons/2/').querySelector('title')?.textContent).not.toContain('Dante');
      expect(text('/seasons/3/')).toContain('Airing');
    });

    it("keeps each season's field on its own page, behind the disclosure", () => {
      for (const n of [1, 2, 3]) {
        const field = page(`/seasons/${n}/standings/`);
        expect(field.querySelector('h1')?.textContent.trim()).toBe('The Field');
        expect(field.querySelector('main .eyebrow')?.textContent).toBe(`Season ${n}`);
        expect(field.querySelector('details.spoiler')?.hasAttribute('open')).toBe(false);
      }
      // Season 1's is dist-finale's field: its champion inside the disclosure.
      expect(page('/seasons/1/standings/').querySelector('details.spoiler')?.textContent).toContain('Ingrid Solberg');
    });

    it("serves each season's calendar with its own episodes, the same events as the show's", () => {
      const show = new Map(events('schedule.ics').map((e) => [e.uid, e]));
      for (const n of [1, 2, 3]) {
        const own = events(`seasons/${n}/schedule.ics`);
        expect(own.length).toBeGreaterThan(0);
        expect(calendarName(`seasons/${n}/schedule.ics`)).toBe(`The Last Stack · Season ${n}`);
        for (const e of own) {
          expect(e.uid).toMatch(new RegExp(`^s0${n}e\\d\\d@`));
          expect(show.get(e.uid)?.start).toEqual(e.start);
        }
      }
      expect(calendarName('schedule.ics')).toBe('The Last Stack');
    });

    it("keeps every URL of the one-season finale, and its calendar's UIDs", () => {
      if (!existsSync('dist-finale')) return;
      const before = htmlFiles('dist-finale').map((f) => f.slice('dist-finale'.length));
      const missing = before.filter((rel) => !existsSync(join(DIST, rel)));
      expect(missing).toEqual([]);
      const uids = (file: string) =>
        Object.values(ical.sync.parseICS(readFileSync(file, 'utf8')))
          .filter((c): c is VEvent => c?.type === 'VEVENT')
          .map((e) => e.uid);
      expect(uids(join(DIST, 'schedule.ics'))).toEqual(expect.arrayContaining(uids('dist-finale/schedule.ics')));
    });

    it('rolling pages show Season 3 and link every season; the field pages link each field', () => {
      for (const path of ['/', '/episodes/', '/schedule/', '/standings/', '/cast/']) {
        const nav = page(path).querySelector('nav[aria-label="Seasons"]');
        expect(nav, path).not.toBeNull();
        expect(nav?.querySelector('[aria-current]')?.textContent.trim(), path).toBe('Season 3');
      }
      const fieldLinks = page('/standings/')
        .querySelectorAll('nav[aria-label="Seasons"] a')
        .map((a) => a.getAttribute('href'));
      expect(fieldLinks).toEqual([
        '/seasons/1/standings/',
        '/seasons/2/standings/',
        '/seasons/3/standings/',
        '/seasons/',
      ]);
    });

    it("quotes the current season's facts from its season.yaml: Season 3's $2M, not Season 1's $1M", () => {
      const description = (path: string) =>
        page(path).querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description('/episodes/')).toContain('with a $2M prize pool on the line');
      expect(description('/about/')).toContain('16 poker pros, 12 episodes, one champion and a $2M prize pool');
      expect(page('/cast/').querySelector('h1 + p')?.textContent.trim()).toBe(
        '16 players and their host. One table. One champion.',
      );
    });

    it("puts an earlier season's episode under its season: breadcrumb, eyebrow, field link, structured data", () => {
      const ep = page('/episodes/ep04-all-in/');
      const crumbs = ep.querySelectorAll('nav[aria-label="Breadcrumb"] a').map((a) => a.getAttribute('href'));
      expect(crumbs).toEqual(['/', '/seasons/1/']);
      expect(ep.querySelector('main .eyebrow')?.textContent).toContain('Season 1 · Episode 4');
      expect(ep.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain('/seasons/1/standings/');
      const episode = graph('/episodes/ep04-all-in/').find((n) => n['@type'] === 'TVEpisode');
      expect(episode?.['partOfSeason']).toEqual({ '@id': 'https://thelaststack.tv/episodes/#season-1' });
    });

    it('marks returning players with their seasons, on cards and profiles, and no one else', () => {
      const cards = page('/cast/').querySelectorAll('main article');
      const label = (name: string) =>
        cards
          .find((c) => c.querySelector('h3')?.textContent.trim() === name)
          ?.querySelectorAll('p')
          .at(-1)?.textContent;
      expect(label('Dante Okonkwo')).toBe('Seasons 1, 2 & 3');
      expect(label('Nadia Haddad')).toBe('Seasons 1 & 3');
      expect(label('Kenrick Sim')).not.toMatch(/^Seasons/);
      const played = page('/cast/dante-okonkwo/')
        .querySelectorAll('ul[aria-label="Seasons"] a')
        .map((a) => a.textContent.trim());
      expect(played).toEqual(['Season 1', 'Season 2', 'Season 3']);
    });

    it('describes the show as three seasons in its structured data, each by its stable id and page', () => {
      const series = graph('/').find((n) => n['@type'] === 'TVSeries');
      expect(series?.['numberOfSeasons']).toBe(3);
      expect(series?.['containsSeason']).toEqual(
        [1, 2, 3].map((n) => ({ '@id': `https://thelaststack.tv/episodes/#season-${n}` })),
      );
      const season = graph('/seasons/2/').find((n) => n['@type'] === 'TVSeason');
      expect(season).toMatchObject({
        '@id': 'https://thelaststack.tv/episodes/#season-2',
        url: 'https://thelaststack.tv/seasons/2/',
        seasonNumber: 2,
        numberOfEpisodes: 12,
        startDate: '2026-09-08T20:00:00-04:00',
        endDate: '2026-11-24T20:00:00-05:00',
      });
      expect(graph('/seasons/3/').find((n) => n['@type'] === 'TVSeason')).not.toHaveProperty('endDate');
    });
  });
} else {
  describe(`${SEASONS.length} seasons in ${DIST}/`, () => {
    it('has /seasons/, linking each season, and each season its page and field', () => {
      const links = page('/seasons/')
        .querySelectorAll('main a')
        .map((a) => a.getAttribute('href'));
      for (const { number } of SEASONS) {
        expect(links).toContain(`/seasons/${number}/`);
        for (const path of [`seasons/${number}`, `seasons/${number}/standings`]) {
          expect(existsSync(join(DIST, path, 'index.html')), path).toBe(true);
        }
      }
    });
  });
}
