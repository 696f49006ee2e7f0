import { describe, expect, it } from 'vitest';
import { formatProblem } from './problem.ts';
import { checkResults, type ResultsContext, type ResultsEntry } from './results-check.ts';

const cast = new Set(['host', 'champ', 'ann', 'bob', 'cat']);
const ctx: ResultsContext = {
  cast,
  host: 'host',
  champion: 'champ',
  startingStack: 100,
  seasonFile: 'content/seasons/1/season.yaml',
};
const file = (n: number) => `content/episodes/ep0${n}.yaml`;
const ep = (n: number, results: Partial<ResultsEntry> = {}): ResultsEntry => ({
  file: file(n),
  episode: `EP0${n}`,
  number: n,
  airDate: `2026-01-0${n}T20:00:00-05:00`,
  ...results,
});
/** The season's last episode, aired, its results not written yet: the season is still going. */
const unfinished = ep(9);
/** The problems found in `entries` followed by an episode 9 without results (a season in progress). */
const messages = (entries: ResultsEntry[], context: ResultsContext = ctx) =>
  checkResults([...entries, unfinished], context).map(formatProblem);
/** The problems found in `entries` alone: the last of them is the season's last episode. */
const seasonMessages = (entries: ResultsEntry[], context: ResultsContext = ctx) =>
  checkResults(entries, context).map(formatProblem);

describe('checkResults', () => {
  it('accepts a season so far: one out in EP02, the counts of those left adding up to the table', () => {
    const entries = [
      ep(1, { chipCounts: { champ: 150, ann: 50, bob: 100, cat: 100 } }),
      ep(2, { eliminated: ['ann'], chipCounts: { champ: 200, bob: 100, cat: 100 } }),
      ep(3),
    ];
    expect(messages(entries)).toEqual([]);
  });

  it('refuses an unknown slug and the host, in eliminated and in chipCounts', () => {
    expect(messages([ep(1, { eliminated: ['zed', 'host'] })])).toEqual([
      'content/episodes/ep01.yaml: eliminated[0]: "zed" is not in this season\'s cast (content/seasons/1/season.yaml)',
      'content/episodes/ep01.yaml: eliminated[1]: "host" is the host, not a player',
    ]);
    expect(
      messages([ep(1, { chipCounts: { champ: 100, ann: 100, bob: 100, cat: 100, zed: 0 } })], {
        ...ctx,
        startingStack: undefined,
      }),
    ).toEqual([
      'content/episodes/ep01.yaml: chipCounts.zed: "zed" is not in this season\'s cast (content/seasons/1/season.yaml)',
    ]);
  });

  it('refuses a player out twice, naming both files', () => {
    expect(
      messages([ep(1, { eliminated: ['ann'] }), ep(2, { eliminated: ['ann'] })], { ...ctx, startingStack: undefined }),
    ).toEqual(['content/episodes/ep02.yaml: eliminated[0]: "ann" is already out (content/episodes/ep01.yaml)']);
  });

  it('refuses chips for a player out earlier or in this episode, and a player still in without a count', () => {
    const entries = [
      ep(1, { eliminated: ['ann'] }),
      ep(2, { eliminated: ['bob'], chipCounts: { champ: 100, ann: 0, bob: 100 } }),
    ];
    expect(messages(entries, { ...ctx, startingStack: undefined })).toEqual([
      'content/episodes/ep02.yaml: chipCounts.ann: "ann" is out (content/episodes/ep01.yaml) and has no chips',
      'content/episodes/ep02.yaml: chipCounts.bob: "bob" is out (in this episode) and has no chips',
      'content/episodes/ep02.yaml: chipCounts: "cat" is still in and has no count',
    ]);
  });

  it('refuses a negative or fractional count', () => {
    const entries = [ep(1, { chipCounts: { champ: -5, ann: 1.5, bob: 100, cat: 100 } })];
    expect(messages(entries, { ...ctx, startingStack: undefined })).toEqual([
      'content/episodes/ep01.yaml: chipCounts.champ: -5 is not a whole, non-negative count of chips',
      'content/episodes/ep01.yaml: chipCounts.ann: 1.5 is not a whole, non-negative count of chips',
    ]);
  });

  it('refuses counts that do not add up to players x startingStack, saying both sums', () => {
    const entries = [ep(3, { chipCounts: { champ: 100, ann: 100, bob: 100, cat: 90 } })];
    expect(messages(entries)).toEqual([
      'content/episodes/ep03.yaml: chipCounts: after EP03 the counts add up to 390; the table holds 400 (4 players x startingStack 100)',
    ]);
  });

  it('refuses results on an episode without an airDate, and the champion going out', () => {
    const entries = [ep(1, { airDate: undefined, eliminated: ['champ'] })];
    expect(messages(entries, { ...ctx, startingStack: undefined })).toEqual([
      'content/episodes/ep01.yaml: eliminated: results need the airDate of the episode they happened in',
      'content/episodes/ep01.yaml: eliminated[0]: "champ" is the champion (content/seasons/1/season.yaml champion) and cannot go out',
    ]);
  });

  describe("the season's end", () => {
    const upToOne = [
      ep(1, { eliminated: ['ann'], chipCounts: { champ: 150, bob: 150, cat: 100 } }),
      ep(2, { eliminated: ['cat', 'bob'], chipCounts: { champ: 400 } }),
    ];

    it('accepts a season that ends with one player holding every chip', () => {
      expect(seasonMessages(upToOne)).toEqual([]);
      // Without startingStack, every chip is what the first counts hold.
      expect(seasonMessages(upToOne, { ...ctx, startingStack: undefined })).toEqual([]);
      // A last episode with nothing written yet is a season still being entered, not a wrong one.
      expect(seasonMessages([upToOne[0] as ResultsEntry, ep(2)])).toEqual([]);
    });

    it('refuses a last episode whose results leave more than one player, naming them', () => {
      const entries = [
        ep(1, { eliminated: ['ann'], chipCounts: { champ: 150, bob: 150, cat: 100 } }),
        ep(2, { eliminated: ['cat'] }),
      ];
      expect(seasonMessages(entries)).toEqual([
        "content/episodes/ep02.yaml: eliminated: EP02 is the season's last episode, and its results leave 2 players in (champ, bob): the season ends with one",
      ]);
      expect(seasonMessages([ep(1, { chipCounts: { champ: 100, ann: 100, bob: 100, cat: 100 } })])).toEqual([
        "content/episodes/ep01.yaml: chipCounts: EP01 is the season's last episode, and its results leave 4 players in (champ, ann, bob, cat): the season ends with one",
      ]);
    });

    it('refuses results after the field is down to one, naming the episode that got it there', () => {
      const entries = [...upToOne, ep(3, { chipCounts: { champ: 400 } }), ep(4, { eliminated: ['champ'] })];
      expect(seasonMessages(entries)).toEqual([
        'content/episodes/ep03.yaml: chipCounts: the field is down to one player after content/episodes/ep02.yaml: no results can follow',
        'content/episodes/ep04.yaml: eliminated: the field is down to one player after content/episodes/ep02.yaml: no results can follow',
      ]);
    });

    it('refuses a final count that is not every chip, once, in the field of the one left', () => {
      const short = [upToOne[0] as ResultsEntry, ep(2, { eliminated: ['cat', 'bob'], chipCounts: { champ: 390 } })];
      expect(seasonMessages(short)).toEqual([
        'content/episodes/ep02.yaml: chipCounts.champ: "champ" is the last player in and holds every chip, 400 (4 players x startingStack 100); the counts say 390',
      ]);
      expect(seasonMessages(short, { ...ctx, startingStack: undefined })).toEqual([
        'content/episodes/ep02.yaml: chipCounts.champ: "champ" is the last player in and holds every chip, 400 (the first counts written); the counts say 390',
      ]);
    });
  });
});
