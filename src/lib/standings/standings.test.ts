import { describe, expect, it } from 'vitest';
import { episodeResults, fieldAt, latestResults, type ResultsEpisode } from './standings.ts';

/** The show's clock at an instant: 45-minute episodes, results at the end. */
const at = (iso: string) => ({ now: Date.parse(iso), episodeMinutes: 45, resultsDelayMinutes: 0 });

const players = Array.from({ length: 16 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
const start = 100_000;
/** Counts after an episode: every player still in, each given `chips` unless named in `moves`. */
const counts = (left: readonly string[], moves: Record<string, number> = {}) =>
  Object.fromEntries(left.map((p) => [p, moves[p] ?? start]));

const ep1: ResultsEpisode = {
  episode: 'EP01',
  number: 1,
  airDate: '2026-01-06T20:00:00-05:00',
  chipCounts: counts(players, { p01: 150_000, p02: 50_000 }),
};
const afterEp2 = players.filter((p) => p !== 'p05' && p !== 'p09');
const ep2: ResultsEpisode = {
  episode: 'EP02',
  number: 2,
  airDate: '2026-01-13T20:00:00-05:00',
  eliminated: ['p09', 'p05'],
  chipCounts: counts(afterEp2, { p01: 200_000, p03: 250_000, p02: 50_000, p04: 100_000 }),
};
const ep3: ResultsEpisode = {
  episode: 'EP03',
  number: 3,
  airDate: '2026-01-20T20:00:00-05:00',
  eliminated: ['p03'],
  chipCounts: counts(
    afterEp2.filter((p) => p !== 'p03'),
    { p01: 450_000 },
  ),
};
const ep4: ResultsEpisode = { episode: 'EP04', number: 4 };
const MID_SEASON = at('2026-01-20T12:00:00Z');

describe('fieldAt', () => {
  it('before the premiere: every player in, no counts, no leader', () => {
    const field = fieldAt([ep1, ep2, ep3, ep4], players, at('2026-01-05T12:00:00Z'));
    expect(field.aired).toEqual([]);
    expect(field.left).toBe(16);
    expect(field.leader).toBeUndefined();
    expect(field.players.map((p) => p.slug)).toEqual(players);
    expect(field.players.every((p) => p.status === 'in' && p.chips === undefined)).toBe(true);
  });

  it('reads results only from aired episodes: EP03 has results written and has not aired', () => {
    const field = fieldAt([ep3, ep1, ep2, ep4], players, MID_SEASON);
    expect(field.aired.map((e) => e.episode)).toEqual(['EP01', 'EP02']);
    expect(field.left).toBe(14);
    expect(field.players.find((p) => p.slug === 'p03')).toEqual({
      slug: 'p03',
      status: 'in',
      chips: 250_000,
      after: 'EP02',
    });
    expect(JSON.stringify(field)).not.toContain('450000');
  });

  it('places the k-th player out 17 - k, two out in one episode by the order listed', () => {
    const field = fieldAt([ep1, ep2, ep3], players, MID_SEASON);
    expect(field.players.filter((p) => p.status === 'out')).toEqual([
      { slug: 'p05', status: 'out', outIn: 'EP02', place: 15 },
      { slug: 'p09', status: 'out', outIn: 'EP02', place: 16 },
    ]);
    const later = fieldAt([ep1, ep2, ep3], players, at('2026-01-21T02:00:00Z'));
    expect(later.players.find((p) => p.slug === 'p03')).toEqual({
      slug: 'p03',
      status: 'out',
      outIn: 'EP03',
      place: 14,
    });
  });

  it('leads with the most chips after the latest counted episode; those in come first, most chips first', () => {
    const field = fieldAt([ep1, ep2], players, MID_SEASON);
    expect(field.leader).toEqual({ slug: 'p03', chips: 250_000 });
    expect(field.players.slice(0, 3).map((p) => p.slug)).toEqual(['p03', 'p01', 'p04']);
    expect(field.players.at(-1)?.slug).toBe('p09');
  });

  it("gives each player's chips after every counted episode: 0 in the episode they went out in, undefined after", () => {
    const field = fieldAt([ep1, ep2, ep3], players, at('2026-01-28T12:00:00Z'));
    expect(field.points).toEqual(['EP01', 'EP02', 'EP03']);
    expect(field.series.find((s) => s.slug === 'p01')?.chips).toEqual([150_000, 200_000, 450_000]);
    expect(field.series.find((s) => s.slug === 'p05')?.chips).toEqual([100_000, 0, undefined]);
  });

  it('starts every line at the starting stack when site.yaml gives one', () => {
    const field = fieldAt([ep1, ep2], players, MID_SEASON, { startingStack: start });
    expect(field.points).toEqual(['Start', 'EP01', 'EP02']);
    expect(field.series.find((s) => s.slug === 'p02')?.chips).toEqual([start, 50_000, 50_000]);
    expect(fieldAt([ep1], players, at('2026-01-05T12:00:00Z'), { startingStack: start }).points).toEqual(['Start']);
  });

  it('an aired episode without counts keeps the latest counts it has', () => {
    const noCounts: ResultsEpisode = { ...ep2, chipCounts: undefined };
    const field = fieldAt([ep1, noCounts], players, MID_SEASON);
    expect(field.left).toBe(14);
    expect(field.leader).toEqual({ slug: 'p01', chips: 150_000 });
    expect(field.players.find((p) => p.slug === 'p01')).toMatchObject({ after: 'EP01' });
    expect(field.series[0]?.chips).toEqual([150_000]);
  });

  it('names the winner once the aired results leave one player, and no sooner', () => {
    const finale: ResultsEpisode = {
      episode: 'EP04',
      number: 4,
      airDate: '2026-01-27T20:00:00-05:00',
      eliminated: players.filter((p) => p !== 'p01' && !['p03', 'p05', 'p09'].includes(p)).reverse(),
      chipCounts: { p01: 16 * start },
    };
    const before = fieldAt([ep1, ep2, ep3, finale], players, at('2026-01-27T12:00:00Z'));
    expect([before.left, before.winner]).toEqual([13, undefined]);
    const field = fieldAt([ep1, ep2, ep3, finale], players, at('2026-02-03T12:00:00Z'));
    expect([field.left, field.winner, field.leader]).toEqual([1, 'p01', { slug: 'p01', chips: 1_600_000 }]);
    // Sorted by finish: the winner, then 2nd to 16th.
    expect(field.players[0]).toMatchObject({ slug: 'p01', status: 'in' });
    expect(field.players.slice(1).map((p) => (p.status === 'out' ? p.place : 0))).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 2),
    );
    expect(fieldAt([ep1], players, MID_SEASON).winner).toBeUndefined();
  });
});

describe('episodeResults', () => {
  it("ranks an aired episode's counts, with the change from the episode before, and lists who went out with places", () => {
    const field = fieldAt([ep1, ep2, ep3], players, MID_SEASON);
    const results = episodeResults(field, 'EP02');
    expect(results?.out).toEqual([
      { slug: 'p09', place: 16 },
      { slug: 'p05', place: 15 },
    ]);
    expect(results?.counts.slice(0, 3)).toEqual([
      { slug: 'p03', chips: 250_000, change: 150_000 },
      { slug: 'p01', chips: 200_000, change: 50_000 },
      { slug: 'p04', chips: 100_000, change: 0 },
    ]);
    expect(results?.counts).toHaveLength(14);
  });

  it('measures the first episode against the starting stack, or gives no change without one', () => {
    const field = fieldAt([ep1, ep2], players, MID_SEASON);
    expect(episodeResults(field, 'EP01', { startingStack: start })?.counts[0]).toEqual({
      slug: 'p01',
      chips: 150_000,
      change: 50_000,
    });
    expect(episodeResults(field, 'EP01')?.counts[0]?.change).toBeUndefined();
  });

  it('has nothing for an episode that has not aired, or aired without results', () => {
    const field = fieldAt([ep1, ep2, ep3, ep4], players, MID_SEASON);
    expect(episodeResults(field, 'EP03')).toBeUndefined();
    expect(episodeResults(field, 'EP04')).toBeUndefined();
    const bare = fieldAt([{ ...ep1, chipCounts: undefined }], players, MID_SEASON);
    expect(episodeResults(bare, 'EP01')).toBeUndefined();
  });

  it('names the latest aired episode with results', () => {
    expect(latestResults(fieldAt([ep1, ep2, ep3], players, MID_SEASON))).toBe('EP02');
    expect(latestResults(fieldAt([ep1, ep2, ep3], players, at('2026-01-05T12:00:00Z')))).toBeUndefined();
    const noneInEp2 = { ...ep2, eliminated: undefined, chipCounts: undefined };
    expect(latestResults(fieldAt([ep1, noneInEp2], players, MID_SEASON))).toBe('EP01');
  });
});
