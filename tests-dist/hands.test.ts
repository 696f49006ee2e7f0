/**
 * Key hands as built, over every build npm test makes: a hand of an episode not aired at
 * the build's clock is in no file at all (pages, sitemap, feed, .phh, share images, JSON-LD); an
 * aired one has its page, in the sitemap, with its result and cards only inside the closed "Show the
 * hand" disclosure, and its .phh reads back (smol-toml) and replays to the stacks the content gives.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHandText } from '../src/lib/content/hand-files.ts';
import { HANDS_DIR } from '../src/lib/content/hand-files.ts';
import { phhHandSchema, phhKeyHand } from '../src/lib/phh/phh-hand.ts';
import { showdownView, streetViews } from '../src/lib/hand-words/hand-view.ts';
import { streetOdds } from '../src/lib/poker/odds.ts';
import { seatLabel, stakes } from '../src/lib/hand-words/words.ts';
import type { KeyHandData } from '../src/lib/key-hand/key-hand.ts';
import { phhHandInput, readPhhText } from '../src/lib/phh/phh-text.ts';
import { replayHand } from '../src/lib/poker/replay.ts';
import { CONTENT_HANDS } from './content-hands.ts';
import { DIST, readPage, sitemapUrls } from './dist.ts';

const hands = CONTENT_HANDS;
const aired = hands.filter((h) => h.aired);
const unaired = hands.filter((h) => !h.aired);

const allFiles = (readdirSync(DIST, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, '/'));
const TEXT = /\.(html|xml|ics|js|css|json|txt|webmanifest|svg|phh)$/;
const texts = allFiles.filter((f) => TEXT.test(f)).map((f) => ({ f, text: readFileSync(join(DIST, f), 'utf8') }));

type Built = (typeof hands)[number];
/** Where a hand is served: its page's path, and its .phh's and share card's names under it. */
const place = ({ slug, hand }: Built) => `episodes/${slug}/hands/${hand.id}`;
/** A hand's action lines as written, those long enough to be its own. */
const actionLines = (h: Built) => h.hand.input.actions.filter((a) => a.length > 8);
/** What would give a hand away besides its place: its id and title, and its action lines. */
const markers = (h: Built) => [h.hand.id, h.hand.title, ...actionLines(h)];
const leaks = (found: readonly string[]) => [
  ...texts.flatMap(({ f, text }) => found.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`)),
  ...allFiles.flatMap((f) => found.filter((m) => f.includes(m)).map((m) => `file name ${f}: ${m}`)),
];
/** Every hand's place that a file names or holds, read once. */
const PLACE = /episodes\/[a-z0-9-]+\/hands\/[a-z0-9-]+/g;
const placesFound = new Set([...allFiles, ...texts.map(({ text }) => text)].flatMap((t) => t.match(PLACE) ?? []));

describe(`key hands in ${DIST}/`, () => {
  it(`has the fixture's hands where expected (aired: ${aired.length}, not aired: ${unaired.length})`, () => {
    if (DIST === 'dist-airing') expect([aired.length, unaired.length]).toEqual([5, 2]);
    if (DIST === 'dist-premiere') expect([aired.length, unaired.length]).toEqual([0, 7]);
    if (DIST === 'dist-finale') expect([aired.length, unaired.length]).toEqual([12, 0]);
    if (DIST === 'dist-finale-eve' || DIST === 'dist-finale-night')
      expect([aired.length, unaired.length]).toEqual([10, 2]);
    if (DIST === 'dist-finale-end') expect([aired.length, unaired.length]).toEqual([12, 0]);
    if (DIST === 'dist-seasons') expect([aired.length, unaired.length]).toEqual([15, 1]);
    if (DIST === 'dist') expect(hands).toEqual([]);
  });

  it('puts no hand of an episode not yet aired in any file, name or share image', () => {
    // A generated show's hands share titles and action lines with aired ones (one template, other
    // players): what an aired hand also has proves nothing. Its place is always looked for (placesFound
    // holds every file's, names included).
    const airedMarkers = new Set(aired.flatMap(markers));
    const looked = unaired.flatMap(markers).filter((m) => !airedMarkers.has(m));
    expect(unaired.filter((h) => placesFound.has(place(h))).map(place)).toEqual([]);
    expect(leaks(looked)).toEqual([]);
  });

  it('finds what it looks for: each aired hand where it is served, its title on its page, its actions in its .phh', () => {
    for (const h of aired) {
      expect(placesFound.has(place(h)), place(h)).toBe(true);
      expect(readPage(join(DIST, place(h), 'index.html')).text, place(h)).toContain(h.hand.title);
      const phh = readFileSync(join(DIST, `${place(h)}.phh`), 'utf8');
      expect(
        actionLines(h).filter((a) => phh.includes(a)),
        place(h),
      ).not.toEqual([]);
    }
  });

  for (const { slug, hand } of aired) {
    const path = `/episodes/${slug}/hands/${hand.id}/`;
    it(`${path}: in the sitemap, its cards and result only inside the closed disclosure`, () => {
      expect(sitemapUrls().some((u) => u.endsWith(path))).toBe(true);
      expect(existsSync(join(DIST, 'og', 'episodes', slug, 'hands', `${hand.id}.png`))).toBe(true);
      const page = readPage(join(DIST, path, 'index.html'));
      const details = page.querySelectorAll('details[data-hand-stepper]');
      expect(details).toHaveLength(1);
      expect(details[0]?.hasAttribute('open')).toBe(false);
      expect(details[0]?.querySelector('summary')?.text).toMatch(/Show\s*Hide\s*the hand/);
      const inside = details[0]?.toString() ?? '';
      details[0]?.remove();
      const outside = page.toString();
      // Cards, hand names and winners are drawn inside only.
      expect(inside).toMatch(/aria-label="(Ace|King|Queen|Jack|Ten|Nine|Eight|Seven|Six|Five|Four|Three|Two) of /);
      expect(outside).not.toMatch(/ of (hearts|spades|diamonds|clubs)"/);
      expect(outside).not.toMatch(/wins it|split,|Pair|of a Kind|Stacks after the hand/);
      expect(inside).toMatch(/Stacks after the hand/);
    });

    it(`${path}: its .phh reads back and replays to the content's final stacks, which it states`, () => {
      const phh = readFileSync(join(DIST, 'episodes', slug, 'hands', `${hand.id}.phh`), 'utf8');
      const doc = readPhhText(phh);
      const read = phhHandInput(doc);
      expect(read.names).toHaveLength(hand.players.length);
      expect(phh).toMatch(/^variant = "NT"$/m);
      for (const field of [
        'antes',
        'blinds_or_straddles',
        'min_bet',
        'starting_stacks',
        'actions',
        'players',
        'finishing_stacks',
        'ante_trimming_status',
        'event',
      ]) {
        expect(phh, field).toMatch(new RegExp(`^${field} = `, 'm'));
      }
      const stacks = replayHand(hand.input).showdown.stacks;
      expect(replayHand(read).showdown.stacks).toEqual(stacks);
      expect(doc['finishing_stacks']).toEqual(stacks);
      // What the engine did is what the file says: the same forced bets, trimming and actions.
      expect(read).toMatchObject({ ...hand.input, players: read.players });
    });

    it(`${path}: its .phh, taken back as a content file, reads to the same page`, () => {
      const phh = readFileSync(join(DIST, 'episodes', slug, 'hands', `${hand.id}.phh`), 'utf8');
      const file = `content/seasons/1/${HANDS_DIR}/${slug}/${hand.id}.phh`;
      const { hand: read, problems } = readHandText({ season: 1, episode: slug, id: hand.id, file }, phh);
      expect(problems).toEqual([]);
      const back = phhKeyHand(hand.id, read.doc ?? phhHandSchema.parse({}));
      const seatsTable = readPage(join(DIST, path, 'index.html')).querySelector('#table-heading')?.parentNode;
      const names = (seatsTable?.querySelectorAll('tbody th') ?? []).map((th) => th.text.trim());
      expect(names).toHaveLength(hand.players.length);
      // What the page is drawn from: the title, the seats and names, the stakes, every street and the showdown.
      expect(back.title).toBe(hand.title);
      expect(back.players).toEqual(names);
      const views = (h: KeyHandData) => {
        const replay = replayHand(h.input);
        return {
          stakes: stakes(h.input),
          seats: h.input.players.map((_, i) => [seatLabel(i, h.input, h.players.length), replay.start.seats[i]]),
          streets: streetViews(replay, names, streetOdds(replay)),
          showdown: showdownView(replay, names, h.input.startingStacks),
        };
      };
      expect(views(back)).toEqual(views(hand));
    });
  }
});
