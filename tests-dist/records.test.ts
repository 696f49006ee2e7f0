/**
 * "In Aired Hands" as built, over every build npm test makes: each player of an aired key
 * hand has it on their profile, with the figures the content's aired hands give (counted here from
 * the content's own files and replays, not the build's), every figure behind a closed disclosure;
 * nobody else has it, so a profile before any hand airs is what it was.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { castSlugFor } from '../src/lib/phh/phh-hand.ts';
import { replayHand } from '../src/lib/poker/replay.ts';
import { SEASON_COLUMNS, recordColumns, recordRows } from '../src/lib/records/record-view.ts';
import { playerRecords, type AiredHand } from '../src/lib/records/table-record.ts';
import { CONTENT_HANDS } from './content-hands.ts';
import { CONTENT_DIR, DIST, htmlFiles, pathOf, readPage } from './dist.ts';

const names = new Map(
  readdirSync(join(CONTENT_DIR, 'cast'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [
      f.replace(/\.yaml$/, ''),
      (parseYaml(readFileSync(join(CONTENT_DIR, 'cast', f), 'utf8')) as { name: string }).name,
    ]),
);
const slugOf = (written: string) => castSlugFor(written, names) ?? `no cast file for "${written}"`;
const aired: AiredHand[] = CONTENT_HANDS.filter((h) => h.aired).map(({ slug, season, hand }) => ({
  href: `/episodes/${slug}/hands/${hand.id}/`,
  season,
  people: hand.players.map(slugOf),
  startingStacks: hand.input.startingStacks,
  replay: replayHand(hand.input),
}));
const records = playerRecords(aired);
const players = [...new Set(aired.flatMap((h) => h.people))].sort();
const profiles = new Map(
  htmlFiles()
    .map((f) => [/^\/cast\/([^/]+)\/$/.exec(pathOf(f))?.[1], f] as const)
    .filter((e): e is [string, string] => e[0] !== undefined),
);
const section = (slug: string) =>
  readPage(profiles.get(slug) ?? '').querySelector('section[aria-labelledby="in-aired-hands"]');
const text = (el: { text: string } | null | undefined) => el?.text.replace(/\s+/g, ' ').trim() ?? '';

describe(`In Aired Hands in ${DIST}/ (${players.length} players in ${aired.length} aired hands)`, () => {
  it('is on the profile of each player of an aired hand, and on no other', () => {
    for (const [slug, file] of profiles) {
      const has = readPage(file).querySelector('section[aria-labelledby="in-aired-hands"]') !== null;
      expect(has, slug).toBe(players.includes(slug));
    }
  });

  for (const slug of players) {
    it(`/cast/${slug}/: the figures of the hands it aired, behind the closed disclosure, said to be those hands only`, () => {
      const found = section(slug);
      const columns = recordColumns(records.get(slug), SEASON_COLUMNS);
      const played = columns.at(-1)?.record.handsPlayed ?? 0;
      expect(text(found)).toContain(`played ${played} of the key hands the show has aired`);
      expect(text(found)).toContain('not every hand played at the table');
      const details = found?.querySelector('details.spoiler');
      expect(details?.hasAttribute('open')).toBe(false);
      const heads = details?.querySelectorAll('thead th').map(text);
      expect(heads).toEqual(['Figure', ...columns.map((c) => c.label)]);
      const rows = details?.querySelectorAll('tbody tr').map((tr) => tr.querySelectorAll('th, td').map(text));
      expect(rows).toEqual(recordRows(columns).map((r) => [r.label, ...r.cells]));
      // Outside the disclosure, the count of hands and nothing that tells a result.
      details?.remove();
      expect(found?.querySelector('table, ul')).toBeNull();
    });
  }

  it('gives a player whose aired hands span seasons their own page of them all, linked from the profile that lists the latest season’s', () => {
    for (const [slug, file] of profiles) {
      const theirs = aired.filter((h) => h.people.includes(slug));
      const seasons = [...new Set(theirs.map((h) => h.season))].sort((a, b) => b - a);
      const own = join(DIST, 'cast', slug, 'hands', 'index.html');
      expect(existsSync(own), slug).toBe(seasons.length > 1);
      const handLinks = (f: string) =>
        readPage(f)
          .querySelectorAll('main details a')
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('/episodes/'))
          .sort();
      const profile = readPage(file);
      if (seasons.length > 1) {
        expect(handLinks(own), slug).toEqual(theirs.map((h) => h.href).sort());
        expect(profile.querySelector(`a[href="/cast/${slug}/hands/"]`), slug).not.toBeNull();
        const latest = theirs.filter((h) => h.season === seasons[0]).map((h) => h.href);
        expect(handLinks(file), slug).toEqual(latest.sort());
      } else expect(handLinks(file), slug).toEqual(theirs.map((h) => h.href).sort());
    }
  });
});
