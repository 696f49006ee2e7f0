/**
 * Every page of the show read as a fan reads them side by side, over every build npm test makes:
 * where a list can mix seasons (the feed, the calendars, the hand list) an episode is named with its
 * season once the show has two, and "EP01" alone while it has one; About speaks of one season, its
 * spotlight's; /episodes/' tiles are its season's; no page skips a heading level.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONTENT_DIR, DIST, htmlFiles, pathOf, readPage, SEASONS } from './dist.ts';

const SEVERAL = SEASONS.length >= 2;
/** An episode's code with no season before it ("EP03", not "S2 EP03"). */
const BARE_CODE = /(?<!S\d{1,2} )\bEP\d{2}\b/;
const SEASONED_CODE = /\bS\d{1,2} EP\d{2}\b/;

const feedTitles = (): string[] =>
  [...readFileSync(join(DIST, 'episodes', 'rss.xml'), 'utf8').matchAll(/<item><title>([^<]*)<\/title>/g)].map(
    (m) => m[1] ?? '',
  );

/** Every calendar the build writes: the show's, each season's and each episode's. */
function calendarFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return calendarFiles(path);
    return e.name.endsWith('.ics') ? [path] : [];
  });
}
/** Each event's name, its folded lines unfolded (RFC 5545 3.1). */
const eventNames = (file: string): string[] =>
  readFileSync(file, 'utf8')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l.startsWith('SUMMARY:'))
    .map((l) => l.slice('SUMMARY:'.length));

/** What the hand list says of each hand's episode (components/hands/HandListItem.astro). */
const handListLines = (): string[] =>
  htmlFiles()
    .filter((f) => pathOf(f).startsWith('/hands/'))
    .flatMap((f) =>
      readPage(f)
        .querySelectorAll('main li p')
        .map((p) => p.text.trim()),
    )
    .filter((line) => /\bEP\d{2}\b/.test(line));

describe('an episode named where seasons can mix', () => {
  const names = {
    feed: feedTitles(),
    calendars: calendarFiles().flatMap(eventNames),
    'hand list': handListLines(),
  };

  it(
    SEVERAL
      ? 'names every feed item, calendar event and hand-list entry with its season'
      : 'names them "EP01" as a one-season show always has',
    () => {
      for (const [where, list] of Object.entries(names)) {
        const wrong = list.filter((name) => (SEVERAL ? BARE_CODE.test(name) : SEASONED_CODE.test(name)));
        expect(wrong, where).toEqual([]);
      }
    },
  );
});

describe('headings', () => {
  it('never skip a level on any page, the embeds included', () => {
    const skipped: string[] = [];
    for (const file of htmlFiles()) {
      const levels = readPage(file)
        .querySelectorAll('h1, h2, h3, h4, h5, h6')
        .map((h) => Number(h.tagName.slice(1)));
      levels.reduce((previous, level) => {
        if (level > previous + 1) skipped.push(`${pathOf(file)}: h${previous} then h${level} (${levels.join(' ')})`);
        return level;
      }, 0);
    }
    expect(skipped).toEqual([]);
  });
});

/** Each season's file as the build read it: its facts and About's words of it. */
const seasonFiles = SEASONS.map(
  (s) =>
    parseYaml(readFileSync(join(CONTENT_DIR, 'seasons', String(s.number), 'season.yaml'), 'utf8')) as {
      number: number;
      champion?: string;
      episodes: number;
      prizePool: string;
      about?: { championBlurb: string; pressKitText: string };
    },
);
const page = (path: string) => readPage(join(DIST, path, 'index.html'));
/** A page's stat tiles, by caption: the figure each shows. */
const tiles = (path: string) =>
  new Map(
    page(path)
      .querySelectorAll('main li:has([data-count-to])')
      .map((li) => [li.querySelectorAll('p')[1]?.text.trim() ?? '', li.querySelector('[data-count-to]')?.text.trim()]),
  );

describe('About, one season at a time', () => {
  const spotlight = seasonFiles.findLast((s) => s.champion !== undefined);
  const about = page('about');
  const text = (selector: string) => about.querySelector(selector)?.text.trim().replace(/\s+/g, ' ');

  it("shows the latest decided season's champion beside that season's words, figures and lines", () => {
    expect(spotlight?.about).toBeDefined();
    const champion = parseYaml(readFileSync(join(CONTENT_DIR, 'cast', `${spotlight?.champion}.yaml`), 'utf8')) as {
      name: string;
    };
    expect(text('#champion-heading')).toBe(champion.name);
    const spotlightSection = about.querySelector('section[aria-labelledby="champion-heading"]');
    expect(spotlightSection?.querySelectorAll('p').map((p) => p.text.trim())).toContain(
      spotlight?.about?.championBlurb,
    );
    expect(text('#season-heading')).toBe(`Season ${spotlight?.number} at a Glance`);
    expect(text('#watch-heading')).toBe(`Watch Season ${spotlight?.number} Now`);
    expect(about.text).toContain(spotlight?.about?.pressKitText);
    expect(tiles('about').get('Episodes')).toBe(String(spotlight?.episodes));
  });

  it("says no other season's words on any page", () => {
    const others = seasonFiles.filter((s) => s !== spotlight && s.about).map((s) => s.about?.championBlurb ?? '');
    const said = htmlFiles().flatMap((f) => {
      const words = readPage(f).text.replace(/\s+/g, ' ');
      return others.filter((blurb) => words.includes(blurb)).map((blurb) => `${pathOf(f)}: ${blurb}`);
    });
    expect(said).toEqual([]);
  });
});

describe("/episodes/, its season's facts", () => {
  it("counts its season's episodes and prize pool, and the show's runtime", () => {
    const current = seasonFiles.at(-1);
    const shown = tiles('episodes');
    expect(shown.get('Prize Pool')).toBe(current?.prizePool);
    expect(shown.get('Episodes')).toBe(String(current?.episodes));
    expect(shown.get('Min Each')).toMatch(/^\d+$/);
  });
});
