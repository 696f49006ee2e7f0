/**
 * The field as built (issue 23), over every build npm test makes: results of an episode that has
 * not aired at the build's clock are in no file at all (pages, JSON-LD, feed, calendars, scripts),
 * and the results of aired ones are never on show by accident: outside the closed disclosures
 * they sit in, no page carries them, in its body or its head. The airing fixture's EP03 has
 * results written and airs after dist-airing's clock; dist-premiere is built before any airs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AIRING } from '../scripts/build-airing.mjs';
import { DIST, htmlFiles, pathOf, readPage } from './dist.ts';

const fixture = AIRING.builds.find((b) => b.outDir === DIST);
const contentDir = fixture ? AIRING.content : 'content';
const now = fixture ? Date.parse(fixture.now) : Date.now();

interface EpisodeFile {
  episode: string;
  airDate?: string;
  eliminated?: string[];
  chipCounts?: Record<string, number>;
}
const episodes = readdirSync(join(contentDir, 'episodes'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parseYaml(readFileSync(join(contentDir, 'episodes', f), 'utf8')) as EpisodeFile);
const withResults = episodes.filter((e) => e.eliminated || e.chipCounts);
const aired = (e: EpisodeFile) => e.airDate !== undefined && Date.parse(e.airDate) <= now;

/** What would give an episode's results away: its counts (as shown and raw) and its result lines. */
function markers(e: EpisodeFile): string[] {
  const counts = Object.values(e.chipCounts ?? {}).flatMap((n) => [n.toLocaleString('en-US'), String(n)]);
  return [...counts, `Out in ${e.episode}`, `${e.episode} results`, `results up to ${e.episode}`];
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
  it(`no file holds the results of an episode not yet aired (${unaired.map((e) => e.episode).join(', ') || 'none'})`, () => {
    expect(leaks(unaired.flatMap(markers), files)).toEqual([]);
  });

  it('counts what it checks: a planted count and the aired results are found', () => {
    const probe = [{ path: 'probe', text: '<td>131,250</td> won $488,000' }];
    expect(leaks(['131,250', '88,000'], probe)).toEqual(['probe: 131,250']);
    const shown = withResults.filter(aired);
    for (const e of shown) expect(leaks(markers(e), files), e.episode).not.toEqual([]);
  });

  it('shows aired results only inside a closed disclosure: nothing outside one, head included', () => {
    const shown = withResults.filter(aired).flatMap(markers);
    const outside = htmlFiles().map((f) => {
      const page = readPage(f);
      for (const d of page.querySelectorAll('details.spoiler')) {
        expect(d.hasAttribute('open'), pathOf(f)).toBe(false);
        d.remove();
      }
      return { path: pathOf(f), text: page.toString() };
    });
    expect(leaks(shown, outside)).toEqual([]);
  });
});
