/**
 * The field as built, over every build npm test makes: results of an episode that has
 * not aired at the build's clock are in no file at all (pages, JSON-LD, feed, calendars, scripts),
 * and the results of aired ones are never on show by accident: outside the closed disclosures
 * they sit in, no page carries them, in its body or its head. The airing fixture's EP03 has
 * results written and airs after dist-airing's clock; dist-premiere is built before any airs;
 * dist-finale-eve is built the day EP12 airs, its results (the season's last) written.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readPhhText } from '../src/lib/phh/phh-text.ts';
import { CONTENT_DIR as contentDir, DIST, episodeFiles, htmlFiles, pathOf, readPage, resultsAreOut } from './dist.ts';

interface EpisodeFile {
  episode: string;
  airDate?: string;
  runtimeMinutes?: number;
  eliminated?: string[];
  chipCounts?: Record<string, number>;
}
const episodes = episodeFiles(contentDir).map(({ path }) => parseYaml(readFileSync(path, 'utf8')) as EpisodeFile);
const withResults = episodes.filter((e) => e.eliminated || e.chipCounts);
const aired = (e: EpisodeFile) => resultsAreOut(e);

/** A count as pages show it and as files hold it: "214,000" and "214000". */
const written = (n: number) => [n.toLocaleString('en-US'), String(n)];

/** What would give an episode's results away: its counts (as shown and raw) and its result lines. */
function markers(e: EpisodeFile): string[] {
  const counts = Object.values(e.chipCounts ?? {}).flatMap(written);
  return [
    ...counts,
    `Out in ${e.episode}`,
    `out in ${e.episode}`,
    `${e.episode} results`,
    `results up to ${e.episode}`,
  ];
}

/**
 * What says the season is over, which no build may say before the results that end it have aired:
 * the field's final standings and the champion's line (lib/standings/field-view.ts).
 */
const SEASON_OVER = ['Final Results', 'Final Standings', 'is the last player in', 'Finished 1st'];
/** An episode whose counts leave one player: its results end the season. */
const ends = (e: EpisodeFile) => Object.keys(e.chipCounts ?? {}).length === 1;
/** Everything an episode's results give away: its markers, and that the season is over if they end it. */
const giveaways = (e: EpisodeFile) => [...markers(e), ...(ends(e) ? SEASON_OVER : [])];

/**
 * The numbers a key hand's page shows before its disclosure: the hand's own starting stacks (its
 * .phh beside it), which may equal a count by chance but are not results; on the key-hand list, each
 * hand's pot.
 */
function ownNumbers(path: string, page: HTMLElement): Set<string> {
  // The key-hand list shows each hand's pot openly: its own figure, not a count.
  if (path === '/hands/') {
    return new Set(
      page.querySelectorAll('li[data-hand]').flatMap((li) => written(Number(li.getAttribute('data-pot')))),
    );
  }
  const hand = /^\/episodes\/([^/]+)\/hands\/([^/]+)\/$/.exec(path);
  if (!hand) return new Set();
  const doc = readPhhText(readFileSync(join(DIST, 'episodes', hand[1] ?? '', 'hands', `${hand[2] ?? ''}.phh`), 'utf8'));
  return new Set((doc['starting_stacks'] as number[]).flatMap(written));
}

const TEXT = /\.(html|xml|ics|js|css|json|txt|webmanifest|svg)$/;
const files = (readdirSync(DIST, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((d) => d.isFile() && TEXT.test(d.name))
  .map((d) => {
    const path = join(d.parentPath, d.name);
    return { path, text: readFileSync(path, 'utf8') };
  });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A marker as a whole token: "88,000" is not found in "$488,000" or "88,0001". */
const token = (m: string) => new RegExp(`(?<![\\w,.$])${escape(m)}(?![\\w,])`);

/** Every marker found, with the file it is in. */
const leaks = (found: readonly string[], texts: readonly { path: string; text: string }[]) =>
  texts.flatMap(({ path, text }) => found.filter((m) => token(m).test(text)).map((m) => `${path}: ${m}`));

describe(`results in ${DIST}/`, () => {
  const unaired = withResults.filter((e) => !aired(e));
  // Another season's aired episode of the same code ("out in EP05"), or an earlier season over ("Final
  // Standings"), is no leak: what aired results give away is left out, and the unaired episode's
  // counts (each season's own) are still looked for.
  const airedMarkers = new Set(withResults.filter(aired).flatMap(giveaways));
  it(`no file holds the results of an episode not yet aired (${unaired.map((e) => e.episode).join(', ') || 'none'})`, () => {
    const looked = unaired.flatMap(giveaways).filter((m) => !airedMarkers.has(m));
    expect(looked.length).toBeGreaterThanOrEqual(unaired.length);
    expect(leaks(looked, files)).toEqual([]);
  });

  it('counts what it checks: a planted count and the aired results are found', () => {
    const probe = [{ path: 'probe', text: '<td>131,250</td> won $488,000' }];
    expect(leaks(['131,250', '88,000'], probe)).toEqual(['probe: 131,250']);
    const shown = withResults.filter(aired);
    for (const e of shown) expect(leaks(markers(e), files), e.episode).not.toEqual([]);
    // Once the season's last results have aired, the site says so.
    for (const e of shown.filter(ends)) expect(leaks(SEASON_OVER, files), e.episode).not.toEqual([]);
  });

  it('shows aired results only inside a closed disclosure: nothing outside one, head included', () => {
    const shown = withResults.filter(aired).flatMap(markers);
    const outside = htmlFiles().map((f) => {
      const page = readPage(f);
      for (const d of page.querySelectorAll('details.spoiler')) {
        expect(d.hasAttribute('open'), pathOf(f)).toBe(false);
        d.remove();
      }
      return { path: pathOf(f), text: page.toString(), page };
    });
    const found = outside.flatMap((page) => {
      const own = ownNumbers(page.path, page.page);
      return leaks(
        shown.filter((m) => !own.has(m)),
        [page],
      );
    });
    expect(found).toEqual([]);
  });
});
